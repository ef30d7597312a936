/**
 * Books the time a first-consultation request chose, for the contact handler: checks and holds it
 * (./booking-times.ts), writes it into the team's CalDAV calendar where one is set up
 * (./team-calendar.ts; a failure there never undoes the booking, the team's mail says it), and makes
 * what the answer and the team's mail need: the visitor's private page, and the mail's part with the
 * invitation and the team's release link. Also lists the free times for a form page answered without
 * JavaScript.
 */
import type { Language } from '../../src/i18n/languages';
import type { Env } from '../shared/mail-settings';
import { bundleRoot } from '../shared/built-page';
import type { Logger } from '../shared/logger';
import { offeredSlot } from '../../src/booking/offered-slot';
import { type MailBooking, teamCalendarEvent, whenInGerman, whereInGerman } from './booking-mail';
import { releasePath, siteOrigin, viewPath } from './booking-links';
import { type BookingSettings, readBookingSettings } from './booking-settings';
import { type BookingPerson, type BookingStore, type MeetingPlace, openBookingStore, releaseSlot } from './booking-store';
import type { CalendarEvent } from './calendar-file';
import type { Slot } from '../../src/booking/free-times';
import { type TimesWanted, bookTime, currentFreeTimes } from './booking-times';
import { signBookingToken } from './booking-token';
import { skippedEntryNotice } from './calendar-notice';
import { networkOfAddress } from './client-network';
import type { OfferedTimes } from './free-times-field';
import { enterBooking, removeBooking } from './team-calendar';

export interface RequestBookingDeps {
  env: Env;
  deployContext?: string;
  siteUrl?: string;
  requestUrl: string;
  now: Date;
  log: Logger;
  store?: BookingStore;
  fetch?: typeof fetch;
  /** The visitor's address (Netlify's `context.ip`): counted per network, never kept. */
  clientIp?: string;
}

/** The deploy context's store; none (and a log line) where Netlify Blobs is not set up. */
function openStore(deps: RequestBookingDeps, name: string): BookingStore | undefined {
  if (deps.store) return deps.store;
  try {
    return openBookingStore(name);
  } catch (error) {
    deps.log.error(`booking: the booking store cannot be opened: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

export type RequestBooking =
  | { ok: true; mail: MailBooking; viewPath: (delayed: boolean) => string; undo: () => Promise<void> }
  | { ok: false; field: 'slot'; code: 'taken' | 'limit' | 'unavailable' | 'invalid' }
  /** A time in both places with neither chosen (only a form sent without JavaScript can send that). */
  | { ok: false; field: 'place'; code: 'required' };

export async function bookRequestedTime(
  deps: RequestBookingDeps,
  request: { slotId: string; place: string | undefined; language: Language; person?: BookingPerson },
): Promise<RequestBooking> {
  const read = await readBookingSettings(deps.env, deps.deployContext, bundleRoot(deps.env));
  if (!read.ok) {
    deps.log.error(`booking: a request chose ${request.slotId}, but booking is not configured: ${read.problem}`);
    return { ok: false, field: 'slot', code: 'unavailable' };
  }
  const { settings } = read;
  const store = openStore(deps, settings.storeName);
  if (!store) return { ok: false, field: 'slot', code: 'unavailable' };
  const outcome = await bookTime(
    { settings, store, now: deps.now, log: deps.log, ...(deps.fetch ? { fetch: deps.fetch } : {}) },
    {
      slotId: request.slotId,
      place: request.place,
      network: networkOfAddress(deps.clientIp, settings.secret),
      // Kept with the time until it has passed, so a cancellation's mail to the team names them.
      ...(request.person ? { person: request.person } : {}),
    },
  );
  if (!outcome.ok && outcome.reason === 'place') return { ok: false, field: 'place', code: outcome.code };
  if (!outcome.ok) return { ok: false, field: 'slot', code: outcome.reason === 'not_offered' ? 'invalid' : outcome.reason };

  const subject = { bookingId: outcome.bookingId, slotId: outcome.slot.id };
  const cancel = signBookingToken('cancel', subject, settings.secret);
  const origin = siteOrigin(deps.env, deps.deployContext, deps.siteUrl, deps.requestUrl);
  const confirmation = settings.availability.confirmation;
  const { releaseUrl, event } = teamBooking(settings, { ...outcome, changes: 0 }, origin, deps.now);
  const calendarDeps = { log: deps.log, ...(deps.fetch ? { fetch: deps.fetch } : {}) };
  const calendarEntry = await enterBooking(settings.teamCalendar, { ...subject, event }, calendarDeps);
  const mail: MailBooking = {
    when: whenInGerman(outcome.slot),
    where: whereInGerman(outcome.place, settings.address),
    confirmation,
    releaseUrl,
    event,
    ...(calendarEntry ? { calendarEntry } : {}),
  };
  return {
    ok: true,
    mail,
    viewPath: (delayed) => viewPath(cancel, request.language, delayed),
    undo: async () => {
      await releaseSlot(store, { slotId: outcome.slot.id, bookingId: outcome.bookingId, now: deps.now });
      if (calendarEntry?.ok) await removeBooking(settings.teamCalendar, subject, calendarDeps);
    },
  };
}

/**
 * The team's side of a booked time, at booking and after a change: the link that releases it (signed for
 * the time it is at now) and the team's calendar event, which carries that link, not the visitor's.
 */
export function teamBooking(
  settings: BookingSettings,
  booked: { bookingId: string; slot: Slot; place: MeetingPlace; changes: number },
  siteAddress: string,
  now: Date,
): { releaseUrl: string; event: CalendarEvent } {
  const subject = { bookingId: booked.bookingId, slotId: booked.slot.id };
  const releaseUrl = `${siteAddress}${releasePath(signBookingToken('release', subject, settings.secret))}`;
  const event = teamCalendarEvent({
    bookingId: booked.bookingId,
    slot: booked.slot,
    place: booked.place,
    address: settings.address,
    confirmation: settings.availability.confirmation,
    siteAddress,
    releaseUrl,
    now,
    changes: booked.changes,
  });
  return { releaseUrl, event };
}

/** The free times in the visitor's language, or null when booking is off now (the log says why). */
export async function offeredTimes(deps: RequestBookingDeps, language: Language, wanted: TimesWanted = {}): Promise<OfferedTimes | null> {
  const read = await readBookingSettings(deps.env, deps.deployContext, bundleRoot(deps.env));
  if (!read.ok) {
    deps.log.error(`booking: free times not offered: ${read.problem}`);
    return null;
  }
  const store = openStore(deps, read.settings.storeName);
  if (!store) return null;
  const free = await currentFreeTimes(
    { settings: read.settings, store, now: deps.now, log: deps.log, ...(deps.fetch ? { fetch: deps.fetch } : {}) },
    wanted,
  );
  return free.ok ? { slots: free.slots.map((slot) => offeredSlot(slot, language)), more: free.more } : null;
}

/** What the team's next request mail must say first about its calendar (./calendar-notice.ts), if anything. */
export async function calendarNoticeForTeam(deps: RequestBookingDeps): Promise<Awaited<ReturnType<typeof skippedEntryNotice>>> {
  const read = await readBookingSettings(deps.env, deps.deployContext, bundleRoot(deps.env));
  const store = read.ok ? openStore(deps, read.settings.storeName) : undefined;
  if (!store) return undefined;
  try {
    return await skippedEntryNotice(store);
  } catch (error) {
    deps.log.error(
      `booking: the calendar notice for the team could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}
