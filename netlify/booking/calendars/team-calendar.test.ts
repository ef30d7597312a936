/**
 * The booking in the team's own calendar, against a real CalDAV server (Debian's radicale on
 * 127.0.0.1, ../testing/radicale-server.ts) and through the functions' own handlers: a booking makes
 * exactly one entry at the right Zurich time, cancelling or releasing removes it, and a calendar that
 * refuses (401) or fails (500) leaves the booking standing and the team's mail saying so first. The
 * team's mail invites (iTIP REQUEST) and cancels (iTIP CANCEL) with the entry's UID, also when it is
 * delivered later.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startOfSlotId } from '../../../src/booking/free-times';
import ICAL from 'ical.js';
import { stringify } from 'yaml';
import { exampleAvailability } from '../../../src/booking/availability';
import { instantToWallTime } from '../../../src/booking/zurich-time';
import type { TeamMail } from '../../outbox/mail';
import { handleSubmission } from '../../submissions/submission-handler';
import { deliverWaitingMessages } from '../../outbox/deliver-waiting';
import { siteMessageKinds } from '../../submissions/message-kinds';
import type { WaitingStore } from '../../outbox/waiting-messages';
import { captureTransport, jsonRequest, recordingLogger } from '../../testing/contact-test-helpers';
import { memoryBlobStore } from '../../testing/memory-blob-store';
import { type RadicaleServer, startRadicale } from '../../testing/radicale-server';
import { handleBookingRequest } from '../booking-handler';
import { teamCalendarEvent } from '../mails/booking-mail';
import { putEntry, deleteEntry, keepBooking, entryAddress, failureInEnglish, teamCalendarFromEnv } from './team-calendar';

// Thursday 26 March 2026, 09:00 in Zurich: with 2 days' notice the first time is Tuesday 31 March,
// 09:00, after the change to summer time (07:00 UTC).
const now = Date.parse('2026-03-26T08:00:00Z');
const bookingUrl = 'http://localhost/.netlify/functions/booking';
const visitor = { type: 'consultation', language: 'de', name: 'Eva', channel: 'email', email: 'eva@example.ch', forWhom: 'self' };
const team = { CONTACT_TO: 'team@praxis.example', CONTACT_FROM: 'website@praxis.example' };

let root: string;
let radicale: RadicaleServer;

beforeAll(async () => {
  radicale = await startRadicale();
  root = await mkdtemp(path.join(tmpdir(), 'team-calendar-'));
  await mkdir(path.join(root, 'content'), { recursive: true });
  await writeFile(path.join(root, 'content', 'booking.yaml'), stringify(exampleAvailability));
  await writeFile(path.join(root, 'content', 'site.yaml'), await readFile(path.join(__dirname, '../../../content/site.yaml'), 'utf8'));
}, 20_000);
afterAll(async () => {
  await radicale?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});
afterEach(async () => {
  // Each test starts with an empty calendar.
  for (const { href } of (await radicale?.entries()) ?? []) {
    await fetch(new URL(href, radicale.origin), {
      method: 'DELETE',
      headers: { authorization: `Basic ${Buffer.from(`${radicale.user}:${radicale.password}`).toString('base64')}` },
    });
  }
});

function setup(calendar: Record<string, string> = {}) {
  const store = memoryBlobStore();
  const transport = captureTransport();
  const log = recordingLogger();
  const env = {
    LAMBDA_TASK_ROOT: root,
    URL: 'https://www.example.ch',
    BOOKING_SECRET: 'a-test-secret-of-at-least-thirty-two-characters',
    ...team,
    BOOKING_CALDAV_URL: radicale.calendarUrl,
    BOOKING_CALDAV_USER: radicale.user,
    BOOKING_CALDAV_PASSWORD: radicale.password,
    ...calendar,
  };
  const booking = (req: Request) => handleBookingRequest(req, { env, now: () => now, log, store, transport });
  const request = (req: Request, deps: Partial<Parameters<typeof handleSubmission>[1]> = {}) =>
    handleSubmission(req, { env, now: () => now, log, transport, booking: { store, clientIp: '203.0.113.7' }, ...deps });
  const times = async () =>
    ((await (await booking(new Request(`${bookingUrl}?times=1&language=de`))).json()) as { slots?: { id: string; words: string }[] })
      .slots ?? [];
  /** Books the first free time; the visitor's answer, the slot and the team's mail. */
  const book = async (deps: Partial<Parameters<typeof handleSubmission>[1]> = {}) => {
    const [first] = await times();
    const res = await request(jsonRequest({ ...visitor, slot: first?.id, place: 'dietikon' }), deps);
    const body = (await res.json()) as { ok?: boolean; delayed?: boolean; booking?: string };
    return { status: res.status, body, slot: first, mail: transport.sent.at(-1) };
  };
  const post = (fields: Record<string, string>) =>
    booking(
      new Request(bookingUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      }),
    );
  return { store, transport, log, booking, request, times, book, post, env };
}

