/**
 * What counting (netlify/counting) costs, for `npm run bench`:
 *
 * 1. the added time per request, handler alone: the booking function's free times (one count each) and
 *    the contact function's message (one count each), called in-process, alternately with the count store
 *    of @netlify/dev's local Blobs server and with a store that takes every write at once (no counting
 *    cost), so both see the same noise. As on Netlify the write is handed to `waitUntil` and the answer
 *    does not wait for it; a third series waits for it (the answer time if there were no `waitUntil`).
 *    Reported: median and p95 of each, and the difference of the medians.
 * 2. the count store's size after a simulated year: 365 days of a busy practice's traffic counted day by
 *    day, the scheduled folding run every day, the team's answers included; keys and bytes at the end.
 */
import { getStore } from '@netlify/blobs';
import { handleBookingRequest } from '../netlify/booking/booking-handler';
import { type CountStore, keysUnder, openCounter } from '../netlify/counting/count-store';
import { foldDays } from '../netlify/counting/day-counts';
import { answerMark, attendanceMarksIn } from '../netlify/counting/attendance-marks';
import type { CountedStep } from '../netlify/counting/steps';
import { handleSubmission } from '../netlify/submissions/submission-handler';
import { startLocalBlobs } from '../netlify/testing/local-blobs';
import { memoryBlobStore } from '../netlify/testing/memory-blob-store';
import { teamCalendarFeed } from '../netlify/testing/team-calendar';
import { captureTransport, validFields } from '../netlify/testing/contact-test-helpers';

const quiet = { info() {}, warn() {}, error: console.error };

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

export interface CostRow {
  request: string;
  series: string;
  medianMs: number;
  p95Ms: number;
}

/** A store that takes every write at once: the handler's time without any counting cost. */
const noCost = { setJSON: async () => ({ modified: true, etag: '"0"' }) } as unknown as CountStore;

