/**
 * The addresses of a booking's private links. Relative ones for the visitor's own browser (the answer
 * after booking, the page's buttons); absolute ones for what leaves the site (the calendar entry, the
 * team's mail), built on the site's own address as Netlify names it, never on a request's Host header.
 */
import { bookingEndpoint, wayBackField } from '../../src/forms/protocol';
import type { Language } from '../../src/i18n/languages';
import { timesGroupId } from '../../src/forms/request/texts';
export { siteOrigin } from '../shared/site-origin';
import type { BookingSettings } from './booking-settings';
import { attendedAction, signBookingToken } from './booking-token';

/**
 * What the visitor's page says beyond the booking: `delayed`, the team hears of it later (a mail fault);
 * `booked`, it is the answer to booking itself, and says where the confirmation went.
 */
export interface PageFlags {
  delayed?: boolean;
  booked?: boolean;
}

export function viewPath(token: string, language: Language, { delayed = false, booked = false }: PageFlags = {}): string {
  return `${bookingEndpoint}?view=${encodeURIComponent(token)}&language=${language}${delayed ? '&delayed=1' : ''}${booked ? '&booked=1' : ''}`;
}

/** A link only the mailbox got ("this was not me", "mails again?"): the booking's page with that link's one button. */
export function mailboxLinkPath(action: 'notme' | 'resume', token: string, language: Language): string {
  return `${bookingEndpoint}?${action}=${encodeURIComponent(token)}&language=${language}`;
}

/**
 * The short private link of an SMS (./booking-token.ts: signShortToken): `/t/<token>` on the site's own
 * origin, which netlify.toml rewrites to this function (`?short=`); it answers with a 303 to the booking's
 * page at its reminders part, so the SMS's one link is also its way to stop.
 */
export const shortLinkPrefix = '/t/';

export function shortLinkPath(token: string): string {
  return `${shortLinkPrefix}${token}`;
}

export function releasePath(token: string): string {
  return `${bookingEndpoint}?release=${encodeURIComponent(token)}`;
}

/** The request at its free times, from the one message after a missed time (./way-back.ts); the fragment: the times' part. */
export function wayBackPath(token: string, language: Language): string {
  return `${bookingEndpoint}?${wayBackField}=${encodeURIComponent(token)}&language=${language}#${timesGroupId}`;
}

/** The page of an earlier time offered to a booking: the time, "take this time" and "no, thank you" (../booking-views.ts: offerAnswer). */
export function offerPath(token: string, language: Language): string {
  return `${bookingEndpoint}?offer=${encodeURIComponent(token)}&language=${language}`;
}

/** The team's page after a time: one button that enters "came" (or "did not come"). */
export function attendedPath(token: string, came: boolean): string {
  return `${bookingEndpoint}?attended=${encodeURIComponent(token)}&came=${came ? 'yes' : 'no'}`;
}

/**
 * The team's two links after a booked time (the calendar entry, the morning mail), absolute: they name the
 * time's random attendance id (never the booking number), the time and the visitor's language, signed.
 */
export function attendanceLinks(
  context: { settings: Pick<BookingSettings, 'secret'>; siteAddress: string },
  booked: { attendanceId: string; slotId: string; language?: Language | undefined },
): { came: string; notCame: string } {
  const subject = { bookingId: booked.attendanceId, slotId: booked.slotId };
  const token = signBookingToken(attendedAction(booked.language ?? 'de'), subject, context.settings.secret);
  return {
    came: `${context.siteAddress}${attendedPath(token, true)}`,
    notCame: `${context.siteAddress}${attendedPath(token, false)}`,
  };
}
