/**
 * Messages SendGrid did not take, kept in Netlify Blobs until the scheduled function
 * (netlify/functions/deliver-waiting-messages.mts, ./deliver-waiting.ts) has delivered them. One
 * entry per message, written and read with strong consistency, so the run that follows sees every
 * message the function kept. An entry holds what the visitor sent (already validated), not the mail:
 * the mail is built again at delivery with the addresses configured then, so fixing CONTACT_FROM
 * after a sender change also fixes the waiting messages.
 *
 * The store is never served to anyone: only the two functions open it (and staff with the Netlify
 * CLI, see docs/owner-runbook.md). An entry is deleted once SendGrid has accepted its mail, or after
 * `keepWaitingDays` (the privacy page states that number), whatever else happens.
 *
 * A message SendGrid refuses for good (./mail-transport.ts: `permanent`) is set aside under
 * `set-aside/<key>`: the runs no longer try it, staff see it there (docs/owner-runbook.md), and it expires like any other.
 */
import { getStore, type Store } from '@netlify/blobs';
import type { OutboxMessage } from './message';
import { outboxFileStem } from './outbox-transport';

/** The longest an undelivered message is kept; content/pages/datenschutz states it in both languages. */
export const keepWaitingDays = 30;

/**
 * At most this many entries in a store (set-aside ones included). About a month of messages while
 * SendGrid refuses everything; beyond it the function tells the visitor it cannot take the message
 * now, rather than let a bot fill the store (and make every run list it).
 */
export const waitingCapacity = 1000;

const setAsidePrefix = 'set-aside/';

/** The part of a Blobs store used here; tests wrap it to make a run die in the middle. */
export type WaitingStore = Pick<Store, 'setJSON' | 'get' | 'delete' | 'list'>;

/** A message as the outbox keeps it: what it is about (./message.ts: its kind, language and the kind's own fields), and why it waits. */
export type KeptMessage = OutboxMessage & {
  /** A form's answers as received (they passed validation); `{}` for the other kinds. */
  fields: Readonly<Record<string, unknown>>;
  /** ISO time the visitor sent it. */
  receivedAt: string;
  /** The last failure, as logged (never credentials). */
  lastFailure: string;
};

/** A kept message with its delivery so far. */
export type WaitingMessage = KeptMessage & {
  /** Delivery attempts so far, the visitor's own request included. */
  attempts: number;
  /** ISO time before which the scheduled run leaves it alone (backoff), unless a delivery in the same run just worked. */
  nextAttemptAt: string;
  /**
   * ISO time before which it may not leave at all, though nothing failed (./message.ts: MessageWaits, an SMS
   * in the night): the runs leave it alone until then, count no attempt and report no failure.
   */
  waitsUntil?: string;
};

/** Opens a store by name (../shared/mail-settings.ts: `waitingStoreOf` names the deploy context's). */
export function openWaitingStore(name: string): WaitingStore {
  return getStore({ name, consistency: 'strong' });
}

const minuteMs = 60_000;

/** Wait after the n-th failed attempt: 5, 10, 20, 40 minutes, ... at most 2 hours (runs come every 15 minutes). */
export function backoffMs(attempts: number): number {
  return Math.min(5 * minuteMs * 2 ** Math.max(0, attempts - 1), 120 * minuteMs);
}

/** `2026-11-24T08-30-05-123Z-1a2b3c4d`: keys sort by the time received, so a listing is oldest first. */
export function waitingKey(nowMs: number): string {
  return outboxFileStem(nowMs);
}

export function isSetAside(key: string): boolean {
  return key.startsWith(setAsidePrefix);
}

export function setAsideKey(key: string): string {
  return isSetAside(key) ? key : `${setAsidePrefix}${key}`;
}

/** The time a key was made, read back from it (listing alone tells since when messages wait). */
export function receivedAtOfKey(key: string): number | undefined {
  const match = /^(?:set-aside\/)?(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z-/.exec(key);
  if (!match) return undefined;
  const [, day, hours, minutes, seconds, millis] = match;
  return Date.parse(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
}

/** Every key in the store, oldest first. */
export async function listWaitingKeys(store: WaitingStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of store.list({ paginate: true })) keys.push(...page.blobs.map((blob) => blob.key));
  return keys.sort();
}

/** Thrown when the store holds `waitingCapacity` entries already. */
export class WaitingStoreFullError extends Error {
  constructor(readonly count: number) {
    super(`the store is full (${count} entries, at most ${waitingCapacity})`);
    this.name = 'WaitingStoreFullError';
  }
}

/**
 * Keeps one message; the caller answers the visitor with success only when this resolved. One that may not
 * leave before `waitsUntil` (./message.ts: MessageWaits) is kept as no attempt, to be tried from then on.
 */
export async function keepWaiting(
  store: WaitingStore,
  message: KeptMessage,
  nowMs: number,
  capacity = waitingCapacity,
  waitsUntil?: Date,
): Promise<string> {
  const count = (await listWaitingKeys(store)).length;
  if (count >= capacity) throw new WaitingStoreFullError(count);
  const key = waitingKey(nowMs);
  const entry: WaitingMessage = waitsUntil
    ? { ...message, attempts: 0, nextAttemptAt: waitsUntil.toISOString(), waitsUntil: waitsUntil.toISOString() }
    : { ...message, attempts: 1, nextAttemptAt: new Date(nowMs + backoffMs(1)).toISOString() };
  // onlyIfNew: a clash of time and 32 random bits must not overwrite another message.
  const { modified } = await store.setJSON(key, entry, { onlyIfNew: true });
  if (!modified) throw new Error(`waiting message ${key} exists already`);
  return key;
}