/** The one event of an iCalendar text, and its calendar's METHOD. */
function readEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = events[0] as ICAL.Component;
  const value = (name: string) => event.getFirstPropertyValue(name);
  return { method: calendar.getFirstPropertyValue('method'), event, value };
}

/** The team's invitation in a mail: the attachment with an iTIP method. */
function invitationOf(mail: TeamMail | undefined) {
  const attachment = mail?.attachments?.find((file) => 'method' in file);
  if (!attachment) throw new Error(`no invitation in the mail ${mail?.subject}`);
  return { attachment, ...readEvent(attachment.content) };
}

const firstLine = (mail: TeamMail | undefined) => mail?.text.split('\n')[0] ?? '';
const zurich = (value: unknown) => instantToWallTime((value as ICAL.Time).toJSDate());
const tokenOf = (viewPath: string | undefined) => new URL(viewPath ?? '', 'http://localhost').searchParams.get('view') ?? '';

/** Waiting messages in memory (the store's `get` read through `getWithMetadata`). */
function memoryWaitingStore(): WaitingStore {
  const blobs = memoryBlobStore();
  const read = blobs.getWithMetadata as (key: string, options?: { type?: 'json' }) => Promise<{ data: unknown } | null>;
  const get = async (key: string, options?: { type?: 'json' }) => (await read(key, options))?.data ?? null;
  return { setJSON: blobs.setJSON, delete: blobs.delete, list: blobs.list, get: get as WaitingStore['get'] };
}

