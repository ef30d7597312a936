/**
 * One run of the scheduled function deliver-waiting-messages: delivers the messages the
 * send-contact-email function kept because SendGrid did not take them (./waiting-messages.ts).
 *
 * - First, whatever the settings: every entry older than `keepWaitingDays` is deleted undelivered
 *   (privacy), in this store and in the deploy previews' store, and the log says so.
 * - Oldest first. Each message's mail is built again from what the visitor sent, with the addresses
 *   configured now, and sent through the same transport the function uses.
 * - An entry is deleted only after SendGrid accepted its mail. A run that dies at any point loses
 *   nothing; dying between SendGrid's acceptance and the deletion delivers that message twice
 *   (at least once, never lost).
 * - Backoff: a failed message waits 5, 10, 20 … minutes (at most 2 hours) before it is tried again,
 *   except when a delivery in the same run has just worked (SendGrid is back: everything goes).
 *   After three failures in a row the run stops trying: SendGrid is down or refuses the key.
 * - A message SendGrid refuses for good (a 4xx about the mail itself) or that no longer passes
 *   validation is set aside with one log line; it does not count as a failure in a row, so a
 *   poisoned entry never holds up the others.
 * - It stops starting deliveries after `budgetMs`, well inside Netlify's 30 s limit for scheduled
 *   functions; the next run goes on.
 * - While messages wait it logs ONE error line (what failed, how many wait, since when), so a
 *   misconfiguration shows in the function's log every run until it is fixed.
 * - A message that may not leave yet though nothing failed (./message.ts: MessageWaits, an SMS in the
 *   night) is held until its hour: no attempt counted, no backoff, no failure in a row, and no error line
 *   while only such messages wait (one info line says how many are held).
 */
import { type TeamMail, withNoteFirst } from './mail';
import type { Logger } from '../shared/logger';
import { readMailSettings, waitingStoreOf, previewWaitingStoreName } from '../shared/mail-settings';
import { TransportError } from './mail-transport';
import { type Outgoing, type SendingDeps, sendOutgoing, transportsOf } from './transports';
import {
  type WaitingMessage,
  type WaitingStore,
  backoffMs,
  isSetAside,
  keepWaitingDays,
  listWaitingKeys,
  openWaitingStore,
  receivedAtOfKey,
  setAsideKey,
} from './waiting-messages';
import { failureText } from './mail-transport';
import { mayLeave } from './budgets';
import { type MessageKinds, MessageRefused, MessageWaits } from './message';

export interface DeliveryDeps extends SendingDeps {
  /** The kinds of message the site sends, each with its renderer (../submissions/message-kinds.ts). */
  kinds: MessageKinds;
  store?: WaitingStore;
  /** The deploy previews' store, swept for expired entries only (nothing there is delivered). */
  previewStore?: WaitingStore;
  /** No new delivery starts after this long (default 15 s: a SendGrid timeout of 10 s still ends inside 30 s). */
  budgetMs?: number;
  /** Deliveries at the same time (default 4). */
  concurrency?: number;
}

export interface DeliveryReport {
  delivered: number;
  failed: number;
  /** Deleted undelivered after `keepWaitingDays`. */
  expired: number;
  /** Set aside in this run: refused for good. */
  setAside: number;
  /** Still in the store after the run, to be tried again (the held ones included). */
  waiting: number;
  /** Of those, held until their hour (an SMS in the night): waiting, not failing. */
  held: number;
}

const failuresBeforeStopping = 3;

