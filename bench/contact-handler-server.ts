/**
 * The contact function's own code on a bare Node HTTP server, without the Netlify emulator around
 * it: what its logic (parsing, validation, outbox write) costs by itself. Run as a child process by
 * contact-load.ts (`node --import tsx`, PORT in the environment, 0 for any free port); its first
 * line of output names its origin.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleSubmission } from '../netlify/submissions/submission-handler';
import { memoryBlobStore } from '../netlify/testing/memory-blob-store';

const host = '127.0.0.1';
// Each message counts (netlify/counting); in memory here, as the booking store is beside the booking function.
const countStore = memoryBlobStore({ jitter: 0 });

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    void (async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const request = new Request(`http://${host}${req.url ?? '/'}`, {
        method: req.method,
        headers,
        body: hasBody ? Buffer.concat(chunks) : undefined,
      });
      // 'dev' as `npm run serve` reports it: the outbox is allowed, production rules are not applied.
      const response = await handleSubmission(request, { deployContext: 'dev', countStore });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      console.error('contact-handler-server: request failed', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
});

server.listen(Number(process.env.PORT ?? 0), host, () =>
  console.log(`contact handler on http://${host}:${(server.address() as AddressInfo).port}`),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
