import type { TransportSettings } from './contact-settings';
import type { Logger } from './logger';
import type { MailTransport } from './mail-transport';
import { createOutboxTransport } from './outbox-transport';
import { createSendGridTransport } from './sendgrid-transport';

/** The transport the settings ask for: SendGrid with a key, otherwise the local outbox. */
export function createTransport(settings: TransportSettings, log: Logger, now: () => number): MailTransport {
  return settings.kind === 'sendgrid' ? createSendGridTransport(settings) : createOutboxTransport(settings, log, now);
}
