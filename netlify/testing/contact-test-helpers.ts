/** Shared by the contact function's tests: requests, a capturing transport, a recording logger. */
import type { TeamMail } from '../outbox/mail';
import type { Logger } from '../shared/logger';
import { type MailTransport, TransportError } from '../outbox/mail-transport';

export const functionUrl = 'http://localhost/.netlify/functions/send-contact-email';

export const validFields = {
  name: 'Anna Muster',
  email: 'anna@example.ch',
  subject: 'Erstgespräch',
  message: 'Guten Tag\nIch möchte einen Termin.',
};

export function jsonRequest(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(functionUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function formRequest(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(functionUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export interface CaptureTransport extends MailTransport {
  sent: TeamMail[];
}

/** Records mails instead of sending them; `fail` makes it fail the way a real transport would. */
export function captureTransport(fail?: 'send_failed' | 'timeout' | 'crash'): CaptureTransport {
  const sent: TeamMail[] = [];
  return {
    name: 'capture',
    sent,
    async send(mail) {
      if (fail === 'crash') throw new Error('unexpected');
      if (fail) throw new TransportError(fail, `capture transport: ${fail}`, { secretLooking: 'details' });
      sent.push(mail);
    },
  };
}

export interface RecordingLogger extends Logger {
  lines: { level: 'info' | 'warn' | 'error'; text: string }[];
}

export function recordingLogger(): RecordingLogger {
  const lines: RecordingLogger['lines'] = [];
  const record =
    (level: 'info' | 'warn' | 'error') =>
    (...data: unknown[]) => {
      lines.push({ level, text: data.map((d) => (typeof d === 'string' ? d : JSON.stringify(d))).join(' ') });
    };
  return { lines, info: record('info'), warn: record('warn'), error: record('error') };
}
