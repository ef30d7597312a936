/**
 * The site's counts (./steps.ts) in a Netlify Blobs store of their own, per day (Zurich), language and step.
 *
 *   events/<day>/<language>/<step>/<nonce>   one count: a new key per count, written without a condition,
 *                                            so counts made at once can never overwrite each other (a
 *                                            read-add-write counter would need a conditional write that
 *                                            the local Blobs server does not make atomically); the nonce
 *                                            is random, names nothing and orders nothing
 *   days/<day>                               the day's counts summed, once nothing more can arrive for it
 *                                            (./fold-days.ts): the events and the day's attendance marks
 *                                            are then deleted; kept `keepDays`
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
  count(step: CountedStep, language: Language): void;
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

export function eventKey(day: string, language: Language, step: CountedStep): string {
  return `events/${day}/${language}/${step}/${randomBytes(9).toString('base64url')}`;
}

export function openCounter({ store, now, log, waitUntil }: CounterOptions): Counter {
  const pending: Promise<void>[] = [];
  return {
    count(step, language) {
      const day = dayOf(new Date(now()));
      const write = (async () => {
        if (!store) throw new Error('the count store is not open');
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

/** The events of the days from `from` to `to` (inclusive), summed per day; an unknown key is skipped. */
export async function countEvents(store: CountStore, from: string, to: string): Promise<Map<string, LanguageCounts>> {
  return sumEvents(await keysUnder(store, 'events/'), from, to);
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
