/**
 * A mail transport delivers one contact mail or throws a TransportError saying how it failed;
 * the handler turns that into 502 (send_failed) or 504 (timeout).
 */
import type { TeamMail } from './mail';

export interface MailTransport {
  readonly name: string;
  send(mail: TeamMail): Promise<void>;
}

export type TransportFailure = 'send_failed' | 'timeout';

export class TransportError extends Error {
  constructor(
    readonly failure: TransportFailure,
    message: string,
    /** Logged, never returned to the visitor. Must not hold credentials. */
    readonly details?: unknown,
    /** SendGrid refused this mail itself, for good: trying it again cannot help (`isPermanentRefusal`). */
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

/**
 * A refusal of the mail itself: any 4xx but 401 and 403 (the key: fixed by staff, then every mail
 * goes), 408 (a timeout) and 429 (too many requests). A 400 for one malformed mail stays a 400.
 */
export function isPermanentRefusal(status: unknown): boolean {
  return typeof status === 'number' && status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
}

/** A failure in one line for the log and the entry: the transport's words and SendGrid's reason, never the raw error. */
export function failureText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const details = (error as { details?: unknown }).details;
  if (details === undefined) return error.message;
  const text = typeof details === 'string' ? details : JSON.stringify(details);
  return `${error.message}: ${text.length > 300 ? `${text.slice(0, 300)}…` : text}`;
}
