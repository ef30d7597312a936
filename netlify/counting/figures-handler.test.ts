/**
 * The private figures page on the function's own code: the key, the range, the page and the CSV over
 * counts in an in-memory store as the functions write them.
 */
import { rm } from 'node:fs/promises';
import { countOn, foldedDay, markedTime } from '../testing/count-fixture';
import { developmentSecret } from '../booking/booking-settings';
import { makeBookingRoot } from '../testing/booking-fixture';
import { recordingLogger } from '../testing/contact-test-helpers';
import { memoryBlobStore } from '../testing/memory-blob-store';
import { noCounts } from './count-store';
import { type FiguresDeps, choosableWeeks, figuresRange, handleFiguresRequest } from './figures-handler';
import { developmentFiguresSecret, figuresLink, figuresToken } from './figures-link';
import { countedSteps } from './steps';

let root: string;
beforeAll(async () => {
  root = await makeBookingRoot();
});
afterAll(() => rm(root, { recursive: true, force: true }));

// Wednesday 25 November 2026, 10:00 in Zurich: week 48 runs, week 47 is the last full one.
const now = Date.parse('2026-11-25T09:00:00Z');
const key = figuresToken(developmentFiguresSecret);
const address = (query: string) => `http://localhost/.netlify/functions/figures?${query}`;

async function setUp(env: Record<string, string> = { CONTEXT: 'dev' }) {
  const countStore = memoryBlobStore();
  await countOn(countStore, '2026-11-16', 'de', 'times-shown', 10);
  await countOn(countStore, '2026-11-17', 'de', 'booked-js-dietikon', 2);
  await countOn(countStore, '2026-11-18', 'en', 'times-shown', 6);
  await countOn(countStore, '2026-11-18', 'en', 'booked-nojs-online');
  await countOn(countStore, '2026-11-24', 'de', 'times-shown', 3);
  await markedTime(countStore, '2026-11-19', true);
  await markedTime(countStore, '2026-11-20', false, 'en');
  const folded = noCounts();
  folded.de['times-shown'] = 7;
  folded.de['booked-js-online'] = 1;
  folded.de.came = 1;
  await foldedDay(countStore, '2026-11-03', folded);
  const log = recordingLogger();
  const deps: FiguresDeps = { env, now: () => now, countStore, root, log };
  return { deps, log, get: (query: string) => handleFiguresRequest(new Request(address(query)), deps) };
}

describe('the key', () => {
  it('is an HMAC of the purpose under FIGURES_SECRET, the same every time and another under another secret', () => {
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(figuresToken(developmentFiguresSecret)).toBe(key);
    expect(figuresToken('another-secret-of-at-least-32-characters')).not.toBe(key);
    expect(figuresLink('https://www.example.ch', developmentFiguresSecret)).toBe(
      `https://www.example.ch/.netlify/functions/figures?key=${key}`,
    );
  });

  it.each([
    ['missing', ''],
    ['wrong', `key=${key.slice(0, -1)}A`],
    ['too short', `key=${key.slice(1)}`],
    ['another secret’s', `key=${figuresToken('another-secret-of-at-least-32-characters')}`],
  ])('%s: a plain 404 that says nothing more, and reads no counts', async (_, query) => {
    const { get, deps } = await setUp();
    const list = jest.spyOn(deps.countStore!, 'list');
    const res = await get(query);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Nicht gefunden.');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(list).not.toHaveBeenCalled();
  });

  it('opens nothing where the site has no figures secret (production without FIGURES_SECRET): 503, logged', async () => {
    const { get, log } = await setUp({ CONTEXT: 'production', BOOKING_SECRET: 'a-booking-secret-of-at-least-32-characters' });
    const res = await get(`key=${key}`);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('nicht fertig eingerichtet');
    expect(log.lines.map((line) => line.text).join('\n')).toContain('FIGURES_SECRET is not set');
  });

  it('is signed with a secret of its own: a new BOOKING_SECRET (visitors’ links revoked) leaves the figures link as it was', async () => {
    const figures = 'the-owners-figures-secret-of-at-least-32-characters';
    const link = `key=${figuresToken(figures)}`;
    for (const booking of ['a-booking-secret-of-at-least-32-characters', 'a-new-booking-secret-of-at-least-32-chars'])
      expect((await (await setUp({ CONTEXT: 'production', BOOKING_SECRET: booking, FIGURES_SECRET: figures })).get(link)).status).toBe(200);
    expect(
      (await (await setUp({ CONTEXT: 'production', FIGURES_SECRET: figures })).get(`key=${figuresToken(developmentSecret)}`)).status,
    ).toBe(404);
  });

  it('answers only GET', async () => {
    const { deps } = await setUp();
    const res = await handleFiguresRequest(new Request(address(`key=${key}`), { method: 'POST' }), deps);
    expect(res.status).toBe(405);
  });
});

