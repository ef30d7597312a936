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
import { type SlotId, startOfSlotId } from '../../../src/booking/free-times';
import { addDays, instantToWallTime, zurichTimeZone } from '../../../src/booking/zurich-time';
import { type Language, languageInfo } from '../../../src/i18n/languages';
import type { SmsLeaving } from '../../outbox/message';
import { numberKey } from '../../outbox/phone-key';
import { texts } from '../../shared/locale-texts';
import type { BookingContext } from '../booking-context';
import { shortLinkPath } from '../booking-links';
import { signShortToken } from '../booking-token';
import type { Booking } from '../ledger/ledger';

/** What a visitor's SMS is about; kept as it is while the SMS waits. */
export type SmsNotice =
  | { what: 'confirmation'; bookingId: string }
  | { what: 'reminder'; bookingId: string; slotId: SlotId; hours: number }
  /** An earlier time offered (../offer-freed.ts): sent only while the offer is open; its link opens the booking's page at the offer. */
  | { what: 'offer'; bookingId: string; slotId: SlotId };

/** No SMS between 21:00 and 07:00 Zurich time (../reminders.ts moves a reminder that would fall there to the evening before). */
export const quietHours = { from: '21:00', to: '07:00' } as const;

/** Whether `instant` is within the quiet hours on Zurich's clock. */
export function isQuietHour(instant: Date): boolean {
  const { time } = instantToWallTime(instant);
  return time >= quietHours.from || time < quietHours.to;
}

const shortDates = new Map<Language, Intl.DateTimeFormat>();

/** The day in few letters: "Do 30.9." / "Thu 30 Sept", on Zurich's calendar. */
function shortDate(instant: Date, language: Language): string {
  let format = shortDates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(languageInfo[language].ogLocale.replace('_', '-'), {
      timeZone: zurichTimeZone,
      weekday: 'short',
      day: 'numeric',
      month: language === 'de' ? 'numeric' : 'short',
    });
    shortDates.set(language, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  const weekday = (parts.weekday ?? '').replace('.', '');
  return language === 'de' ? `${weekday} ${parts.day}.${parts.month}.` : `${weekday} ${parts.day} ${parts.month}`;
}

/** The short link of the booking's page, absolute: the SMS's one link. */
export function smsLink(context: Pick<BookingContext, 'siteAddress' | 'settings'>, bookingId: string): string {
  return `${context.siteAddress}${shortLinkPath(signShortToken(bookingId, context.settings.secret))}`;
}

/**
 * The SMS's words: what it is (booked, reserved, a reminder), when (today, tomorrow or the short date, and
 * the clock), where in a few words, and the link. Said from the day it leaves, so one that waited says the truth.
 */
export function smsText(
  context: Pick<BookingContext, 'siteAddress' | 'settings' | 'now'>,
  what: SmsNotice['what'],
  booking: Pick<Booking, 'bookingId' | 'slot' | 'place'>,
  language: Language,
  /** For an offer: the time offered (in `booking`'s stead: its slot and place), and until when it is held. */
  offer?: { until: string },
): string {
  const s = (key: string, options?: Record<string, string>) => texts[language](`booking.sms.${key}`, options);
  const today = instantToWallTime(context.now).date;
  const dayOf = (instant: Date) => {
    const { date } = instantToWallTime(instant);
    return date === today ? s('today') : date === addDays(today, 1) ? s('tomorrow') : shortDate(instant, language);
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
  const { ledger, settings, now } = context;
  const booking = await ledger.find(notice.bookingId);
  const phone = booking?.person?.phone;
  if (!booking || booking.state !== 'booked' || booking.sms !== 'on' || !phone) return undefined;
  if (notice.what === 'reminder' && booking.slotId !== notice.slotId) return undefined;
  const offer = notice.what === 'offer' ? (await ledger.askingOf(booking.bookingId))?.offer : undefined;
  if (notice.what === 'offer' && offer?.slotId !== notice.slotId) return undefined;
  // With an address the e-mail confirms (it carries the calendar file); the SMS confirms only where there is none.
  if (notice.what === 'confirmation' && booking.person?.email) return undefined;
  // A reminder that waited (the provider was down) does not wake anyone either: it is tried again after 07:00.
  if ((notice.what === 'reminder' || notice.what === 'offer') && isQuietHour(now))
    throw new Error(`an SMS waits for ${quietHours.to}: none between ${quietHours.from} and ${quietHours.to}`);
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
