/**
 * The booking function's logic (netlify/functions/booking.mts), behind a `(Request) => Response` seam
 * like the contact handler:
 *
 *   GET  ?times=1&language=de     the next free times as JSON (src/forms/protocol.ts: FreeTimesBody);
 *        &count=16 for more, &through=<slotId> to reach a time chosen before
 *   GET  ?view=<token>&language   the visitor's page of a booked time (the private link); with
 *        &confirm=cancel the same page asks "cancel it?" with the button that does;
 *        &change=1 the same page with the free times to move to (&count=16 for later ones)
 *   GET  ?ics=<token>&language    the booked time as a calendar file, in that language
 *   GET  ?release=<token>         the team's page that releases a time
 *   POST action=cancel|release, token, language (a form on those pages): frees the time at once,
 *        tells the team, and answers with the page that says so
 *   POST action=change, token, language, slot, place: books the new time, then frees the old one
 *        (./move-booking.ts), tells the team, and answers with the booking's page (same link)
 *
 * Booking itself happens where the request arrives (../submissions/submission-handler.ts, ./book-request.ts).
 */
import { startOfSlotId } from '../../src/booking/free-times';
import { offeredSlot } from '../../src/booking/offered-slot';
import { type FreeTimesBody, freeTimesQuery } from '../../src/forms/protocol';
import { type Language, defaultLanguage, isLanguage, languages } from '../../src/i18n/languages';
import { requestPaths } from '../../src/site/routes';
import { localizedPath } from '../../src/i18n/languages';
import { readLimitedText } from '../shared/read-limited';
import { answerSafely } from '../shared/answers';
import { type Env, readMailSettings } from '../shared/mail-settings';
import { contentSecurityPolicy } from '../../src/gatsby/post-build/csp';
import { bundleRoot, readFormPage } from '../shared/built-page';
import { texts } from '../shared/locale-texts';
import type { Logger } from '../shared/logger';
import { isCrossSite } from '../shared/request-origin';
import { type MailTransport } from '../shared/mail-transport';
import type { TeamMail, MailAddresses } from '../shared/mail';
import { createTransport } from '../shared/transports';
import { failureText } from '../shared/mail-transport';
import { type BookingView, bookingPageContent, fillBookingPage } from './booking-page';
import { type BookingSettings, readBookingSettings } from './booking-settings';
import { type BookingStore, type SlotEntry, openBookingStore, personOf, readMove, releaseSlot, slotKey } from './booking-store';
import { currentFreeTimes } from './booking-times';
import { type BookingNow, moveBooking } from './move-booking';
import { type BookingAction, readBookingToken } from './booking-token';
import { bookingCalendarFile } from './calendar-file';
import { freedTimeMail, movedTimeMail, teamCalendarEvent, whenInGerman, whereInGerman } from './booking-mail';
import { siteOrigin, viewPath } from './booking-links';
import { teamBooking } from './book-request';
import { moveEntry, removeBooking } from './team-calendar';

export interface BookingHandlerDeps {
  env?: Env;
  deployContext?: string;
  /** `context.site.url`: the site's address when no variable names it. */
  siteUrl?: string;
  now?: () => number;
  log?: Logger;
  store?: BookingStore;
  fetch?: typeof fetch;
  transport?: MailTransport;
  /** Where content/ and public/ are read from; defaults to the bundle (form-page.ts: bundleRoot). */
  root?: string;
}

const noStore = { 'Cache-Control': 'no-store' };

/** A cancel or release post is three short fields; anything much larger is not one of the site's forms. */
const maximumPostBytes = 4096;

export async function handleBookingRequest(req: Request, deps: BookingHandlerDeps = {}): Promise<Response> {
  const log = deps.log ?? console;
  return answerSafely('booking', log, () => respond(req, deps, log));
}

interface Context {
  env: Env;
  now: Date;
  log: Logger;
  settings: BookingSettings;
  store: BookingStore;
  fetch?: typeof fetch;
}