describe('the page', () => {
  it('shows the last 12 full weeks by default, private: no-store, noindex, no referrer, no script', async () => {
    const { get } = await setUp();
    const res = await get(`key=${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; img-src 'none';/);
    const html = await res.text();
    expect(html).toContain('<option value="2026-W36" selected>');
    expect(html).toContain('<option value="2026-W47" selected>');
    expect(html).not.toContain('<script');
  });

  it('sums events, folded days and the team’s marks per week', async () => {
    const { get } = await setUp();
    const html = await (await get(`key=${key}&from=2026-W45&to=2026-W47`)).text();
    // Week 47: 3 booked of 16 shown; 1 of 2 marked times came.
    expect(html).toMatch(/<dt>Termine gebucht<\/dt><dd>4<small>davon 1 auf Englisch/);
    expect(html).toContain('<tr><th scope="row">KW 47 (16.–22. Nov. 2026)</th><td>3</td><td>1</td></tr>');
    expect(html).toContain('<tr><th scope="row">KW 45 (2.–8. Nov. 2026)</th><td>1</td><td>1</td></tr>');
    expect(html).toContain('<td>19\u00a0%</td>');
    expect(html).toContain('<td>50\u00a0%</td>');
  });

  it('may end with the running week, counted up to today', async () => {
    const { get } = await setUp();
    const html = await (await get(`key=${key}&from=2026-W47&to=2026-W48`)).text();
    expect(html).toContain('KW 48 (läuft)');
  });
});

describe('the CSV', () => {
  it('has the days of the range, one row per day and language, as a download', async () => {
    const { get } = await setUp();
    const res = await get(`key=${key}&from=2026-W47&to=2026-W47&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="website-zahlen-2026-W47-bis-2026-W47.csv"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The BOM stays in the body (Response.text() would strip it).
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 7 * 2);
    expect(lines[1]).toMatch(/^2026-11-16;de;10;/);
    expect(lines.find((line) => line.startsWith('2026-11-19;de;'))?.split(';')[2 + countedSteps.indexOf('came')]).toBe('1');
  });
});

describe('figuresRange', () => {
  const at = new Date(now);

  it.each([
    [{ from: null, to: null }, { from: '2026-W36', to: '2026-W47' }, []],
    [{ from: '2026-W40', to: '2026-W47' }, { from: '2026-W40', to: '2026-W47' }, []],
    [{ from: '2026-W47', to: '2026-W40' }, { from: '2026-W40', to: '2026-W47' }, []],
    [{ from: '2026-W40', to: null }, { from: '2026-W40', to: '2026-W48' }, []],
    [{ from: null, to: '2026-W30' }, { from: '2026-W19', to: '2026-W30' }, []],
    [
      { from: 'nonsense', to: '2026-W47' },
      { from: '2026-W36', to: '2026-W47' },
      ['«nonsense» ist keine Woche (so geschrieben: 2026-W47).'],
    ],
    [
      { from: '2026-W40', to: '2027-W10' },
      { from: '2026-W40', to: '2026-W48' },
      ['Für die Zeit nach KW 48 (23.–29. Nov. 2026) gibt es noch keine Zahlen.'],
    ],
    [
      { from: '2024-W01', to: '2026-W47' },
      { from: '2025-W43', to: '2026-W47' },
      ['Zahlen von vor KW 43 (20.–26. Okt. 2025) sind gelöscht (sie werden 400 Tage aufbewahrt).'],
    ],
  ])('%j is %j', (asked, range, notes) => {
    expect(figuresRange(asked, at)).toEqual({ ...range, notes });
  });

  it('offers the weeks still kept, newest first', () => {
    const weeks = choosableWeeks(at);
    expect(weeks[0]).toBe('2026-W48');
    expect(weeks.at(-1)).toBe('2025-W43');
    expect(weeks.length).toBeLessThanOrEqual(60);
  });
});