async function timeHandler(
  label: string,
  call: (countStore: CountStore, waitUntil?: (p: Promise<unknown>) => void) => Promise<Response>,
  counted: CountStore,
  rounds: number,
) {
  const series: Record<string, number[]> = {
    'without counting': [],
    'counted, written after the answer (waitUntil)': [],
    'counted, answer waits for the write': [],
  };
  const pending: Promise<unknown>[] = [];
  for (let round = 0; round < rounds + 20; round += 1) {
    const runs: [string, () => Promise<Response>][] = [
      ['without counting', () => call(noCost)],
      ['counted, written after the answer (waitUntil)', () => call(counted, (promise) => pending.push(promise))],
      ['counted, answer waits for the write', () => call(counted)],
    ];
    for (const [name, run] of runs) {
      const started = performance.now();
      const res = await run();
      const took = performance.now() - started;
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${label}: answered ${res.status}`);
      // The first 20 rounds warm up (module loading, JIT).
      if (round >= 20) series[name]!.push(took);
    }
    await Promise.all(pending.splice(0));
  }
  return Object.entries(series).map(([name, values]) => ({
    request: label,
    series: name,
    medianMs: Number(percentile(values, 0.5).toFixed(2)),
    p95Ms: Number(percentile(values, 0.95).toFixed(2)),
  }));
}

export async function measureCountingCost(rounds = 200): Promise<CostRow[]> {
  const blobs = await startLocalBlobs();
  try {
    const counted = getStore({ name: 'site-counts-bench', consistency: 'strong' });
    const store = memoryBlobStore({ jitter: 0 });
    const feed = (async () => new Response(teamCalendarFeed, { headers: { 'content-type': 'text/calendar' } })) as typeof fetch;
    const env = {
      ...process.env,
      BOOKING_CALENDAR_FEEDS: 'https://calendar.example/team.ics',
      CONTEXT: 'dev',
      CONTACT_TO: 'team@example.ch',
      CONTACT_FROM: 'website@example.ch',
    };
    const times = (countStore: CountStore, waitUntil?: (p: Promise<unknown>) => void) =>
      handleBookingRequest(
        new Request('http://127.0.0.1/.netlify/functions/booking?times=1&language=de', { headers: { accept: 'application/json' } }),
        {
          env,
          store,
          fetch: feed,
          log: quiet,
          countStore,
          ...(waitUntil ? { waitUntil } : {}),
        },
      );
    const transport = captureTransport();
    const message = JSON.stringify({ ...validFields, type: 'contact' });
    const contact = (countStore: CountStore, waitUntil?: (p: Promise<unknown>) => void) =>
      handleSubmission(
        new Request('http://127.0.0.1/.netlify/functions/send-contact-email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: message,
        }),
        { env, log: quiet, transport, countStore, ...(waitUntil ? { waitUntil } : {}) },
      );
    return [
      ...(await timeHandler('free times (booking)', times, counted, rounds)),
      ...(await timeHandler('contact message', contact, counted, rounds)),
    ];
  } finally {
    await blobs.stop();
  }
}

/** A busy day of a small practice (more than it sees now): what is counted each day of the simulated year. */
const dayTraffic: [CountedStep, number][] = [
  ['times-shown', 60],
  ['no-times-taken', 2],
  ['booked-js-dietikon', 3],
  ['booked-js-online', 2],
  ['booked-nojs-dietikon', 1],
  ['request-without-time', 2],
  ['contact-message', 3],
  ['changed', 1],
  ['cancelled', 1],
  ['released', 1],
  ['confirmation-sent', 5],
  ['reminder-sent', 8],
];

export interface YearSize {
  keys: number;
  bytes: number;
  /** Of them, the days folded into one key each. */
  dayKeys: number;
  dayBytes: number;
  /** The most keys the store held on any day of the year (events not yet folded). */
  peakKeys: number;
  countsPerDay: number;
}

export async function simulateYear(days = 365): Promise<YearSize> {
  const store = memoryBlobStore({ jitter: 0 });
  const first = Date.parse('2026-01-01T10:00:00Z');
  let peakKeys = 0;
  for (let day = 0; day < days; day += 1) {
    const at = new Date(first + day * 86_400_000);
    const counter = openCounter({ store, now: () => at.getTime(), log: quiet });
    for (const [step, times] of dayTraffic) for (let n = 0; n < times; n += 1) counter.count(step, n % 4 === 0 ? 'en' : 'de');
    await counter.settled();
    for (let n = 0; n < 6; n += 1)
      await answerMark(store, at.toISOString().slice(0, 10), `attendance${day}x${n}`, { language: n === 0 ? 'en' : 'de', came: n !== 5 });
    await foldDays(store, attendanceMarksIn(store), at);
    peakKeys = Math.max(peakKeys, store.keys().length);
  }
  const keys = await keysUnder(store, '');
  let bytes = 0;
  let dayBytes = 0;
  for (const key of keys) {
    const size = key.length + JSON.stringify((await store.getWithMetadata(key, { type: 'json' }))?.data).length;
    bytes += size;
    if (key.startsWith('days/')) dayBytes += size;
  }
  const dayKeys = keys.filter((key) => key.startsWith('days/')).length;
  return { keys: keys.length, bytes, dayKeys, dayBytes, peakKeys, countsPerDay: dayTraffic.reduce((sum, [, times]) => sum + times, 0) + 6 };
}

export function countingSection(rows: CostRow[], year: YearSize): string {
  return [
    'Counting (netlify/counting): the handler alone, in-process, against the local Blobs server of @netlify/dev (each request counts one step; median and p95 of 200 requests per series, taken in turns):',
    '',
    '| request | series | median ms | p95 ms |',
    '| --- | --- | ---: | ---: |',
    ...rows.map((row) => `| ${row.request} | ${row.series} | ${row.medianMs} | ${row.p95Ms} |`),
    '',
    `The count store after a simulated year (${year.countsPerDay} counts and 6 answers "came or not" a day, folded daily): ${year.keys} keys, ${(year.bytes / 1024).toFixed(1)} KiB (keys and values), of which ${year.dayKeys} folded days in ${(year.dayBytes / 1024).toFixed(1)} KiB and the rest the last days' single counts, not yet folded; at most ${year.peakKeys} keys on any day.`,
  ].join('\n');
}
