/**
 * The feeds' cache (./feed-cache.ts) as readBusyTimes uses it, against a stand-in calendar service that
 * counts its requests and answers conditional ones: a feed is fetched at most once a minute, also when
 * many ask at once; after the minute one conditional request, and a 304 keeps the busy times; the team's
 * change shows after the minute; a feed that fails turns booking off whatever is cached.
 */
import type { Interval } from '../../../src/booking/free-times';
import { memoryBlobStore } from '../../testing/memory-blob-store';
import { type CalendarFeed, readBusyTimes } from './busy-feed';
import { type FeedCacheStore, feedKey } from './feed-cache';

const secret = 'feed-cache-test-secret-of-at-least-32-characters';
const token = '4f1c9e0d-secret-token';
const address = `https://calendar.example/private/${token}/basic.ics`;
const range: Interval = { start: new Date('2026-03-02T00:00:00Z'), end: new Date('2026-03-30T00:00:00Z') };
const t0 = Date.parse('2026-03-02T08:00:00Z');
const secondMs = 1000;

const calendar = (uid: string, start: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//feed-cache//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTART:${start}`,
    'DURATION:PT1H',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
const wednesday = { start: new Date('2026-03-04T12:00:00Z'), end: new Date('2026-03-04T13:00:00Z') };
const thursday = { start: new Date('2026-03-05T09:00:00Z'), end: new Date('2026-03-05T10:00:00Z') };

/** The team's calendar service: one version at a time, with its ETag and Last-Modified; counts every request. */
function calendarService() {
  const service = {
    version: { etag: '"v1"', lastModified: 'Mon, 02 Mar 2026 07:00:00 GMT', text: calendar('team-1', '20260304T120000Z') },
    status: 200,
    /** The headers of every request, in order. */
    requests: [] as Headers[],
    /** How long an answer takes (ms): asks made at once overlap. */
    delayMs: 20,
    fetch: (async (_input, init) => {
      const headers = new Headers(init?.headers);
      service.requests.push(headers);
      await new Promise((resolve) => setTimeout(resolve, service.delayMs));
      if (service.status !== 200) return new Response('down', { status: service.status });
      if (headers.get('if-none-match') === service.version.etag) return new Response(null, { status: 304 });
      return new Response(service.version.text, {
        headers: { 'content-type': 'text/calendar', etag: service.version.etag, 'last-modified': service.version.lastModified },
      });
    }) as typeof fetch,
  };
  return service;
}

function setup(store: FeedCacheStore = memoryBlobStore()) {
  const service = calendarService();
  const clock = { now: t0 };
  const feeds: CalendarFeed[] = [{ url: address, owners: [] }];
  const ask = () =>
    readBusyTimes({ feeds, teamAddresses: [], range, fetch: service.fetch, cache: { store, secret, now: () => clock.now } });
  return { service, clock, ask, store };
}

describe('a calendar feed read through its cache', () => {
  it('is fetched once for 100 asks within a minute', async () => {
    const { service, clock, ask } = setup();
    for (let index = 0; index < 100; index += 1) {
      clock.now = t0 + index * 590; // the last at 58.4 s
      expect(await ask()).toEqual({ ok: true, busy: [wednesday], skipped: [] });
    }
    expect(service.requests).toHaveLength(1);
    expect(service.requests[0]!.get('if-none-match')).toBeNull();
  });

  it('after the minute asks once, with the ETag and Last-Modified; a 304 keeps the busy times and starts the minute again', async () => {
    const { service, clock, ask } = setup();
    await ask();
    clock.now = t0 + 61 * secondMs;
    expect(await ask()).toEqual({ ok: true, busy: [wednesday], skipped: [] });
    expect(service.requests).toHaveLength(2);
    expect(service.requests[1]!.get('if-none-match')).toBe('"v1"');
    expect(service.requests[1]!.get('if-modified-since')).toBe('Mon, 02 Mar 2026 07:00:00 GMT');
    clock.now = t0 + 120 * secondMs;
    expect(await ask()).toEqual({ ok: true, busy: [wednesday], skipped: [] });
    expect(service.requests).toHaveLength(2);
    clock.now = t0 + 122 * secondMs;
    await ask();
    expect(service.requests).toHaveLength(3);
  });

  it('is fetched once for 20 asks at once: the first asks of all, and again after the minute', async () => {
    const { service, clock, ask } = setup();
    const atOnce = () => Promise.all(Array.from({ length: 20 }, () => ask()));
    expect(await atOnce()).toEqual(Array.from({ length: 20 }, () => ({ ok: true, busy: [wednesday], skipped: [] })));
    expect(service.requests).toHaveLength(1);
    clock.now = t0 + 61 * secondMs;
    service.version = { etag: '"v2"', lastModified: 'Mon, 02 Mar 2026 08:00:30 GMT', text: calendar('team-2', '20260305T090000Z') };
    expect(await atOnce()).toEqual(Array.from({ length: 20 }, () => ({ ok: true, busy: [thursday], skipped: [] })));
    expect(service.requests).toHaveLength(2);
  });

  it('shows the team’s change after the minute', async () => {
    const { service, clock, ask } = setup();
    await ask();
    service.version = { etag: '"v2"', lastModified: 'Mon, 02 Mar 2026 08:00:10 GMT', text: calendar('team-2', '20260305T090000Z') };
    clock.now = t0 + 30 * secondMs;
    expect(await ask()).toMatchObject({ ok: true, busy: [wednesday] });
    clock.now = t0 + 61 * secondMs;
    expect(await ask()).toMatchObject({ ok: true, busy: [thursday] });
    expect(service.requests).toHaveLength(2);
    // The new version's validators are the ones sent next.
    clock.now = t0 + 122 * secondMs;
    await ask();
    expect(service.requests[2]!.get('if-none-match')).toBe('"v2"');
  });

  it('turns booking off when the feed fails after the minute, whatever is cached; those who waited fail with it; the next ask tries again', async () => {
    const { service, clock, ask } = setup();
    await ask();
    service.status = 500;
    clock.now = t0 + 61 * secondMs;
    const failed = await Promise.all(Array.from({ length: 5 }, () => ask()));
    expect(failed).toEqual(
      Array.from({ length: 5 }, () => ({ ok: false, reason: 'calendar feed 1 (calendar.example) answered HTTP 500' })),
    );
    expect(service.requests).toHaveLength(2);
    service.status = 200;
    clock.now = t0 + 62 * secondMs;
    expect(await ask()).toEqual({ ok: true, busy: [wednesday], skipped: [] });
    expect(service.requests).toHaveLength(3);
  });

  it('keys the cache by a keyed hash: the address is nowhere in the store', async () => {
    const { ask, store } = setup();
    await ask();
    const keys = (await store.list()).blobs.map((blob) => blob.key);
    expect(keys).toEqual([feedKey(new URL(address), secret)]);
    expect(keys[0]).toMatch(/^feeds\/[\w-]{43}$/);
    const stored = JSON.stringify(await store.getWithMetadata(keys[0]!, { type: 'json' }));
    for (const part of [token, 'calendar.example', 'private']) expect(`${keys[0]} ${stored}`).not.toContain(part);
    // Under another secret (another deploy context), another key.
    expect(feedKey(new URL(address), `${secret}x`)).not.toBe(keys[0]);
  });

  it('waits for a refresh under way no longer than its claim, and than its own time', async () => {
    const store = memoryBlobStore();
    const { service, clock, ask } = setup(store);
    const key = feedKey(new URL(address), secret);
    // Someone claimed the first fetch 3 s ago, for 4 s, and its function stopped: this ask takes over after the claim.
    await store.setJSON(key, { claim: { at: t0 - 3000, until: t0 + 1000 } });
    const asked = ask();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(service.requests).toHaveLength(0);
    clock.now = t0 + 1001;
    expect(await asked).toEqual({ ok: true, busy: [wednesday], skipped: [] });
    expect(service.requests).toHaveLength(1);
    // A claim made as this ask began outlasts it: the ask gives up in its own time, as a download would.
    clock.now = t0 + 2 * 60 * secondMs;
    const read = await store.getWithMetadata(key, { type: 'json' });
    await store.setJSON(key, { ...(read?.data as object), claim: { at: clock.now, until: clock.now + 4000 } });
    const waiting = ask();
    await new Promise((resolve) => setTimeout(resolve, 250));
    clock.now += 4000;
    expect(await waiting).toEqual({ ok: false, reason: 'calendar feed 1 (calendar.example) did not answer within 4000 ms' });
    expect(service.requests).toHaveLength(1);
  });

  it('fetches every time where the store fails or the feed is on this machine', async () => {
    const failing = {
      ...memoryBlobStore(),
      getWithMetadata: async () => Promise.reject(new Error('Blobs is down')),
    } as unknown as FeedCacheStore;
    const { service, ask } = setup(failing);
    for (let index = 0; index < 3; index += 1) expect(await ask()).toEqual({ ok: true, busy: [wednesday], skipped: [] });
    expect(service.requests).toHaveLength(3);

    const local = calendarService();
    const feeds = [{ url: 'http://127.0.0.1:9/team.ics', owners: [] }];
    for (let index = 0; index < 3; index += 1)
      await readBusyTimes({
        feeds,
        teamAddresses: [],
        range,
        fetch: local.fetch,
        cache: { store: memoryBlobStore(), secret, now: () => t0 },
      });
    expect(local.requests).toHaveLength(3);
  });
});
