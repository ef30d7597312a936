/**
 * The SMS a visitor who booked receives at the number they gave, in the language of their pages, when they
 * chose SMS on the form (the ledger's `sms: 'on'`, only with a number that takes SMS): the confirmation
 * where they gave no e-mail address (with one, the e-mail confirms), and the reminders they chose.
 *
 * - One message each: at most 160 characters of the GSM alphabet (../../outbox/sms.ts; the outbox refuses
 *   a longer one for good). The time, the place in a few words, and a short private link to the booking's
 *   page (../booking-token.ts: signShortToken), which opens its reminders part: the way to stop.
 * - Nothing the visitor typed, not even the name, and nothing about why they come: a phone is read by
 *   whoever holds it.
 * - Made from the ledger when it leaves, also when it waited: a reminder of a time that moved or was freed
 *   meanwhile, or with SMS switched off, is not sent.
 * - Limits, checked as each leaves (../../outbox/budgets.ts: admitSms): the number's budgets, the twin of a
 *   mailbox's, and the owner's cap of SMS a day (content/booking.yaml: smsPerDay).
 */
import type { Confirmation } from '../../../src/booking/availability';
import { type SlotId, startOfSlotId } from '../../../src/booking/free-times';
import { addDays, instantToWallTime } from '../../../src/booking/zurich-time';
import { slotShortDateWords } from '../../../src/booking/slot-words';
import type { Language } from '../../../src/i18n/languages';
import { MessageWaits, type SmsLeaving } from '../../outbox/message';
import { numberKey } from '../../outbox/phone-key';
import { texts } from '../../shared/locale-texts';
import type { BookingContext } from '../booking-context';
import { shortLinkPath } from '../booking-links';
import { signShortToken, signShortWayBackToken } from '../booking-token';
import type { Booking } from '../ledger/ledger';
import { dayOfSlot } from '../ledger/records';
import { endOfQuietHours, isQuietHour, quietHours } from '../quiet-hours';

/** What a visitor's SMS is about; kept as it is while the SMS waits. */
export type SmsNotice =
  | { what: 'confirmation'; bookingId: string }
  | { what: 'reminder'; bookingId: string; slotId: SlotId; hours: number }
  /** The one SMS after a time the team marked "did not come" (../way-back.ts), to a visitor who got SMS and no mails. */
  | { what: 'missed'; attendanceId: string; slotId: SlotId }
  /** An earlier time offered (../offer-freed.ts): sent only while the offer is open; its link opens the booking's page at the offer. */
  | { what: 'offer'; bookingId: string; slotId: SlotId };

/**
 * No reminder and no way back by SMS wakes anyone: made in the quiet hours (one that waited while the
 * provider was down, the team's answer given late in the evening), it is held until 07:00, which is no
 * failure (../../outbox/message.ts: MessageWaits). A confirmation goes at once: the visitor has just booked.
 */
function holdForTheNight(now: Date): void {
  if (isQuietHour(now))
    throw new MessageWaits(`an SMS waits for ${quietHours.to}: none between ${quietHours.from} and ${quietHours.to}`, endOfQuietHours(now));
}

/**
 * What an SMS's words need of booking (a BookingContext has it all): the site's address and the secret its
 * links are signed with, the city of a meeting in person, whether a booking is confirmed or reserved, and the
 * day it is. Narrow, so that the launch check can make the longest SMS without opening booking (./longest-sms.ts).
 */
export interface SmsWords {
  siteAddress: string;
  settings: { secret: string; address: { city: string }; availability: { confirmation: Confirmation } };
  now: Date;
}

/** The short link of the booking's page, absolute: the SMS's one link. */
export function smsLink(context: Omit<SmsWords, 'now'>, bookingId: string): string {
  return `${context.siteAddress}${shortLinkPath(signShortToken(bookingId, context.settings.secret))}`;
}

/**
 * The SMS's words: what it is (booked, reserved, a reminder), when (today, tomorrow or the short date, and
 * the clock), where in a few words, and the link. Said from the day it leaves, so one that waited says the truth.
 */
export function smsText(
  context: SmsWords,
  what: 'confirmation' | 'reminder' | 'offer',
  booking: Pick<Booking, 'bookingId' | 'slot' | 'place'>,
  language: Language,
  /** For an offer: the time offered (in `booking`'s stead: its slot and place), and until when it is held. */
  offer?: { until: string },
): string {
  const s = (key: string, options?: Record<string, string>) => texts[language](`booking.sms.${key}`, options);
  const today = instantToWallTime(context.now).date;
  const dayOf = (instant: Date) => {
    const { date } = instantToWallTime(instant);
    return date === today
      ? s('today')
      : date === addDays(today, 1)
        ? s('tomorrow')
        : slotShortDateWords({ start: instant.toISOString() }, language);
  };
  const start = new Date(booking.slot.start);
  const where = booking.place === 'dietikon' ? s('inPerson', { city: context.settings.address.city }) : s(booking.place);
  const when = `${dayOf(start)} ${instantToWallTime(start).time}`;
  const link = smsLink(context, booking.bookingId);
  if (what === 'offer' && offer) {
    const until = new Date(offer.until);
    return s('offer', { when, where, until: `${dayOf(until)} ${instantToWallTime(until).time}`, link });
  }
  const key = what === 'reminder' ? 'reminder' : context.settings.availability.confirmation === 'reserved' ? 'reserved' : 'booked';
  return s(key, { when, where, link });
}

