/**
 * The one outbox: the only code that sends or keeps a message, to the team, a visitor or the owner.
 *
 * A caller hands it a message: its kind, its language and what it is about (never the mail itself).
 * The kind's renderer makes the mail from that at the moment it leaves, now or at the scheduled
 * delivery (./deliver-waiting.ts), so a mail that waited says what the ledger says then. What the
 * outbox does with it:
 *
 * - a mail to a visitor leaves only as its mailbox allows (./budgets.ts): not after "no more mails"
 *   (./suppression.ts), not past the mailbox's budgets (./budgets.ts), counted as it leaves;
 * - a kind may render an SMS instead of a mail (./sms.ts, the second channel): it leaves only as the
 *   number's budgets and the owner's daily cap allow (./budgets.ts: admitSms), through the SMS transport
 *   (./sms-transport.ts: ASPSMS, or the local outbox folder);
 * - it is sent now; when it cannot be (SendGrid or ASPSMS down, not configured), it is kept in the waiting
 *   store (./waiting-messages.ts) and tried again by every scheduled run, with a backoff, for 30 days.
 *
 * The outbox knows no kinds: each registers its renderer (`MessageKinds`), as the islands folder
 * registers islands, and the functions hand the outbox the kinds they send (../submissions/message-kinds.ts).
 */
import { readMailSettings, waitingStoreOf } from '../shared/mail-settings';
import { failureText } from './mail-transport';
import { mayLeave } from './budgets';
import { type MessageKinds, MessageWaits, type OutboxMessage } from './message';
import { type SendingDeps, sendOutgoing, transportsOf } from './transports';
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
  /**
   * Not sent now (`failure`, `error`; `notConfigured`: mail is not set up here): kept as `key` for the scheduled
   * delivery; `waits`: not a failure, it may not leave before its hour (./message.ts: MessageWaits).
   */
  | { kept: string; failure: string; notConfigured: boolean; error?: unknown; waits?: true }
  /** Neither sent (`failed`, `error`; `notConfigured` as above) nor kept (`notKept`). */
  | { failed: string; notConfigured: boolean; error?: unknown; notKept?: unknown };

export interface Outbox {
  /**
   * Makes the message's mail with its kind and sends it now; when that fails, keeps the message for the
   * scheduled delivery (unless `keep` is false: a mail that makes no sense late). Never throws.
   */
  send(message: OutboxMessage, options?: { keep?: boolean; firstTry?: unknown }): Promise<SendOutcome>;
}

export function openOutbox(deps: OutboxDeps, kinds: MessageKinds): Outbox {
  const env = deps.env ?? process.env;
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
        try {
          const outgoing = await mayLeave(await kind.render(message, settings.settings, firstTry), new Date(now()));
          if (!outgoing) return { held: true };
          await sendOutgoing(outgoing, transportsOf(deps, settings.settings));
          return { sent: true };
        } catch (caught) {
          failure = failureText(caught);
          error = caught;
        }
      }
      const notConfigured = !settings.ok;
      if (!keep) return { failed: failure, notConfigured, error };
      const waitsUntil = error instanceof MessageWaits ? error.until : undefined;
      try {
        const store = deps.waitingStore ?? openWaitingStore(waitingStoreOf(env, deps.deployContext));
        const kept = { ...message, fields: message.fields ?? {}, receivedAt: new Date(now()).toISOString(), lastFailure: failure };
        const key = await keepWaiting(store, kept, now(), deps.waitingCapacity, waitsUntil);
        return { kept: key, failure, notConfigured, error, ...(waitsUntil ? { waits: true as const } : {}) };
      } catch (notKept) {
        return { failed: failure, notConfigured, error, notKept };
      }
    },
  };
}
