/**
 * "Times shown" counts a network at most once a Zurich day (./count-store.ts: `seen/`), through the booking
 * function's free times (../booking/booking-views.ts: freeTimesAnswer): 30 asks from one network are one,
 * two networks two, the next day counts again, and nothing about a network is kept past its day. And the
 * days are read and folded by their prefixes, never by listing every count.
 */
import { rm } from 'node:fs/promises';
import { type Store, getStore } from '@netlify/blobs';
import { developmentSecret } from '../booking/booking-settings';
import { openBooking } from '../booking/booking-context';
import { freeTimesAnswer } from '../booking/booking-views';
import { networkOfAddress } from '../booking/client-network';
import { busyWednesday, bookingUrl, makeBookingRoot, now } from '../testing/booking-fixture';
import { recordingLogger } from '../testing/contact-test-helpers';
import { startLocalBlobs } from '../testing/local-blobs';
import { memoryBlobStore } from '../testing/memory-blob-store';
import { type CountStore, dayOf, keysUnder, openCounter } from './count-store';
import { foldDays, readDayCounts } from './day-counts';

let root: string;
beforeAll(async () => {
  root = await makeBookingRoot();
});
afterAll(() => rm(root, { recursive: true, force: true }));

const dayMs = 24 * 3_600_000;
const ips = { home: '203.0.113.7', office: '198.51.100.20' };
const home = networkOfAddress(ips.home, developmentSecret);
const office = networkOfAddress(ips.office, developmentSecret);
/** The visitor's address the function is handed, by the network it keys to. */
const ipOf = (network: string | undefined) => (network === home ? ips.home : network === office ? ips.office : undefined);
const noMarks = { marksOn: async () => [], markedDays: async () => [], forgetDay: async () => undefined };

/** The booking function's free times at `at`, counted into `countStore` before it returns (as without waitUntil). */
function timesAsked(countStore: CountStore, bookingStore = memoryBlobStore()) {
  const log = recordingLogger();
  const fetchFeed = (async () => new Response(busyWednesday, { headers: { 'content-type': 'text/calendar' } })) as typeof fetch;
  const env = {
    CONTEXT: 'dev',
    LAMBDA_TASK_ROOT: root,
    BOOKING_CALENDAR_FEEDS: 'https://calendar.example/private.ics',
    URL: 'https://www.example.ch',
  };
  const ask = async (at: number, network?: string, query = '&count=8') => {
    const counter = openCounter({ store: countStore, now: () => at, log });
    const clientIp = ipOf(network);
    const deps = { env, now: () => at, log, store: bookingStore, fetch: fetchFeed, root, counter, ...(clientIp ? { clientIp } : {}) };
    const opened = await openBooking(deps, bookingUrl);
    if (!opened.ok) throw new Error(opened.problem);
    const res = await freeTimesAnswer(opened.context, new URL(`${bookingUrl}?times=1&language=de${query}`));
    await counter.settled();
    return (await res.json()) as { mode: string };
  };
  return { ask, log };
}

async function shownOn(store: CountStore, day: string) {
  const [counts] = await readDayCounts(store, noMarks, day, day);
  return counts!.counts.de['times-shown'];
}

