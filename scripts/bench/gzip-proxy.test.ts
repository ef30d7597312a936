import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { freePort } from './local-server';
import { startGzipProxy } from './gzip-proxy';

const script = 'console.log("hello");\n'.repeat(200);

async function withUpstream(run: (origin: string, requests: string[]) => Promise<void>) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (req.url === '/app.js') res.writeHead(200, { 'content-type': 'application/javascript' }).end(script);
    else if (req.url === '/photo.webp') res.writeHead(200, { 'content-type': 'image/webp' }).end(Buffer.from([1, 2, 3]));
    else res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${port}`, requests);
  } finally {
    server.close();
  }
}

function get(url: string, encoding = 'gzip'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the CDN stand-in in front of the local server', () => {
  it('gzips text, leaves images alone, and answers a repeated request from memory', async () => {
    await withUpstream(async (origin, requests) => {
      const proxy = await startGzipProxy(origin);
      try {
        const first = await get(`${proxy.origin}/app.js`);
        expect(first.headers['content-encoding']).toBe('gzip');
        expect(Number(first.headers['content-length'])).toBe(first.body.byteLength);
        expect(gunzipSync(first.body).toString()).toBe(script);
        const again = await get(`${proxy.origin}/app.js`);
        expect(again.body.equals(first.body)).toBe(true);
        const plain = await get(`${proxy.origin}/app.js`, 'identity');
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.toString()).toBe(script);
        const image = await get(`${proxy.origin}/photo.webp`);
        expect(image.headers['content-encoding']).toBeUndefined();
        expect([...image.body]).toEqual([1, 2, 3]);
        expect(requests).toEqual(['GET /app.js', 'GET /app.js', 'GET /photo.webp']);
      } finally {
        await proxy.stop();
      }
    });
  });

  it('passes errors through and does not keep them', async () => {
    await withUpstream(async (origin, requests) => {
      const proxy = await startGzipProxy(origin);
      try {
        for (let i = 0; i < 2; i++) {
          const missing = await get(`${proxy.origin}/nope`);
          expect(missing.status).toBe(404);
          expect(gunzipSync(missing.body).toString()).toBe('<h1>Not found</h1>');
        }
        expect(requests).toEqual(['GET /nope', 'GET /nope']);
      } finally {
        await proxy.stop();
      }
    });
  });
});

describe('settled', () => {
  it('waits for a quiet spell after the last request, and gives up at the deadline', async () => {
    await withUpstream(async (origin) => {
      const proxy = await startGzipProxy(origin);
      try {
        // Idle for longer than the quiet spell: a page that has not asked yet still gets it.
        await new Promise((resolve) => setTimeout(resolve, 400));
        const start = Date.now();
        const late = setTimeout(() => void get(`${proxy.origin}/app.js`), 150);
        expect(await proxy.settled(300, 5000)).toBe(1);
        clearTimeout(late);
        expect(Date.now() - start).toBeGreaterThanOrEqual(400);
        await get(`${proxy.origin}/app.js`);
        // Requests still open when the proxy stops are cut off: that is expected here.
        const busy = setInterval(() => void get(`${proxy.origin}/app.js`).catch(() => {}), 50);
        const beforeDeadline = Date.now();
        await proxy.settled(300, 600);
        clearInterval(busy);
        const waited = Date.now() - beforeDeadline;
        expect(waited).toBeGreaterThanOrEqual(550);
        expect(waited).toBeLessThan(1500);
      } finally {
        await proxy.stop();
      }
    });
  });
});
