/**
 * The one durable way every booking mail goes, to the team and to a visitor alike: made and sent now,
 * or, when it cannot be (SendGrid down, not configured), kept in the waiting store for the scheduled
 * delivery (../../submissions/deliver-waiting.ts), which makes it again from the ledger then. Never
 * throws: a mail that can be neither sent nor kept is logged, and the booking stands either way.
 */
import type { MailAddresses, TeamMail } from './mail';
import { readMailSettings, waitingStoreOf } from '../shared/mail-settings';
import { failureText } from './mail-transport';
import { createTransport } from './transports';
import { type WaitingMessage, keepWaiting, openWaitingStore } from './waiting-messages';
import type { BookingContext } from '../booking/booking-context';

/** What a kept mail holds to be made again: its kind, and the notice it is made from. */
export type KeptMail = Pick<WaitingMessage, 'type' | 'language' | 'notice' | 'visitorNotice'>;

/** Makes the mail and sends it now: undefined when it went (or there was nothing to say), else why not. */
export async function sendNow(
  context: BookingContext,
  make: (addresses: MailAddresses) => Promise<TeamMail | undefined>,
): Promise<string | undefined> {
  const { env, deps, log, now } = context;
  const mailSettings = readMailSettings(env, deps.deployContext, deps.cwd ?? process.cwd());
  if (!mailSettings.ok) return `not configured: ${mailSettings.problem}`;
  const transport = deps.transport ?? createTransport(mailSettings.settings.transport, log, () => now.getTime());
  try {
    const mail = await make(mailSettings.settings);
    if (mail) await transport.send(mail);
    return undefined;
  } catch (error) {
    return failureText(error);
  }
}

export async function sendOrKeep(
  context: BookingContext,
  what: string,
  make: (addresses: MailAddresses) => Promise<TeamMail | undefined>,
  kept: KeptMail,
): Promise<void> {
  const { env, deps, log, now } = context;
  const failure = await sendNow(context, make);
  if (failure === undefined) return;
  try {
    const store = deps.waitingStore ?? openWaitingStore(waitingStoreOf(env, deps.deployContext));
    const key = await keepWaiting(store, { ...kept, fields: {}, receivedAt: now.toISOString(), lastFailure: failure }, now.getTime());
    log.warn(`booking: the ${what} mail kept as ${key}; the scheduled delivery sends it (${failure})`);
  } catch (error) {
    log.error(`booking: the ${what} mail could be neither sent (${failure}) nor kept: ${failureText(error)}`);
  }
}
