/**
 * A stand-in for SendGrid's API on 127.0.0.1, for tests: it records what the real `@sendgrid/mail`
 * client sends (reached through SENDGRID_BASE_URL) and answers as told. Used by the transport's
 * tests, the tests of waiting messages (made to fail each way SendGrid can: an error status, no
 * answer, connection refused) and by the deploy contract, which calls the bundled function.
 */
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The parts of SendGrid's v3 mail/send body the tests look at. */
export interface SendGridBody {
  personalizations: unknown;
  from: unknown;
  reply_to: unknown;
  subject: string;
  content: { type: string; value: string }[];
  mail_settings?: unknown;
}

export interface CapturedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: SendGridBody;
}

/** `hang` never answers: the client must give up on its own. A function answers each request on its own. */
export type CaptureReply = { status: number; body?: unknown } | 'hang' | ((request: CapturedRequest) => { status: number; body?: unknown });

export interface SendGridCaptureServer {
  baseUrl: string;
  /** Every request received, whatever it was answered. */
  requests: CapturedRequest[];
  reply: CaptureReply;
  /** The requests SendGrid would have accepted: answered with a 2xx status. */
  readonly accepted: CapturedRequest[];
  /** Stops listening: connections are refused (ECONNREFUSED) until `acceptConnections`. */
  refuseConnections(): Promise<void>;
  /** Listens again, on the same port. */
  acceptConnections(): Promise<void>;
  close(): Promise<void>;
}

export async function startSendGridCaptureServer(): Promise<SendGridCaptureServer> {
  const capture: Pick<SendGridCaptureServer, 'requests' | 'reply'> = { requests: [], reply: { status: 202 } };
  const acceptedRequests = new Set<CapturedRequest>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const captured: CapturedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(text || '{}') as SendGridBody,
      };
      capture.requests.push(captured);
      const reply = typeof capture.reply === 'function' ? capture.reply(captured) : capture.reply;
      if (reply === 'hang') return;
      if (reply.status >= 200 && reply.status < 300) acceptedRequests.add(captured);
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stopListening = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  // Defined on `capture` itself: the handler reads `reply` from it on every request.
  Object.defineProperty(capture, 'accepted', { get: () => capture.requests.filter((request) => acceptedRequests.has(request)) });
  return Object.assign(capture as typeof capture & Pick<SendGridCaptureServer, 'accepted'>, {
    baseUrl: `http://127.0.0.1:${port}/`,
    refuseConnections: stopListening,
    acceptConnections: () => listen(port),
    close: () => (server.listening ? stopListening() : Promise.resolve()),
  });
}
