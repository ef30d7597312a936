/**
 * The transports a message leaves through: the mail's (SendGrid, or the local outbox folder) and the SMS
 * provider's, each made when first needed, and the one send through the channel's transport.
 */
import type { Env, MailSettings, TransportSettings } from '../shared/mail-settings';
import type { Logger } from '../shared/logger';
import { readSmsSettings } from '../shared/sms-settings';
import type { TeamMail } from './mail';
import { type MailTransport, TransportError } from './mail-transport';
import { createOutboxTransport } from './outbox-transport';
import { createSendGridTransport } from './sendgrid-transport';
import { type Sms, isE164, smsProblem } from './sms';
import { type SmsTransport, createSmsTransport } from './sms-transport';

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

/** What leaves: a mail or an SMS. */
export type Outgoing = { mail: TeamMail } | { sms: Sms };

/** The transports of one run, each made when first needed: a mail goes through the mail's, an SMS through the SMS provider's. */
export interface Transports {
  mail: () => MailTransport;
  sms: () => SmsTransport;
}

/** The transports the settings ask for (or the deps' own, in tests). An SMS not configured here throws, so it is kept like a mail. */
export function transportsOf(deps: SendingDeps, settings: MailSettings): Transports {
  const env = deps.env ?? process.env;
  const log = deps.log ?? console;
  const now = deps.now ?? Date.now;
  let mail: MailTransport | undefined;
  let sms: SmsTransport | undefined;
  return {
    mail: () => (mail ??= deps.transport ?? createTransport(settings.transport, log, now)),
    sms: () => {
      if (sms) return sms;
      if (deps.smsTransport) return (sms = deps.smsTransport);
      const read = readSmsSettings(env, deps.deployContext, deps.cwd ?? process.cwd());
      if (!read.ok) throw new Error(`SMS not configured: ${read.problem}`);
      return (sms = createSmsTransport(read.transport, log, now));
    },
  };
}

/**
 * Sends what leaves through its channel's transport. An SMS that would not go as one message of the GSM
 * alphabet (./sms.ts) is refused for good before any transport sees it: its kind made it wrong, and
 * trying again cannot help (the scheduled delivery sets it aside).
 */
export async function sendOutgoing(outgoing: Outgoing, transports: Transports): Promise<void> {
  if ('mail' in outgoing) return transports.mail().send(outgoing.mail);
  const problem = smsProblem(outgoing.sms.text);
  if (problem) throw new TransportError('send_failed', `SMS refused before sending: ${problem}`, undefined, true);
  if (!isE164(outgoing.sms.to)) throw new TransportError('send_failed', 'SMS refused before sending: not an E.164 number', undefined, true);
  await transports.sms().send(outgoing.sms);
}
