/**
 * The site's counts (./steps.ts) in a Netlify Blobs store of their own, per day (Zurich), language and step.
 *
 *   events/<day>/<language>/<step>/<nonce>   one count: a new key per count, written without a condition,
 *                                            so counts made at once can never overwrite each other (a
 *                                            read-add-write counter would need a conditional write that
 *                                            the local Blobs server does not make atomically); the nonce
 *                                            is random, names nothing and orders nothing
 *   days/<day>                               the day's counts summed, once nothing more can arrive for it
 *                                            (./day-counts.ts): the events and the day's attendance marks
 *                                            are then deleted; kept `keepDays`
 *   seen/<day>/<step>/<network>              a network counted for a step that counts each network once a
 *                                            day ("times shown": a visitor who reloads the form 30 times is
 *                                            one): written only where there is none (`onlyIfNew`), the count
 *                                            only by the request that wrote it; `<network>` is the keyed hash
 *                                            of ../booking/client-network.ts. Deleted once the day is over
 *                                            (./day-counts.ts: foldDays), so nothing about a network is kept
 *                                            past its day, and nothing of it reaches the events or the sums
 *
 * A count never fails or slows a visitor's request: the write starts at once and is handed to the
 * platform (`waitUntil`) to finish after the answer; a write that fails is logged and lost, never raised.
 */
import { randomBytes } from 'node:crypto';
import { getStore, type Store } from '@netlify/blobs';
import { addDays, instantToWallTime } from '../../src/booking/zurich-time';
import { type Language, isLanguage, languages } from '../../src/i18n/languages';
import type { Logger } from '../shared/logger';
import { type Env, contextOf } from '../shared/mail-settings';
import { type CountedStep, isCountedStep } from './steps';

export type CountStore = Pick<Store, 'setJSON' | 'getWithMetadata' | 'delete' | 'list'>;

/** The published site counts in its own store; previews, branch deploys and local runs in another. */
export const countStoreName = 'site-counts';
export const previewCountStoreName = 'site-counts-previews';

/** How long a day's counts are kept (a little over a year, so a week can be set beside the one a year before). */
export const keepDays = 400;

export function countStoreOf(env: Env, deployContext: string | undefined): string {
  return contextOf(env, deployContext) === 'production' ? countStoreName : previewCountStoreName;
}

export function openCountStore(name: string): CountStore {
  return getStore({ name, consistency: 'strong' });
}

export type StepCounts = Partial<Record<CountedStep, number>>;
export type LanguageCounts = Record<Language, StepCounts>;

/** One day's counts (`day`: YYYY-MM-DD in Zurich). */
export interface DayCounts {
  day: string;
  counts: LanguageCounts;
}

export function noCounts(): LanguageCounts {
  return { de: {}, en: {} };
}

export function addCount(counts: LanguageCounts, language: Language, step: CountedStep, by = 1): void {
  const current = counts[language][step] ?? 0;
  counts[language][step] = current + by;
}

/** The day a count made at `instant` belongs to: the calendar day in Zurich. */
export function dayOf(instant: Date): string {
  return instantToWallTime(instant).date;
}

/** Counts the steps of one request. */
export interface Counter {
  /** With `network` (../booking/client-network.ts: networkOfAddress), at most once a Zurich day per network and step. */
  count(step: CountedStep, language: Language, network?: string): void;
  /** Every count this counter started, written or logged as lost. */
  settled(): Promise<void>;
}

export interface CounterOptions {
  /** Undefined where the store could not be opened: every count is then logged as lost. */
  store: CountStore | undefined;
  now: () => number;
  log: Logger;
  /** The platform's `context.waitUntil`: the write finishes after the answer. */
  waitUntil?: ((promise: Promise<unknown>) => void) | undefined;
}

export const eventsPrefix = 'events/';
export const seenPrefix = 'seen/';

export function eventKey(day: string, language: Language, step: CountedStep): string {
  return `${eventsPrefix}${day}/${language}/${step}/${randomBytes(9).toString('base64url')}`;
}

export function seenKey(day: string, step: CountedStep, network: string): string {
  return `${seenPrefix}${day}/${step}/${network}`;
}

export function openCounter({ store, now, log, waitUntil }: CounterOptions): Counter {
  const pending: Promise<void>[] = [];
  return {
    count(step, language, network) {
      const day = dayOf(new Date(now()));
      const write = (async () => {
        if (!store) throw new Error('the count store is not open');
        // Counted by the first request of the day from this network; the others find its mark. (The local
        // Blobs server checks and writes in two steps: there two first requests at once may both count.)
        if (network !== undefined && !(await store.setJSON(seenKey(day, step, network), 1, { onlyIfNew: true })).modified) return;
        await store.setJSON(eventKey(day, language, step), 1);
      })().catch((error: unknown) => {
        log.error(`counting: ${step} (${language}, ${day}) not counted: ${error instanceof Error ? error.message : String(error)}`);
      });
      pending.push(write);
      waitUntil?.(write);
    },
    async settled() {
      await Promise.all(pending);
    },
  };
}

/** A counter for where nothing is counted (a function's unit test that does not look at counts). */
export const notCounting: Counter = { count: () => undefined, settled: async () => undefined };

/** Every key under a prefix (all pages of the listing). */
export async function keysUnder(store: CountStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of store.list({ prefix, paginate: true })) keys.push(...page.blobs.map((blob) => blob.key));
  return keys;
}

/**
 * The days that have keys under `prefix` (`events/`, `seen/`), from one listing of its folders: a few
 * names, however many keys each day holds. (A store without folders, as the tests' in-memory one, lists
 * the keys themselves: their days are the same.)
 */
export async function daysUnder(store: CountStore, prefix: string): Promise<string[]> {
  const days = new Set<string>();
  for await (const page of store.list({ prefix, directories: true, paginate: true })) {
    for (const name of [...page.directories, ...page.blobs.map((blob) => blob.key)]) {
      const day = name.slice(prefix.length).split('/')[0] ?? '';
      if (/^\d{4}-\d\d-\d\d$/.test(day)) days.add(day);
    }
  }
  return [...days].sort();
}

/** One day's events, summed: listed by the day's prefix, never with the other days'. */
export async function countEventsOn(store: CountStore, day: string): Promise<LanguageCounts> {
  return sumEvents(await keysUnder(store, `${eventsPrefix}${day}/`), day, day).get(day) ?? noCounts();
}

/** Event keys (`eventKey`) summed per day, for the days from `from` to `to`. */
export function sumEvents(keys: string[], from: string, to: string): Map<string, LanguageCounts> {
  const days = new Map<string, LanguageCounts>();
  for (const key of keys) {
    const [, day, language, step] = key.split('/');
    if (!day || day < from || day > to || !isLanguage(language) || !step || !isCountedStep(step)) continue;
    const counts = days.get(day) ?? noCounts();
    addCount(counts, language, step);
    days.set(day, counts);
  }
  return days;
}

/** A day's folded counts, when it has been folded. */
export async function readDaySummary(store: CountStore, day: string): Promise<LanguageCounts | undefined> {
  const read = await store.getWithMetadata(`days/${day}`, { type: 'json' });
  if (!read) return undefined;
  const stored = read.data as { counts?: Partial<Record<string, Record<string, unknown>>> };
  const counts = noCounts();
  for (const language of languages) {
    for (const [step, value] of Object.entries(stored.counts?.[language] ?? {})) {
      if (isCountedStep(step) && typeof value === 'number' && Number.isInteger(value) && value > 0) addCount(counts, language, step, value);
    }
  }
  return counts;
}

/** The days from `from` to `to`, inclusive, in order. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
