/**
 * The stand-in for Netlify's CDN in front of the project's server (on unless `--uncompressed`):
 * - it gzips text responses, as the CDN does: `npm run serve` (@netlify/dev) sends everything
 *   uncompressed, which Lighthouse's simulated slow mobile network punishes;
 * - it answers a repeated GET from memory, as a CDN edge that has the file does. Each request
 *   through @netlify/dev costs about 8 ms of CPU, and a page load makes a dozen of them: on a
 *   2-core machine that work ran beside Chrome and showed up in Lighthouse's blocking time.
 * The site is not rebuilt while the benchmark runs, so nothing cached goes stale.
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { freePort } from './local-server';

const compressible = /^(text\/|application\/(javascript|json|manifest\+json|xml|ld\+json)|image\/svg\+xml)/i;

interface CachedAnswer {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

const acceptsGzip = (req: http.IncomingMessage) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/** The answer as the CDN sends it: gzip-compressed when the client and the content type allow. */
function cdnAnswer(status: number, upstreamHeaders: http.IncomingHttpHeaders, body: Buffer, gzip: boolean): CachedAnswer {
  const headers: http.OutgoingHttpHeaders = { ...upstreamHeaders };
  // Node has already joined a chunked body; the length below is the real one.
  delete headers['transfer-encoding'];
  delete headers.connection;
  const compress = gzip && !headers['content-encoding'] && compressible.test(String(headers['content-type'] ?? ''));
  const sent = compress ? gzipSync(body) : body;
  if (compress) Object.assign(headers, { 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
  headers['content-length'] = sent.byteLength;
  return { status, headers, body: sent };
}

export interface GzipProxy {
  origin: string;
  /**
   * Resolves once no request has been open for `quietMs`, counted from the call at the earliest
   * (so a page that has not asked for anything yet gets that long to start), or after `maxMs` at
   * the latest. Resolves to the number of requests that arrived meanwhile.
   */
  settled: (quietMs: number, maxMs: number) => Promise<number>;
  stop: () => Promise<void>;
}

export async function startGzipProxy(target: string): Promise<GzipProxy> {
  const upstream = new URL(target);
  const cache = new Map<string, CachedAnswer>();
  let open = 0;
  let lastActivity = Date.now();
  let requests = 0;
  const send = (res: http.ServerResponse, answer: CachedAnswer, head: boolean) => {
    res.writeHead(answer.status, answer.headers);
    res.end(head ? undefined : answer.body);
  };
  const server = http.createServer((req, res) => {
    open++;
    requests++;
    lastActivity = Date.now();
    res.on('close', () => {
      open--;
      lastActivity = Date.now();
    });
    const cacheable = req.method === 'GET' || req.method === 'HEAD';
    const key = `${req.url} ${acceptsGzip(req) ? 'gzip' : 'identity'}`;
    const cached = cacheable ? cache.get(key) : undefined;
    if (cached) {
      send(res, cached, req.method === 'HEAD');
      return;
    }
    const forward = http.request(
      // Always GET upstream for a HEAD, so the cached answer has its body for later GETs.
      { host: upstream.hostname, port: upstream.port, method: cacheable ? 'GET' : req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const result = cdnAnswer(answer.statusCode ?? 502, answer.headers, Buffer.concat(chunks), acceptsGzip(req));
          if (cacheable && result.status === 200) cache.set(key, result);
          send(res, result, req.method === 'HEAD');
        });
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    settled: async (quietMs, maxMs) => {
      const start = Date.now();
      const before = requests;
      const quietSince = () => Math.max(start, lastActivity);
      while (Date.now() - start < maxMs && (open > 0 || Date.now() - quietSince() < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return requests - before;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
