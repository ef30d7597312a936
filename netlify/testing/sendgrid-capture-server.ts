/**
 * A stand-in for SendGrid's API on 127.0.0.1, for tests: it records what the real `@sendgrid/mail`
 * client sends (reached through SENDGRID_BASE_URL) and answers as told. Used by the transport's
 * tests and by the deploy contract, which calls the bundled function.
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

/** `hang` never answers: the client must give up on its own. */
export type CaptureReply = { status: number; body?: unknown } | 'hang';

export interface SendGridCaptureServer {
  baseUrl: string;
  requests: CapturedRequest[];
  reply: CaptureReply;
  close(): Promise<void>;
}

export async function startSendGridCaptureServer(): Promise<SendGridCaptureServer> {
  const capture: Pick<SendGridCaptureServer, 'requests' | 'reply'> = { requests: [], reply: { status: 202 } };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      capture.requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(text || '{}') as SendGridBody,
      });
      const reply = capture.reply;
      if (reply === 'hang') return;
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(capture, {
    baseUrl: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
