/**
 * The built site for Lighthouse CI (bench/lighthouserc.cjs starts it): public/ gzip-compressed as
 * Netlify's CDN answers it, and each page's zero-JavaScript twin under /zero-js (and once more under
 * /zero-js-again, for the benchmark's noise floor).
 *
 * Not Lighthouse CI's own static server: that one (express.static) does not answer /angebot from
 * angebot.html as Netlify does (src/gatsby/post-build/pretty-urls.ts). Answers are compressed once and then
 * kept in memory, so the server's work stays off the 2 cores Chrome is measured on.
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { publishedFile } from '../scripts/netlify-static-file';
import { bookingEndpoint } from '../src/forms/protocol';
import { bookingOnNode } from './booking-on-node';
import { twinPrefixOf, withoutScripts } from './zero-js-twin';

// BENCH_PUBLIC: another build's folder, to measure two builds side by side.
const root = process.env.BENCH_PUBLIC ?? path.resolve(__dirname, '..', 'public');
const port = Number(process.env.BENCH_PORT ?? 9920);

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function answer(urlPath: string): Answer {
  const prefix = twinPrefixOf(urlPath);
  const twin = prefix !== undefined;
  const file = publishedFile(root, twin ? urlPath.slice(prefix.length) || '/' : urlPath);
  const found = file !== null && (!twin || file.endsWith('.html'));
  const served = found ? file : path.join(root, urlPath.startsWith('/en/') ? 'en/404.html' : '404.html');
  const type = types[path.extname(served)] ?? 'application/octet-stream';
  let body = readFileSync(served);
  if (twin && found) body = Buffer.from(withoutScripts(body.toString('utf8')));
  const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache' };
  // Lighthouse's Chrome always accepts gzip; Netlify compresses the same types.
  if (compressible.test(type)) {
    body = gzipSync(body, { level: 9 });
    Object.assign(headers, { 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
  }
  return { status: found ? 200 : 404, headers, body };
}

const answers = new Map<string, Answer>();

// The request form asks the booking function for free times as it starts, as it does on Netlify:
// its own code answers here (booking-on-node.ts), so the page is measured with the times it shows a
// visitor and without a 404 in its console.
const booking = bookingOnNode();

export const server = http.createServer((req, res) => {
  const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  if (urlPath === bookingEndpoint && req.method === 'GET') return void booking.answer(req, res);
  let cached = answers.get(urlPath);
  if (!cached) answers.set(urlPath, (cached = answer(urlPath)));
  res.writeHead(cached.status, { ...cached.headers, 'content-length': String(cached.body.length) });
  res.end(req.method === 'HEAD' ? undefined : cached.body);
});

server.on('close', () => booking.close());

if (require.main === module) {
  if (!existsSync(path.join(root, 'index.html'))) throw new Error('public/ has no build: run `npm run build` first');
  // Lighthouse CI waits for this line (startServerReadyPattern in bench/lighthouserc.cjs).
  server.listen(port, '127.0.0.1', () => console.log(`serving public/ on http://127.0.0.1:${port}`));
}
