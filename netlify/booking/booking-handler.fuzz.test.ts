/**
 * Random requests at the booking function: methods, query strings with real, forged and broken
 * tokens, form bodies of every shape. Whatever comes, no 5xx while it is configured, no page that
 * carries a script, and nothing but our own markup around what the request named.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { exampleAvailability } from '../../src/booking/availability';
import { captureTransport, recordingLogger } from '../testing/contact-test-helpers';
import { memoryBlobStore } from '../testing/memory-blob-store';
import { handleBookingRequest } from './booking-handler';
import { signBookingToken } from './booking-token';
import { developmentSecret } from './booking-settings';

const runs = 2000;
const now = Date.parse('2026-03-02T08:00:00Z');
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'booking-fuzz-'));
  await mkdir(path.join(root, 'content'), { recursive: true });
  await mkdir(path.join(root, 'public', 'erstgespraech'), { recursive: true });
  await writeFile(path.join(root, 'content', 'booking.yaml'), stringify(exampleAvailability));
  await writeFile(path.join(root, 'content', 'site.yaml'), await readFile(path.join(__dirname, '../../content/site.yaml'), 'utf8'));
  await writeFile(
    path.join(root, 'public', 'erstgespraech', 'termin.html'),
    '<html><head><title>T</title></head><body><a href="/erstgespraech/termin">DE</a><div data-booking=""><h1>T</h1></div></body></html>',
  );
});
afterAll(() => rm(root, { recursive: true, force: true }));

const validToken = (action: 'cancel' | 'release') =>
  signBookingToken(action, { bookingId: 'abcdefghijkl', slotId: '2026-03-04T1430Z' }, developmentSecret);
const token = fc.oneof(
  fc.constantFrom(validToken('cancel'), validToken('release'), '', '.', '..', 'a.b.c', `${validToken('cancel')}x`),
  fc.string({ maxLength: 120 }),
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('2026-03-04T1430Z', '2026-02-30T1300Z', '../x'), fc.string({ maxLength: 50 }))
    .map((parts) => parts.join('.')),
);
const query = fc.record(
  {
    times: fc.constantFrom('1', '', 'yes'),
    view: token,
    ics: token,
    release: token,
    language: fc.oneof(fc.constantFrom('de', 'en', 'fr', ''), fc.string({ maxLength: 5 })),
    delayed: fc.constantFrom('1', '0'),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc
    .record(
      { action: fc.constantFrom('cancel', 'release', 'book', ''), token, language: fc.constantFrom('de', 'en', 'x') },
      { requiredKeys: [] },
    )
    .map((fields) => new URLSearchParams(fields as Record<string, string>).toString()),
  fc.string({ maxLength: 300 }),
);
const method = fc.constantFrom('GET', 'GET', 'GET', 'POST', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS');
const site = fc.constantFrom(undefined, 'same-origin', 'cross-site', 'none');

it(`never answers 5xx and never serves a script (${runs} random requests)`, async () => {
  const store = memoryBlobStore({ jitter: 0 });
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(method, query, body, site, async (m, q, b, fetchSite) => {
      const url = `http://localhost/.netlify/functions/booking?${new URLSearchParams(q as Record<string, string>).toString()}`;
      const headers: Record<string, string> = {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(fetchSite ? { 'Sec-Fetch-Site': fetchSite } : {}),
      };
      const res = await handleBookingRequest(new Request(url, { method: m, headers, body: m === 'GET' || m === 'HEAD' ? null : b }), {
        env: { LAMBDA_TASK_ROOT: root, CONTEXT: 'dev' },
        now: () => now,
        log: recordingLogger(),
        store,
        fetch: (async () => new Response('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nEND:VCALENDAR\r\n')) as typeof fetch,
        transport: captureTransport(),
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      if (res.headers.get('content-type')?.startsWith('text/html')) {
        // The page as built here has no script: its policy allows no inline one, and none appears.
        expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
        expect(await res.text()).not.toMatch(/<script|onerror=/i);
      }
    }),
    { numRuns: runs, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
  );
  console.log(`booking fuzz: ${runs} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
}, 120_000);