/** A calendar server that answers every request with 500, and counts them. */
async function failingServer(): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(500).end('Internal Server Error');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendars/team/secret-calendar-id/`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('a booking in the team’s CalDAV calendar (radicale)', () => {
  it('makes exactly one entry, at 09:00–09:45 Zurich time on 31 March (summer time), with the invitation’s UID', async () => {
    const { book } = setup();
    const { status, body, slot, mail } = await book();
    expect(status).toBe(200);
    expect(body.booking).toMatch(/booking\?view=/);
    expect(slot?.id).toBe('2026-03-31T0700Z');

    const entries = await radicale.entries();
    expect(entries).toHaveLength(1);
    const stored = readEvent(entries[0]?.text ?? '');
    // A calendar object resource has no METHOD (RFC 4791 4.1); the mail's invitation has.
    expect(stored.method).toBeNull();
    expect(zurich(stored.value('dtstart'))).toEqual({ date: '2026-03-31', time: '09:00', weekday: 'tuesday' });
    expect(zurich(stored.value('dtend')).time).toBe('09:45');
    expect(stored.value('summary')).toBe('Erstgespräch (über die Website gebucht)');
    expect(stored.value('description')).toContain('https://www.example.ch/.netlify/functions/booking?release=');

    const invitation = invitationOf(mail);
    expect(invitation.method).toBe('REQUEST');
    expect(invitation.value('uid')).toBe(stored.value('uid'));
    expect(invitation.value('uid')).toMatch(/^[\w-]+@www\.example\.ch$/);
    expect(firstLine(mail)).toBe(
      'Neue Buchung eines Erstgesprächs über die Website: Dienstag, 31. März 2026, 09:00–09:45, in Dietikon (Riedstrasse 14, 8953 Dietikon). Zu tun: Bereiten Sie für diese Zeit einen Raum in Dietikon vor.',
    );
    expect(mail?.text).toContain(`Kalender: eingetragen (127.0.0.1:${new URL(radicale.origin).port})`);
  });

  it("cancelling by the visitor removes the entry; the team’s mail cancels the invitation (same UID, a higher SEQUENCE: 2, the ledger's version)", async () => {
    const { book, post, transport } = setup();
    const booked = await book();
    const uid = invitationOf(booked.mail).value('uid');
    expect(await radicale.entries()).toHaveLength(1);

    const res = await post({ action: 'cancel', token: tokenOf(booked.body.booking), language: 'de' });
    // Answered with a 303 to the private link, which says it is cancelled.
    expect(res.status).toBe(303);
    expect(await radicale.entries()).toHaveLength(0);
    const mail = transport.sent.at(-1);
    expect(mail?.subject).toBe('Erstgespräch abgesagt: Dienstag, 31. März 2026, 09:00–09:45, in Dietikon');
    expect(firstLine(mail)).toMatch(/^Eva hat den Termin/);
    const cancel = invitationOf(mail);
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.value('uid')).toBe(uid);
    expect(cancel.value('sequence')).toBe(2);
    expect(cancel.value('status')).toBe('CANCELLED');
    expect(zurich(cancel.value('dtstart')).time).toBe('09:00');
  });

  it('changing the time moves the one entry (same UID, SEQUENCE 1); cancelling then removes it with SEQUENCE 3', async () => {
    const { book, post, transport, times } = setup();
    const booked = await book();
    const uid = invitationOf(booked.mail).value('uid');
    const [later] = await times();
    const token = tokenOf(booked.body.booking);
    const res = await post({ action: 'change', token, language: 'de', slot: later!.id, place: 'online' });
    expect(res.status).toBe(303);
    const entries = await radicale.entries();
    expect(entries).toHaveLength(1);
    const stored = readEvent(entries[0]?.text ?? '');
    expect(stored.value('uid')).toBe(uid);
    expect(stored.value('sequence')).toBe(1);
    expect((stored.value('dtstart') as ICAL.Time).toJSDate()).toEqual(startOfSlotId(later!.id));
    const moved = transport.sent.at(-1);
    expect(moved?.subject).toMatch(/^Erstgespräch verschoben: /);
    expect(invitationOf(moved).method).toBe('REQUEST');
    expect(invitationOf(moved).value('sequence')).toBe(1);
    expect(moved?.text).toContain(`Kalender: eingetragen (127.0.0.1:${new URL(radicale.origin).port})`);

    await post({ action: 'cancel', token, language: 'de' });
    expect(await radicale.entries()).toHaveLength(0);
    expect(invitationOf(transport.sent.at(-1)).value('sequence')).toBe(3);
  });

  it('releasing by the team’s link removes the entry too', async () => {
    const { book, post } = setup();
    const booked = await book();
    expect(await radicale.entries()).toHaveLength(1);
    const release = /booking\?release=([\w.-]+)/.exec(booked.mail?.text ?? '')?.[1] ?? '';
    expect((await post({ action: 'release', token: release })).status).toBe(303);
    expect(await radicale.entries()).toHaveLength(0);
  });

  it('a wrong password (401): the booking stands, the visitor sees it booked, the team’s mail says first that the entry is missing and why', async () => {
    const { book, booking, times, log } = setup({ BOOKING_CALDAV_PASSWORD: 'wrong-password-4711' });
    const { status, body, slot, mail } = await book();
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, booking: expect.stringMatching(/booking\?view=/) });
    expect(await (await booking(new Request(`http://localhost${body.booking}`))).text()).toContain('Ihr Termin ist gebucht');
    expect((await times()).map((free) => free.id)).not.toContain(slot?.id);
    expect(await radicale.entries()).toHaveLength(0);

    const host = new URL(radicale.origin).host;
    expect(firstLine(mail)).toBe(
      `KALENDEREINTRAG FEHLT: Dieser Termin steht nicht in Ihrem Kalender, denn ${host} hat ihn nicht angenommen: HTTP 401 (Anmeldung abgelehnt: BOOKING_CALDAV_USER und BOOKING_CALDAV_PASSWORD prüfen). Bitte tragen Sie ihn mit der Einladung in dieser Mail ein.`,
    );
    expect(mail?.html).toContain('KALENDEREINTRAG FEHLT');
    expect(invitationOf(mail).method).toBe('REQUEST');
    const logged = log.lines.map((line) => line.text).join('\n');
    expect(logged).toContain(`${host} answered HTTP 401`);
    for (const secret of ['wrong-password-4711', radicale.password, '/team-calendar/']) {
      expect(logged).not.toContain(secret);
      expect(mail?.text).not.toContain(secret);
    }
  });

  it('a calendar server answering 500: the booking stands and the mail says so first; a cancellation there says the entry stays', async () => {
    const server = await failingServer();
    try {
      const { book, post, transport } = setup({ BOOKING_CALDAV_URL: server.url });
      const booked = await book();
      expect(booked.status).toBe(200);
      expect(booked.body.booking).toMatch(/booking\?view=/);
      const host = new URL(server.url).host;
      expect(firstLine(booked.mail)).toBe(
        `KALENDEREINTRAG FEHLT: Dieser Termin steht nicht in Ihrem Kalender, denn ${host} hat ihn nicht angenommen: HTTP 500. Bitte tragen Sie ihn mit der Einladung in dieser Mail ein.`,
      );
      expect(server.requests).toEqual([expect.stringMatching(/^PUT \/calendars\/team\/secret-calendar-id\/[\w-]+\.ics$/)]);
      expect(booked.mail?.text).not.toContain('secret-calendar-id');

      const res = await post({ action: 'cancel', token: tokenOf(booked.body.booking), language: 'en' });
      expect(res.status).toBe(303);
      expect(server.requests[1]).toMatch(/^DELETE /);
      expect(firstLine(transport.sent.at(-1))).toBe(
        `KALENDEREINTRAG NICHT GELÖSCHT: Die Website konnte diesen Termin nicht aus Ihrem Kalender löschen, denn ${host} hat die Löschung nicht angenommen: HTTP 500. Bitte löschen Sie ihn selbst oder mit der Absage in dieser Mail.`,
      );
    } finally {
      await server.close();
    }
  });

  it('a calendar address that is not https: the booking stands, nothing is sent there, and the mail says which variable is wrong', async () => {
    const fetched: string[] = [];
    const { book } = setup({ BOOKING_CALDAV_URL: 'http://caldav.example/calendars/team/' });
    const booked = await book({
      booking: {
        store: memoryBlobStore(),
        clientIp: '203.0.113.7',
        fetch: (async (input: string | URL | Request) => {
          fetched.push(String(input));
          return new Response(null, { status: 201 });
        }) as typeof fetch,
      },
    });
    expect(booked.status).toBe(200);
    expect(fetched).toEqual([]);
    expect(firstLine(booked.mail)).toBe(
      'KALENDEREINTRAG FEHLT: Dieser Termin steht nicht in Ihrem Kalender, denn die Einstellungen des Kalenders in Netlify sind falsch: BOOKING_CALDAV_URL ist keine https-Adresse. Bitte tragen Sie ihn mit der Einladung in dieser Mail ein.',
    );
  });

  it('takes the entry out again when the booking is undone (the message could neither be sent nor kept)', async () => {
    const { book, times } = setup();
    const unavailable: WaitingStore = {
      ...memoryWaitingStore(),
      setJSON: async () => {
        throw new Error('Blobs unavailable');
      },
    };
    const booked = await book({ transport: captureTransport('send_failed'), waitingStore: unavailable });
    expect(booked.status).toBe(502);
    expect((await times()).map((free) => free.id)).toContain(booked.slot?.id);
    expect(await radicale.entries()).toHaveLength(0);
  });

  it('keeps the invitation and the calendar’s answer with a message SendGrid did not take, and delivers them later', async () => {
    const { book, env } = setup({ BOOKING_CALDAV_PASSWORD: 'wrong-password-4711' });
    const waitingStore = memoryWaitingStore();
    const booked = await book({ transport: captureTransport('send_failed'), waitingStore });
    expect(booked.body).toMatchObject({ ok: true, delayed: true });

    const later = captureTransport();
    const delivery = { env, transport: later, now: () => now + 10 * 60_000, log: recordingLogger() };
    const report = await deliverWaitingMessages({
      ...delivery,
      store: waitingStore,
      previewStore: memoryWaitingStore(),
      kinds: siteMessageKinds(delivery),
    });
    expect(report.delivered).toBe(1);
    const mail = later.sent[0];
    const invitation = invitationOf(mail);
    expect(invitation.method).toBe('REQUEST');
    expect(zurich(invitation.value('dtstart')).time).toBe('09:00');
    expect(String(invitation.event.getFirstProperty('organizer')?.getFirstValue())).toBe('mailto:website@praxis.example');
    expect(mail?.text).toContain('KALENDEREINTRAG FEHLT');
  });
});

