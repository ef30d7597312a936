/**
 * The one outbox: the only code that sends or keeps a message, to the team, a visitor or the owner.
 *
 * A caller hands it a message: its kind, its language and what it is about (never the mail itself).
 * The kind's renderer makes the mail from that at the moment it leaves, now or at the scheduled
 * delivery (./deliver-waiting.ts), so a mail that waited says what the ledger says then. What the
 * outbox does with it:
 *
 * - a mail to a visitor leaves only as its mailbox allows: not after "no more mails"
 *   (./suppression.ts), not past the mailbox's budgets (./budgets.ts), counted as it leaves;
 * - it is sent now; when it cannot be (SendGrid down, not configured), it is kept in the waiting store
 *   (./waiting-messages.ts) and tried again by every scheduled run, with a backoff, for 30 days.
 *
 * The outbox knows no kinds: each registers its renderer (`MessageKinds`), as the islands folder
 * registers islands, and the functions hand the outbox the kinds they send (../submissions/message-kinds.ts).
 */
import { readMailSettings, waitingStoreOf } from '../shared/mail-settings';
import { admitVisitorMessage } from './budgets';
import type { TeamMail } from './mail';
import { failureText } from './mail-transport';
import type { Leaving, MessageKinds, OutboxMessage } from './message';
import { isMailboxSuppressed } from './suppression';
import { type SendingDeps, createTransport } from './transports';
import { type WaitingStore, keepWaiting, openWaitingStore } from './waiting-messages';

/** What the outbox needs from the function that sends (./transports.ts: SendingDeps); every one has a default, and tests replace them. */
export interface OutboxDeps extends SendingDeps {
  waitingStore?: WaitingStore;
  /** At most this many messages wait (./waiting-messages.ts: waitingCapacity). */
  waitingCapacity?: number;
}

export type SendOutcome =
  | { sent: true }
  /** Nothing to say any more, or the visitor's mailbox does not take it now. */
  | { held: true }
  /** Not sent now (`failure`, `error`; `notConfigured`: mail is not set up here): kept as `key` for the scheduled delivery. */
  | { kept: string; failure: string; notConfigured: boolean; error?: unknown }
  /** Neither sent (`failed`, `error`; `notConfigured` as above) nor kept (`notKept`). */
  | { failed: string; notConfigured: boolean; error?: unknown; notKept?: unknown };

/** The mail of a rendered message if it may leave now (a visitor's mailbox allows it; counted here), else undefined. */
export async function mayLeave(leaving: Leaving | undefined, now: Date): Promise<TeamMail | undefined> {
  if (!leaving?.toVisitor) return leaving?.mail;
  const { book, mailbox, budget, ifSilenced, evenIfSilenced } = leaving.toVisitor;
  if (!evenIfSilenced && (await isMailboxSuppressed(book, mailbox))) return ifSilenced ? mayLeave(await ifSilenced(), now) : undefined;
  return (await admitVisitorMessage(book, now, { mailbox, ...budget })) ? leaving.mail : undefined;
}

export interface Outbox {
  /**
   * Makes the message's mail with its kind and sends it now; when that fails, keeps the message for the
   * scheduled delivery (unless `keep` is false: a mail that makes no sense late). Never throws.
   */
  send(message: OutboxMessage, options?: { keep?: boolean; firstTry?: unknown }): Promise<SendOutcome>;
}

export function openOutbox(deps: OutboxDeps, kinds: MessageKinds): Outbox {
  const env = deps.env ?? process.env;
  const log = deps.log ?? console;
  const now = deps.now ?? Date.now;
  return {
    async send(message, { keep = true, firstTry } = {}) {
      const kind = kinds[message.type];
      if (!kind) throw new Error(`no message kind "${message.type}"`);
      let failure: string;
      let error: unknown;
      const settings = readMailSettings(env, deps.deployContext, deps.cwd ?? process.cwd());
      if (!settings.ok) {
        failure = `not configured: ${settings.problem}`;
      } else {
        const transport = deps.transport ?? createTransport(settings.settings.transport, log, now);
        try {
          const mail = await mayLeave(await kind.render(message, settings.settings, firstTry), new Date(now()));
          if (!mail) return { held: true };
          await transport.send(mail);
          return { sent: true };
        } catch (caught) {
          failure = failureText(caught);
          error = caught;
        }
      }
      const notConfigured = !settings.ok;
      if (!keep) return { failed: failure, notConfigured, error };
      try {
        const store = deps.waitingStore ?? openWaitingStore(waitingStoreOf(env, deps.deployContext));
        const kept = { ...message, fields: message.fields ?? {}, receivedAt: new Date(now()).toISOString(), lastFailure: failure };
        return { kept: await keepWaiting(store, kept, now(), deps.waitingCapacity), failure, notConfigured, error };
      } catch (notKept) {
        return { failed: failure, notConfigured, error, notKept };
      }
    },
  };
}
