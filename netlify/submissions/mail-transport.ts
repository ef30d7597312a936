/**
 * A mail transport delivers one contact mail or throws a TransportError saying how it failed;
 * the handler turns that into 502 (send_failed) or 504 (timeout).
 */
import type { ContactMail } from './contact-mail';

export interface MailTransport {
  readonly name: string;
  send(mail: ContactMail): Promise<void>;
}

export type TransportFailure = 'send_failed' | 'timeout';

export class TransportError extends Error {
  constructor(
    readonly failure: TransportFailure,
    message: string,
    /** Logged, never returned to the visitor. Must not hold credentials. */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}
