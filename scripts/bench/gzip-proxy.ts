/**
 * Optional (`--compress`): a loopback proxy in front of the project's server that gzips text
 * responses the way Netlify's CDN does in production. `npm run serve` (@netlify/dev) sends
 * everything uncompressed, which Lighthouse's simulated slow mobile network punishes; with this
 * proxy the Lighthouse figures show what a visitor of the deployed site gets.
 */
import http from 'node:http';
import { createGzip } from 'node:zlib';
import { freePort } from './local-server';

const compressible = /^(text\/|application\/(javascript|json|manifest\+json|xml|ld\+json)|image\/svg\+xml)/i;

export async function startGzipProxy(target: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        const headers = { ...answer.headers };
        const gzip =
          /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && !headers['content-encoding'] && compressible.test(String(headers['content-type'] ?? '')) && req.method !== 'HEAD';
        if (!gzip) {
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(res);
          return;
        }
        delete headers['content-length'];
        res.writeHead(answer.statusCode ?? 502, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
        answer.pipe(createGzip()).pipe(res);
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
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
