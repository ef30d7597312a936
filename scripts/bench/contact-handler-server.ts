/**
 * The contact function's own code on a bare Node HTTP server, without the Netlify emulator around
 * it. Run as a child process by the benchmark (`node --import tsx`, PORT and HOST in the
 * environment): @netlify/dev 4 rebuilds a function on every request and starts a fresh worker
 * thread for it, so figures through `npm run serve` show the emulator more than the function. This
 * server shows what the function's logic (parsing, validation, outbox write) costs by itself.
 */
import http from 'node:http';
import { handleContactRequest } from '../../netlify/lib/contact-handler';

const port = Number(process.env.PORT ?? 8899);
const host = process.env.HOST ?? '127.0.0.1';

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    void (async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const request = new Request(`http://${host}:${port}${req.url ?? '/'}`, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
      // 'dev' as `npm run serve` reports it: the outbox is allowed, production rules are not applied.
      const response = await handleContactRequest(request, { deployContext: 'dev' });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      console.error('contact-handler-server: request failed', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
});

server.listen(port, host, () => console.log(`contact handler on http://${host}:${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