const swissTime = new Intl.DateTimeFormat('de-CH', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Zurich' });

/** The team's mail (German, as all of them) says first that it comes late, and since when the visitor waits. */
export function withLateNote(mail: TeamMail, receivedAt: string): TeamMail {
  const note = `Verspätet zugestellt: eingegangen am ${swissTime.format(new Date(receivedAt))}; SendGrid hat die Nachricht damals nicht angenommen.`;
  return withNoteFirst(mail, note);
}
const dayMs = 24 * 60 * 60_000;

/**
 * Deletes every entry received more than `keepWaitingDays` ago (its key tells when; an entry whose
 * key does not is read) and returns the keys left.
 */
async function sweepExpired(store: WaitingStore, keys: string[], nowMs: number, log: Logger, storeName: string): Promise<string[]> {
  const left: string[] = [];
  for (const key of keys) {
    let receivedAt = receivedAtOfKey(key);
    if (receivedAt === undefined) {
      const entry = (await store.get(key, { type: 'json' })) as WaitingMessage | null;
      receivedAt = entry ? Date.parse(entry.receivedAt) : Number.NaN;
    }
    if (nowMs - receivedAt > keepWaitingDays * dayMs) {
      await store.delete(key);
      log.error(`deliver-waiting-messages: ${storeName} ${key} deleted undelivered after ${keepWaitingDays} days`);
    } else {
      left.push(key);
    }
  }
  return left;
}

/** Refused for good, or no longer valid: trying again cannot help. */
function isPermanent(error: unknown): boolean {
  return error instanceof MessageRefused || (error instanceof TransportError && error.permanent);
}

export async function deliverWaitingMessages(deps: DeliveryDeps): Promise<DeliveryReport> {
  const env = deps.env ?? process.env;
  const log = deps.log ?? console;
  const now = deps.now ?? Date.now;
  const started = now();
  const storeName = waitingStoreOf(env, deps.deployContext);
  const store = deps.store ?? openWaitingStore(storeName);
  const report: DeliveryReport = { delivered: 0, failed: 0, expired: 0, setAside: 0, waiting: 0, held: 0 };

  // The privacy promise first: no setting, failure or time limit may keep an entry past its days.
  const sweep = async (swept: WaitingStore, name: string) => {
    const keys = await listWaitingKeys(swept);
    const left = await sweepExpired(swept, keys, now(), log, name);
    report.expired += keys.length - left.length;
    return left;
  };
  const left = await sweep(store, storeName);
  if (storeName !== previewWaitingStoreName)
    await sweep(deps.previewStore ?? openWaitingStore(previewWaitingStoreName), previewWaitingStoreName);
  const keys = left.filter((key) => !isSetAside(key));
  const setAsideBefore = left.length - keys.length;
  if (keys.length === 0) return report;

  const since = (key: string | undefined) => {
    const time = key === undefined ? undefined : receivedAtOfKey(key);
    return time === undefined ? 'an unknown time' : new Date(time).toISOString();
  };
  const summary = (what: string) => `${report.waiting} message(s) waiting since ${since(keys[0])}; ${what}`;

  const settings = readMailSettings(env, deps.deployContext, deps.cwd ?? process.cwd());
  if (!settings.ok) {
    report.waiting = keys.length;
    log.error(`deliver-waiting-messages: ${summary(`nothing sent: not configured: ${settings.problem}`)}`);
    return report;
  }
  const transports = transportsOf(deps, settings.settings);

  let lastFailure: string | undefined;
  let failuresInARow = 0;
  let sendGridWorks = false;
  const stop = () => failuresInARow >= failuresBeforeStopping || now() - started >= (deps.budgetMs ?? 15_000);

  /** Moves an entry out of the runs' way, kept for staff to see until it expires. */
  const setAside = async (key: string, entry: WaitingMessage, failure: string) => {
    const aside = setAsideKey(key);
    await store.setJSON(aside, { ...entry, attempts: entry.attempts + 1, lastFailure: failure } satisfies WaitingMessage);
    await store.delete(key);
    report.setAside += 1;
    log.error(
      `deliver-waiting-messages: ${key} set aside as ${aside}, not tried again (refused for good: ${failure}); see docs/owner-runbook.md, "set aside"`,
    );
  };

  /** The mail or SMS as it is now, made by its kind from what it is about; undefined when there is nothing left to say. */
  const outgoingOf = async (key: string, entry: WaitingMessage): Promise<Outgoing | undefined> => {
    const kind = deps.kinds[entry.type];
    if (!kind) throw new MessageRefused(`${key} is of a kind the site no longer sends (${entry.type})`);
    const outgoing = await mayLeave(await kind.render(entry, settings.settings), new Date(now()));
    // The late note is for the team; a visitor's mail or SMS says the booking as it is now, and that is all they need.
    return outgoing && 'mail' in outgoing && kind.saysWhenLate ? { mail: withLateNote(outgoing.mail, entry.receivedAt) } : outgoing;
  };

  /** Held until its hour, not failed: the entry keeps its attempts and its last failure, and waits until `until`. */
  const hold = async (key: string, entry: WaitingMessage, until: Date) => {
    report.held += 1;
    await store.setJSON(key, { ...entry, nextAttemptAt: until.toISOString(), waitsUntil: until.toISOString() } satisfies WaitingMessage);
  };

  const deliver = async (key: string) => {
    const entry = (await store.get(key, { type: 'json' })) as WaitingMessage | null;
    if (!entry) return; // delivered meanwhile
    // Not before its hour, even when the provider is back: nothing failed, so nothing is tried.
    if (entry.waitsUntil !== undefined && Date.parse(entry.waitsUntil) > now()) {
      report.held += 1;
      return;
    }
    if (!sendGridWorks && Date.parse(entry.nextAttemptAt) > now()) {
      lastFailure ??= entry.lastFailure;
      resting.push(key);
      return;
    }
    try {
      const outgoing = await outgoingOf(key, entry);
      if (outgoing) await sendOutgoing(outgoing, transports);
      else
        log.info(
          `deliver-waiting-messages: ${key} has nothing left to say (its booking passed, moved or switched its mails off) or its mailbox takes no more today; deleted unsent`,
        );
    } catch (error) {
      if (error instanceof MessageWaits) return hold(key, entry, error.until);
      const failure = failureText(error);
      if (isPermanent(error)) return setAside(key, entry, failure);
      report.failed += 1;
      failuresInARow += 1;
      lastFailure = failure;
      const attempts = entry.attempts + 1;
      const nextAttemptAt = new Date(now() + backoffMs(attempts)).toISOString();
      await store.setJSON(key, { ...entry, attempts, nextAttemptAt, lastFailure: failure } satisfies WaitingMessage);
      return;
    }
    // Accepted by SendGrid: from here on a crash would deliver this message twice, never lose it.
    sendGridWorks = true;
    failuresInARow = 0;
    await store.delete(key);
    report.delivered += 1;
  };

  /** Keys left alone for their backoff; tried after all once a delivery worked in this run. */
  const resting: string[] = [];
  const deliverAll = async (queue: string[]) => {
    let next = 0;
    const worker = async () => {
      while (next < queue.length && !stop()) await deliver(queue[next++] as string);
    };
    await Promise.all(Array.from({ length: deps.concurrency ?? 4 }, worker));
  };
  await deliverAll(keys);
  if (sendGridWorks && resting.length > 0) await deliverAll(resting.splice(0));

  report.waiting = keys.length - report.delivered - report.setAside;
  const setAsideInAll = setAsideBefore + report.setAside;
  const held = report.held > 0 ? `; ${report.held} held until their hour (an SMS waits for the morning)` : '';
  const counts = `this run delivered ${report.delivered}, failed ${report.failed}${setAsideInAll > 0 ? `; ${setAsideInAll} set aside (refused for good)` : ''}${held}`;
  if (report.waiting > report.held) {
    log.error(`deliver-waiting-messages: ${summary(`${counts}; last failure: ${lastFailure ?? 'none yet'}`)}`);
  } else {
    log.info(`deliver-waiting-messages: ${counts}; none ${report.held > 0 ? 'failing' : 'waiting'}`);
  }
  return report;
}