describe('teamCalendarFromEnv', () => {
  const login = { BOOKING_CALDAV_USER: 'team', BOOKING_CALDAV_PASSWORD: 'app-password' };

  it('is off without the variables, and takes an https calendar address as the collection', () => {
    expect(teamCalendarFromEnv({})).toEqual({ kind: 'none' });
    const setting = teamCalendarFromEnv({ BOOKING_CALDAV_URL: ' https://sync.infomaniak.com/calendars/AB123/8f1e?x=1 ', ...login });
    expect(setting.kind === 'caldav' && setting.calendar.collection.href).toBe('https://sync.infomaniak.com/calendars/AB123/8f1e/');
    expect(setting.kind === 'caldav' && entryAddress(setting.calendar, 'bk_1a-B').href).toBe(
      'https://sync.infomaniak.com/calendars/AB123/8f1e/bk_1a-B.ics',
    );
  });

  it('takes plain http only on this machine', () => {
    expect(teamCalendarFromEnv({ BOOKING_CALDAV_URL: 'http://127.0.0.1:5232/team/cal/', ...login }).kind).toBe('caldav');
    expect(teamCalendarFromEnv({ BOOKING_CALDAV_URL: 'http://[::1]:5232/team/cal/', ...login }).kind).toBe('caldav');
    expect(teamCalendarFromEnv({ BOOKING_CALDAV_URL: 'http://caldav.example/team/cal/', ...login })).toEqual({
      kind: 'invalid',
      problem: 'not-https',
    });
  });

  it('names what is missing or wrong', () => {
    expect(teamCalendarFromEnv(login)).toEqual({ kind: 'invalid', problem: 'no-url' });
    expect(teamCalendarFromEnv({ BOOKING_CALDAV_URL: 'https://caldav.example/cal/', BOOKING_CALDAV_USER: 'team' })).toEqual({
      kind: 'invalid',
      problem: 'no-login',
    });
    expect(teamCalendarFromEnv({ BOOKING_CALDAV_URL: 'caldav.example/cal', ...login })).toEqual({ kind: 'invalid', problem: 'not-a-url' });
    expect(teamCalendarFromEnv({ BOOKING_CALDAV_URL: 'https://team:pw@caldav.example/cal/', ...login })).toEqual({
      kind: 'invalid',
      problem: 'not-a-url',
    });
  });
});