/**
 * The SMS of a notice as the ledger says the booking is now, and the number it goes to; undefined when it
 * is not to be sent (any more). `capReached` hears of each SMS the daily cap holds back (./messages.ts).
 */
export async function visitorSms(
  context: BookingContext,
  notice: SmsNotice,
  capReached: () => Promise<void>,
): Promise<SmsLeaving | undefined> {
  if (notice.what === 'missed') return missedSms(context, notice, capReached);
  const { ledger, settings, now } = context;
  const booking = await ledger.find(notice.bookingId);
  const phone = booking?.person?.phone;
  if (!booking || booking.state !== 'booked' || booking.sms !== 'on' || !phone) return undefined;
  if (notice.what === 'reminder' && booking.slotId !== notice.slotId) return undefined;
  const offer = notice.what === 'offer' ? (await ledger.askingOf(booking.bookingId))?.offer : undefined;
  if (notice.what === 'offer' && offer?.slotId !== notice.slotId) return undefined;
  // With an address the e-mail confirms (it carries the calendar file); the SMS confirms only where there is none.
  if (notice.what === 'confirmation' && booking.person?.email) return undefined;
  // A reminder or an offer that waited (the provider was down) does not wake anyone either: it is held until 07:00.
  if (notice.what === 'reminder' || notice.what === 'offer') holdForTheNight(now);
  const language = booking.language ?? 'de';
  const messageId =
    notice.what === 'confirmation'
      ? `sms-confirmation:${booking.bookingId}`
      : notice.what === 'offer'
        ? `sms-offer:${booking.bookingId}:${notice.slotId}`
        : `sms-reminder:${booking.bookingId}:${booking.slotId}:${notice.hours}`;
  const offered = offer && {
    slot: { start: startOfSlotId(offer.slotId)?.toISOString() ?? offer.dateEnd, end: offer.dateEnd },
    place: offer.place,
  };
  const text = offered
    ? smsText(context, 'offer', { ...booking, ...offered }, language, offer)
    : smsText(context, notice.what, booking, language);
  return {
    sms: { to: phone, from: settings.availability.smsSender, text },
    toNumber: {
      book: ledger,
      number: numberKey(phone, settings.secret),
      budget: {
        kind: notice.what === 'offer' ? 'note' : notice.what,
        messageId,
        standing: {
          bookingId: booking.bookingId,
          endsAt: new Date(booking.slot.end),
          stillHeld: (other: string) => (other === booking.bookingId ? Promise.resolve(true) : ledger.getsSms(other)),
        },
      },
      dailyCap: { limit: settings.availability.smsPerDay, reached: capReached },
    },
  };
}

/** The short link of the one SMS after a missed time, absolute: it opens the request at its free times (../booking-views.ts: shortLinkAnswer). */
export function wayBackSmsLink(
  context: Omit<SmsWords, 'now'>,
  missed: { attendanceId: string; slotId: SlotId },
  language: Language,
): string {
  const token = signShortWayBackToken({ bookingId: missed.attendanceId, slotId: missed.slotId }, language, context.settings.secret);
  return `${context.siteAddress}${shortLinkPath(token)}`;
}

/**
 * The words of the one SMS after a missed time: no blame, and the link to a new time. Not the time it was:
 * within 160 characters the link must fit beside the words with a long origin, and the visitor knows it.
 */
export function missedSmsText(
  context: Omit<SmsWords, 'now'>,
  missed: { attendanceId: string; slotId: SlotId },
  language: Language,
): string {
  return texts[language]('booking.sms.missed', { link: wayBackSmsLink(context, missed, language) });
}

/**
 * The one SMS after a time the team marked "did not come" (../way-back.ts), where the ledger keeps the number
 * for it (a visitor who got SMS and no mails): once (the way back's claim), within the number's budgets as a
 * note, and the daily cap, and never in the quiet hours (held until 07:00).
 */
async function missedSms(
  context: BookingContext,
  notice: Extract<SmsNotice, { what: 'missed' }>,
  capReached: () => Promise<void>,
): Promise<SmsLeaving | undefined> {
  const { ledger, settings, now } = context;
  const kept = await ledger.wayBack(dayOfSlot(notice.slotId), notice.attendanceId);
  const phone = kept?.phone;
  if (!kept || !phone) return undefined;
  holdForTheNight(now);
  return {
    sms: { to: phone, from: settings.availability.smsSender, text: missedSmsText(context, notice, kept.language) },
    toNumber: {
      book: ledger,
      number: numberKey(phone, settings.secret),
      budget: { kind: 'note', messageId: `sms-missed:${notice.attendanceId}` },
      dailyCap: { limit: settings.availability.smsPerDay, reached: capReached },
    },
  };
}
