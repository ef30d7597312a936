import type { Env, TransportSettings } from '../shared/mail-settings';
import type { Logger } from '../shared/logger';
import type { MailTransport } from './mail-transport';
import { createOutboxTransport } from './outbox-transport';
import { createSendGridTransport } from './sendgrid-transport';
import type { SmsTransport } from './sms-transport';

/** The transport the settings ask for: SendGrid with a key, otherwise the local outbox. */
export function createTransport(settings: TransportSettings, log: Logger, now: () => number): MailTransport {
  return settings.kind === 'sendgrid' ? createSendGridTransport(settings) : createOutboxTransport(settings, log, now);
}

/** What sending mail takes (the outbox, its delivery, the contact handler); every one has a default, and tests replace them. */
export interface SendingDeps {
  /** Defaults to `process.env`. */
  env?: Env;
  /** Netlify's `context.deploy.context`; the CONTEXT variable overrides it. */
  deployContext?: string;
  now?: () => number;
  log?: Logger;
  /** Base for the default outbox folder; defaults to `process.cwd()`. */
  cwd?: string;
  /** Replaces the transport the settings choose (tests, benchmarks). */
  transport?: MailTransport;
  /** Replaces the SMS transport the settings choose (tests). */
  smsTransport?: SmsTransport;
}