describe('writing and deleting an entry', () => {
  const event = teamCalendarEvent({
    bookingId: 'bk_direct',
    slot: { start: '2026-10-27T08:00:00.000Z', end: '2026-10-27T08:45:00.000Z' },
    place: 'online',
    address: { street: 'Riedstrasse 14', postalCode: '8953', city: 'Dietikon' },
    confirmation: 'reserved',
    siteAddress: 'https://www.example.ch',
    releaseUrl: 'https://www.example.ch/.netlify/functions/booking?release=x',
    now: new Date(now),
  });
  const calendar = () => {
    const setting = teamCalendarFromEnv({
      BOOKING_CALDAV_URL: radicale.calendarUrl,
      BOOKING_CALDAV_USER: radicale.user,
      BOOKING_CALDAV_PASSWORD: radicale.password,
    });
    if (setting.kind !== 'caldav') throw new Error('radicale’s calendar not taken');
    return setting.calendar;
  };

  /** A server on 127.0.0.1 that answers as told (or never), and records what it was asked. */
  async function standIn(answer: (res: ServerResponse) => void) {
    const requests: { method?: string; url?: string; authorization?: string }[] = [];
    const server = createServer((req, res) => {
      requests.push({ method: req.method, url: req.url, authorization: req.headers.authorization });
      answer(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {
      origin,
      requests,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }
  const at = (origin: string) => ({ ...calendar(), collection: new URL(`${origin}/calendars/team/secret-calendar-id/`) });

  it('creates once and never replaces: a second create of the same booking is refused (412), the entry unchanged', async () => {
    expect(await putEntry(calendar(), 'bk_direct', event, 'create')).toEqual({ ok: true, host: new URL(radicale.origin).host });
    const again = await putEntry(calendar(), 'bk_direct', { ...event, summary: 'Überschrieben' }, 'create');
    expect(again).toMatchObject({ ok: false, failure: { reason: 'status', status: 412 } });
    const [entry] = await radicale.entries();
    expect(entry?.href).toBe('/team/team-calendar/bk_direct.ics');
    // Online, reserved, in winter time again: 09:00 in Zurich is 08:00 UTC.
    const stored = readEvent((await radicale.entry(entry?.href ?? '')) ?? '');
    expect(stored.value('summary')).toBe('Erstgespräch (über die Website gebucht)');
    expect(stored.value('location')).toBe('Online (Video)');
    expect(stored.value('status')).toBe('TENTATIVE');
    expect(zurich(stored.value('dtstart'))).toEqual({ date: '2026-10-27', time: '09:00', weekday: 'tuesday' });
  });

  it('deletes, and takes an entry that is not there (any more) as deleted', async () => {
    await putEntry(calendar(), 'bk_direct', event, 'create');
    expect((await deleteEntry(calendar(), 'bk_direct')).ok).toBe(true);
    expect(await radicale.entry('/team/team-calendar/bk_direct.ics')).toBeNull();
    expect((await deleteEntry(calendar(), 'bk_direct')).ok).toBe(true);
  });

  it('follows no redirect: the credentials never reach the other place', async () => {
    const elsewhere = await standIn((res) => res.writeHead(201).end());
    const redirecting = await standIn((res) => res.writeHead(307, { location: `${elsewhere.origin}/collect` }).end());
    try {
      const written = await putEntry(at(redirecting.origin), 'bk_direct', event, 'create');
      expect(written).toMatchObject({ ok: false, failure: { reason: 'redirect', status: 307 } });
      expect(redirecting.requests[0]?.authorization).toMatch(/^Basic /);
      expect(elsewhere.requests).toHaveLength(0);
    } finally {
      await Promise.all([elsewhere.close(), redirecting.close()]);
    }
  });

  it('gives up on a server that never answers, and names one that cannot be reached', async () => {
    const silent = await standIn(() => undefined);
    try {
      const started = Date.now();
      expect(await putEntry(at(silent.origin), 'bk_direct', event, 'create', { timeoutMs: 300 })).toMatchObject({
        ok: false,
        failure: { reason: 'timeout', ms: 300 },
      });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await silent.close();
    }
    expect(await deleteEntry(at(silent.origin), 'bk_direct')).toMatchObject({
      ok: false,
      failure: { reason: 'unreachable', code: 'ECONNREFUSED' },
    });
  });

  it('logs what failed by host and status only; nothing where no calendar is set up', async () => {
    const log = recordingLogger();
    const setting = teamCalendarFromEnv({
      BOOKING_CALDAV_URL: radicale.calendarUrl,
      BOOKING_CALDAV_USER: radicale.user,
      BOOKING_CALDAV_PASSWORD: 'not-the-password',
    });
    const written = await keepBooking(setting, { bookingId: 'bk_direct', slotId: '2026-10-27T0800Z', event }, { log });
    if (!written || written.ok) throw new Error('a wrong password was taken');
    const said = [failureInEnglish(written), ...log.lines.map((line) => line.text)].join('\n');
    expect(said).toContain(
      `booking: 2026-10-27T0800Z is booked, but the team's calendar does not say so: ${new URL(radicale.origin).host} answered HTTP 401`,
    );
    expect(said).not.toContain('not-the-password');
    expect(said).not.toContain('team-calendar/');
    expect(await keepBooking({ kind: 'none' }, { bookingId: 'bk_direct', slotId: '2026-10-27T0800Z', event }, { log })).toBeUndefined();
  });
});