describe('times shown', () => {
  it('counts 30 asks from one network in a day once, two networks twice, and the next day again', async () => {
    const store = memoryBlobStore();
    const { ask, log } = timesAsked(store);
    const today = dayOf(new Date(now));
    // Fifteen one after the other through the day, fifteen at once.
    for (let index = 0; index < 15; index += 1) expect((await ask(now + index * 600_000, home)).mode).toBe('booking');
    await Promise.all(Array.from({ length: 15 }, () => ask(now + 3 * 3_600_000, home)));
    expect(await shownOn(store, today)).toBe(1);
    await ask(now + 3_600_000, office);
    await ask(now + 4 * 3_600_000, office);
    expect(await shownOn(store, today)).toBe(2);
    const tomorrow = dayOf(new Date(now + dayMs));
    await ask(now + dayMs, home);
    await ask(now + dayMs + 60_000, home);
    expect(await shownOn(store, tomorrow)).toBe(1);
    expect(await shownOn(store, today)).toBe(2);
    expect(log.lines.filter((line) => line.level === 'error')).toEqual([]);
  });

  it('keeps a network only for its day: folding deletes the day’s networks once it is over, and keeps its counts', async () => {
    const store = memoryBlobStore();
    const { ask } = timesAsked(store);
    const today = dayOf(new Date(now));
    const tomorrow = dayOf(new Date(now + dayMs));
    await ask(now, home);
    await ask(now, office);
    await ask(now + dayMs, home);
    expect(await keysUnder(store, 'seen/')).toEqual(
      [`seen/${today}/times-shown/${home}`, `seen/${today}/times-shown/${office}`, `seen/${tomorrow}/times-shown/${home}`].sort(),
    );
    // The next day's first folding run: today's networks are gone, tomorrow's stay while it lasts.
    await foldDays(store, noMarks, new Date(now + dayMs + 60_000));
    expect(await keysUnder(store, 'seen/')).toEqual([`seen/${tomorrow}/times-shown/${home}`]);
    expect(await shownOn(store, today)).toBe(2);
    await foldDays(store, noMarks, new Date(now + 2 * dayMs));
    expect(await keysUnder(store, 'seen/')).toEqual([]);
    // No network in the events or, once folded, in the day's sum.
    await foldDays(store, noMarks, new Date(now + 20 * dayMs));
    const left = await keysUnder(store, '');
    expect(left).toEqual([`days/${today}`, `days/${tomorrow}`]);
    for (const key of left)
      expect(JSON.stringify(await store.getWithMetadata(key, { type: 'json' }))).not.toMatch(new RegExp(`${home}|${office}`));
  });

  it('counts every ask where no network is given, and every "none free" ask', async () => {
    const store = memoryBlobStore();
    const { ask } = timesAsked(store);
    for (let index = 0; index < 3; index += 1) await ask(now, undefined);
    expect(await shownOn(store, dayOf(new Date(now)))).toBe(3);
    const counter = openCounter({ store, now: () => now, log: recordingLogger() });
    for (let index = 0; index < 3; index += 1) counter.count('no-times-taken', 'de', undefined);
    await counter.settled();
    const [counts] = await readDayCounts(store, noMarks, dayOf(new Date(now)), dayOf(new Date(now)));
    expect(counts!.counts.de['no-times-taken']).toBe(3);
  });

  it('never fails the request when the mark cannot be written: the count is logged as lost', async () => {
    const broken = { ...memoryBlobStore(), setJSON: async () => Promise.reject(new Error('Blobs is down')) } as unknown as CountStore;
    const { ask, log } = timesAsked(broken);
    expect((await ask(now, home)).mode).toBe('booking');
    expect(log.lines.map((line) => line.text).join('\n')).toMatch(
      /counting: times-shown \(de, \d{4}-\d\d-\d\d\) not counted: Blobs is down/,
    );
  });
});

describe('on the local Blobs server of @netlify/dev, which lists folders', () => {
  it('counts one network once a day and forgets it once the day is over', async () => {
    const blobs = await startLocalBlobs();
    try {
      const store = getStore({ name: 'site-counts-times-shown-test', consistency: 'strong' });
      const { ask } = timesAsked(store);
      const today = dayOf(new Date(now));
      // One after the other: this server checks `onlyIfNew` and writes in two steps.
      for (let index = 0; index < 5; index += 1) await ask(now + index * 60_000, home);
      await ask(now, office);
      expect(await shownOn(store, today)).toBe(2);
      await foldDays(store, noMarks, new Date(now + dayMs));
      expect(await keysUnder(store, 'seen/')).toEqual([]);
      expect(await shownOn(store, today)).toBe(2);
    } finally {
      await blobs.stop();
    }
  }, 60_000);
});

describe('reading and folding the days', () => {
  it('lists the counts by day, never every count at once', async () => {
    const store = memoryBlobStore();
    const listed: { prefix?: string; directories?: boolean }[] = [];
    const list = store.list.bind(store) as Store['list'];
    const watched = {
      ...store,
      list: (options: { prefix?: string; directories?: boolean; paginate?: boolean } = {}) => {
        listed.push({
          ...(options.prefix === undefined ? {} : { prefix: options.prefix }),
          ...(options.directories ? { directories: true } : {}),
        });
        return list(options as never);
      },
    } as unknown as CountStore;
    const { ask } = timesAsked(watched);
    for (let day = 0; day < 20; day += 1) await ask(now + day * dayMs, home);
    listed.length = 0;
    const today = dayOf(new Date(now + 19 * dayMs));
    await readDayCounts(watched, noMarks, dayOf(new Date(now + 13 * dayMs)), today);
    await foldDays(watched, noMarks, new Date(now + 19 * dayMs));
    const everything = listed.filter(
      ({ prefix = '', directories }) => !directories && !/^(events|seen)\/\d{4}-\d\d-\d\d\/$/.test(prefix) && prefix !== 'days/',
    );
    expect(everything).toEqual([]);
    // Events of a day outside the week asked about are not listed to read it.
    const eventDays = listed
      .filter(({ prefix = '', directories }) => !directories && prefix.startsWith('events/'))
      .map(({ prefix }) => prefix);
    expect(eventDays).toContain(`events/${today}/`);
    expect(eventDays).not.toContain(`events/${dayOf(new Date(now + 5 * dayMs))}/`);
  });
});