async function respond(req: Request, deps: BookingHandlerDeps, log: Logger): Promise<Response> {
  const env = deps.env ?? process.env;
  const root = deps.root ?? bundleRoot(env);
  const url = new URL(req.url);
  const read = await readBookingSettings(env, deps.deployContext, root);
  const now = new Date((deps.now ?? Date.now)());

  if (req.method === 'GET' && url.searchParams.has('times')) {
    const request: FreeTimesBody = { mode: 'request' };
    if (!read.ok) {
      log.error(`booking: free times not offered: ${read.problem}`);
      return Response.json(request, { headers: noStore });
    }
    const language = languageOf(url.searchParams.get('language'));
    let store: BookingStore;
    try {
      store = deps.store ?? openBookingStore(read.settings.storeName);
    } catch (error) {
      log.error(`booking: free times not offered, the booking store cannot be opened: ${failureText(error)}`);
      return Response.json(request, { headers: noStore });
    }
    const through = url.searchParams.get(freeTimesQuery.through);
    const free = await currentFreeTimes(
      { settings: read.settings, store, now, log, ...(deps.fetch ? { fetch: deps.fetch } : {}) },
      { count: url.searchParams.get(freeTimesQuery.count), ...(through ? { through } : {}) },
    );
    const body: FreeTimesBody = free.ok
      ? { mode: 'booking', slots: free.slots.map((slot) => offeredSlot(slot, language)), more: free.more }
      : request;
    return Response.json(body, { headers: noStore });
  }

  const page = async (language: Language, view: BookingView, status = 200) => {
    // The language switch keeps the private link: the same booking in the other language.
    const languageLinks =
      view.kind === 'booked'
        ? Object.fromEntries(
            languages.map((other) => [localizedPath(requestPaths.booking, other), viewPath(view.token, other, view.delayed)]),
          )
        : {};
    const built = await readFormPage(root, localizedPath(requestPaths.booking, language));
    const t = texts[language];
    const facts = read.ok
      ? { address: read.settings.address, responseTime: read.settings.responseTime[language], email: read.settings.email }
      : { address: { street: '', postalCode: '', city: '' }, responseTime: '', email: '' };
    const content = bookingPageContent(t, language, view, facts);
    const html = built
      ? fillBookingPage(built.html, content, languageLinks)
      : `<!doctype html><title>${content.title}</title>${content.html}`;
    // The build's policy for the page, made again for what is answered: its own scripts by hash, nothing else.
    return new Response(html, {
      status,
      headers: { ...noStore, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': contentSecurityPolicy(html) },
    });
  };

  if (req.method === 'POST') return freeTime(req, deps, read, now, log, page);
  if (req.method !== 'GET') return new Response(null, { status: 405, headers: { ...noStore, Allow: 'GET, POST' } });

  const language = languageOf(url.searchParams.get('language'));
  if (!read.ok) {
    log.error(`booking: not configured: ${read.problem}`);
    return page(language, { kind: 'unavailable' }, 503);
  }
  const context = contextOf(deps, env, now, log, read.settings);

  const viewToken = url.searchParams.get('view');
  const icsToken = url.searchParams.get('ics');
  const releaseToken = url.searchParams.get('release');
  if (viewToken !== null) {
    const booked = await bookedTime(context, viewToken, 'cancel');
    if (booked.kind !== 'booked') return page(language, { kind: booked.kind }, booked.kind === 'invalid' ? 404 : 200);
    const changing =
      url.searchParams.get('change') === '1'
        ? { times: await changeTimes(context, language, url.searchParams.get(freeTimesQuery.count)) }
        : undefined;
    return page(language, {
      ...bookedView(context, booked, viewToken, language, url.searchParams.get('delayed') === '1', origin(req, deps, env)),
      confirming: url.searchParams.get('confirm') === 'cancel',
      ...(changing ? { changing } : {}),
      changed: url.searchParams.get('changed') === '1',
    });
  }
  if (icsToken !== null) {
    const booked = await bookedTime(context, icsToken, 'cancel');
    if (booked.kind !== 'booked') return page(language, { kind: booked.kind }, 404);
    const origin = siteOrigin(env, deps.deployContext, deps.siteUrl, req.url);
    const t = texts[language];
    const file = bookingCalendarFile({
      bookingId: booked.entry.bookingId,
      slot: booked.slot,
      location: booked.entry.place === 'online' ? 'online' : read.settings.address,
      language,
      summary: t('booking.calendar.summary'),
      description: t('booking.calendar.description'),
      link: { text: t('booking.calendar.link'), url: `${origin}${viewPath(icsToken, language)}` },
      reminder: t('booking.calendar.reminder'),
      confirmation: read.settings.availability.confirmation,
      now,
      changes: booked.changes,
    });
    return new Response(file, {
      headers: {
        ...noStore,
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'attachment; filename="erstgespraech.ics"',
      },
    });
  }
  if (releaseToken !== null) {
    const booked = await bookedTime(context, releaseToken, 'release');
    if (booked.kind !== 'booked')
      return page('de', { kind: booked.kind === 'invalid' ? 'invalid' : 'gone' }, booked.kind === 'invalid' ? 404 : 200);
    return page('de', { kind: 'release', slot: booked.slot, token: releaseToken });
  }
  return Response.json({ error: 'not_found' }, { status: 404, headers: noStore });
}

function contextOf(deps: BookingHandlerDeps, env: Env, now: Date, log: Logger, settings: BookingSettings): Context {
  return {
    env,
    now,
    log,
    settings,
    store: deps.store ?? openBookingStore(settings.storeName),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  };
}

function languageOf(value: string | null): Language {
  return isLanguage(value) ? value : defaultLanguage;
}

type BookedTime = (BookingNow & { kind: 'booked'; slot: { start: string; end: string } }) | { kind: 'gone' | 'invalid' };

/** What a private link names, when its signature holds and the time is still this booking's (where it moved to, if it did). */
async function bookedTime(context: Context, token: string, action: BookingAction): Promise<BookedTime> {
  const subject = readBookingToken(token, action, context.settings.secret);
  if (!subject) return { kind: 'invalid' };
  const move = await readMove(context.store, subject.bookingId);
  const slotId = move?.entry.slotId ?? subject.slotId;
  const start = startOfSlotId(slotId);
  const stored = start ? await context.store.getWithMetadata(slotKey(slotId), { type: 'json' }) : null;
  const entry = stored?.data as SlotEntry | undefined;
  if (!start || !entry || entry.kind !== 'booked' || entry.bookingId !== subject.bookingId) return { kind: 'gone' };
  return {
    kind: 'booked',
    entry,
    slot: { start: start.toISOString(), end: entry.dateEnd },
    slotId,
    bookingId: subject.bookingId,
    changes: move?.entry.changes ?? 0,
    ...(move ? { moveEtag: move.etag } : {}),
  };
}

function origin(req: Request, deps: BookingHandlerDeps, env: Env): string {
  return siteOrigin(env, deps.deployContext, deps.siteUrl, req.url);
}

/** The visitor's page of a booked time. */
function bookedView(
  context: Context,
  booked: Extract<BookedTime, { kind: 'booked' }>,
  token: string,
  language: Language,
  delayed: boolean,
  siteAddress: string,
): Extract<BookingView, { kind: 'booked' }> {
  return {
    kind: 'booked',
    slot: booked.slot,
    place: booked.entry.place,
    confirmation: context.settings.availability.confirmation,
    token,
    delayed,
    pageUrl: `${siteAddress}${viewPath(token, language, delayed)}`,
    confirming: false,
  };
}

/** The free times a booking can move to, in the visitor's language; null when none can be shown now. */
async function changeTimes(context: Context, language: Language, count: string | null, through?: string) {
  // A time ticked in a try that did not work stays in the list (unless it is the one that was taken).
  const free = await currentFreeTimes(context, { count, ...(through ? { through } : {}) });
  return free.ok ? { slots: free.slots.map((slot) => offeredSlot(slot, language)), more: free.more } : null;
}

/** POST: the visitor cancels (cancel) or the team releases (release) a time; the team gets a short mail. */
async function freeTime(
  req: Request,
  deps: BookingHandlerDeps,
  read: Awaited<ReturnType<typeof readBookingSettings>>,
  now: Date,
  log: Logger,
  page: (language: Language, view: BookingView, status?: number) => Promise<Response>,
): Promise<Response> {
  const body = await readLimitedText(req, maximumPostBytes);
  const form = new URLSearchParams(body.ok ? body.text : '');
  const action = form.get('action');
  const language = action === 'release' ? 'de' : languageOf(form.get('language'));
  if (isCrossSite(req)) {
    log.info('booking: refused a post from another site');
    return page(language, { kind: 'invalid' }, 403);
  }
  if (!body.ok) return page(language, { kind: 'invalid' }, body.error === 'too_large' ? 413 : 400);
  if (action !== 'cancel' && action !== 'release' && action !== 'change') return page(language, { kind: 'invalid' }, 400);
  if (!read.ok) {
    log.error(`booking: not configured: ${read.problem}`);
    return page(language, { kind: 'unavailable' }, 503);
  }
  const env = deps.env ?? process.env;
  const context = contextOf(deps, env, now, log, read.settings);
  const token = form.get('token') ?? '';
  const tokenAction = action === 'release' ? 'release' : 'cancel';
  let booked = await bookedTime(context, token, tokenAction);
  if (booked.kind !== 'booked') return page(language, { kind: booked.kind }, booked.kind === 'invalid' ? 404 : 200);
  if (action === 'change') return changeTime(context, deps, req, { booked, form, language, page });
  let released = await releaseSlot(context.store, { slotId: booked.slotId, bookingId: booked.bookingId, now });
  if (!released.released) {
    // A change of time may have moved the booking between reading it and freeing it: follow it once more.
    const moved = await bookedTime(context, token, tokenAction);
    if (moved.kind === 'booked' && moved.slotId !== booked.slotId) {
      booked = moved;
      released = await releaseSlot(context.store, { slotId: moved.slotId, bookingId: moved.bookingId, now });
    }
  }
  if (!released.released) return page(language, { kind: 'gone' });
  const when = whenInGerman(booked.slot);
  log.info(`booking: ${booked.slotId} ${action === 'cancel' ? 'cancelled by the visitor' : 'released by the team'}`);
  // Out of the team's CalDAV calendar too; where that fails, the mail says so first.
  const calendarEntry = await removeBooking(read.settings.teamCalendar, booked, { log, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
  // The event as the team's invitation had it (same UID), for the cancellation.
  const event = teamCalendarEvent({
    bookingId: booked.bookingId,
    slot: booked.slot,
    place: booked.entry.place,
    address: read.settings.address,
    confirmation: read.settings.availability.confirmation,
    siteAddress: origin(req, deps, env),
    now,
    changes: booked.changes,
  });
  // The time is free either way.
  await tellTheTeam(context, deps, `${booked.slotId} is free again`, (addresses) =>
    freedTimeMail(
      action === 'cancel' ? 'cancelled' : 'released',
      when,
      addresses,
      { event, ...(calendarEntry ? { entry: calendarEntry } : {}) },
      personOf(booked.entry),
    ),
  );
  return action === 'cancel' ? page(language, { kind: 'cancelled' }) : page('de', { kind: 'released', slot: booked.slot });
}

/** A mail to the team; one that cannot go is logged (the team sees the times in its calendar and the next mails). */
async function tellTheTeam(context: Context, deps: BookingHandlerDeps, what: string, mail: (addresses: MailAddresses) => TeamMail) {
  const { env, now, log } = context;
  const mailSettings = readMailSettings(env, deps.deployContext, process.cwd());
  if (!mailSettings.ok) {
    log.error(`booking: the team could not be told that ${what}: ${mailSettings.problem}`);
    return;
  }
  const transport = deps.transport ?? createTransport(mailSettings.settings.transport, log, () => now.getTime());
  try {
    await transport.send(mail(mailSettings.settings));
  } catch (error) {
    log.error(`booking: the team could not be told that ${what}: ${failureText(error)}`);
  }
}

/**
 * POST action=change: books the chosen time for this booking and frees the old one (./move-booking.ts);
 * the team's calendar entry moves with it and the team gets a mail. Answered with the booking's page at
 * the same link, saying it moved; a try that did not work answers with the times again and why.
 */
async function changeTime(
  context: Context,
  deps: BookingHandlerDeps,
  req: Request,
  {
    booked,
    form,
    language,
    page,
  }: {
    booked: Extract<BookedTime, { kind: 'booked' }>;
    form: URLSearchParams;
    language: Language;
    page: (language: Language, view: BookingView, status?: number) => Promise<Response>;
  },
): Promise<Response> {
  const token = form.get('token') ?? '';
  const chosen = form.get('slot') ?? '';
  const siteAddress = origin(req, deps, context.env);
  const t = texts[language];
  const again = async (problem: string, status: number) =>
    page(
      language,
      {
        ...bookedView(context, booked, token, language, false, siteAddress),
        changing: { times: await changeTimes(context, language, null, chosen), problem, ...(chosen ? { chosen } : {}) },
      },
      status,
    );
  if (!chosen) return again(t('booking.page.changePick'), 422);
  const moved = await moveBooking(context, booked, { slotId: chosen, place: form.get('place') ?? undefined });
  if (!moved.ok) {
    if (moved.reason === 'unchanged') return seeOther(viewPath(token, language));
    if (moved.reason === 'gone') return page(language, { kind: 'gone' });
    if (moved.reason === 'place') return again(t(`request.errors.place.${moved.code}`), 422);
    if (moved.reason === 'taken' || moved.reason === 'not_offered') return again(t('booking.page.changeTaken'), 409);
    return again(t('booking.page.changeFailed'), 503);
  }
  const { settings, log } = context;
  const subject = { bookingId: booked.bookingId, slotId: moved.slot.id };
  const { releaseUrl, event } = teamBooking(settings, { ...subject, ...moved }, siteAddress, context.now);
  const calendarEntry = await moveEntry(
    settings.teamCalendar,
    { ...subject, event },
    { log, ...(context.fetch ? { fetch: context.fetch } : {}) },
  );
  await tellTheTeam(context, deps, `${booked.slotId} moved to ${moved.slot.id}`, (addresses) =>
    movedTimeMail(
      { before: whenInGerman(booked.slot), now: whenInGerman(moved.slot), where: whereInGerman(moved.place, settings.address), releaseUrl },
      addresses,
      { event, ...(calendarEntry ? { entry: calendarEntry } : {}) },
      personOf(booked.entry),
    ),
  );
  return seeOther(`${viewPath(token, language)}&changed=1`);
}

/** The booking's page after a post: its address, so a reload does not post again. */
function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { ...noStore, Location: path } });
}
