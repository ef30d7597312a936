/**
 * Asking to hear of an earlier time (issue 70), by one rule wherever a visitor asks: the booking page's part
 * "Früher kommen?" (./booking-actions.ts) and the request form's check step, once its booking landed
 * (./book-request.ts). What suits is read against what the page offers (`askableOf` below, which the page's
 * part is built on too: ./booking-views.ts, soonerView): the earliest day from the first bookable one up to the
 * booked time's, the time of day, the places the practice offers. It comes from the settings and the booking
 * alone, so asking reads no record before the ledger's own step: the booking goes into the line (ledger.ask).
 */
import { meetingPlaces, offersEarlierTimes } from '../../src/booking/availability';
import { bookableDays } from '../../src/booking/free-times';
import type { Language } from '../../src/i18n/languages';
import { texts } from '../shared/locale-texts';
import type { BookingContext } from './booking-context';
import type { Booking } from './ledger/ledger';
import { type Daypart, dayOfSlot, dayparts } from './ledger/records';
import type { SoonerView } from './pages/booking-page';

/**
 * What a visitor asks, as a form sends it: the earliest day (YYYY-MM-DD; none: the first bookable day, as the
 * request's check step asks), the time of day ('any' or one), the places.
 */
export interface EarlierWish {
  earliest?: string;
  daypart: string | null;
  places: readonly string[];
}

/** What a booking can ask for: the days between which the earliest is chosen, the places, the channels, and why it cannot. */
export type Askable = Pick<SoonerView, 'firstDay' | 'lastDay' | 'placesOffered' | 'channels' | 'cannot'>;

/** What a booking can ask for now; undefined where the team offers none (offersPerWeek 0). */
export function askableOf(context: BookingContext, booking: Booking): Askable | undefined {
  const { availability } = context.settings;
  if (!offersEarlierTimes(availability)) return undefined;
  const firstDay = bookableDays(availability, context.now).first;
  const lastDay = dayOfSlot(booking.slotId);
  const placesOffered = meetingPlaces.filter((place) => availability.windows.some((window) => window.places.includes(place)));
  const channels = [
    ...(booking.mails === 'on' && booking.person?.email ? (['email'] as const) : []),
    ...(booking.sms === 'on' && booking.person?.phone ? (['sms'] as const) : []),
  ];
  const cannot = lastDay < firstDay ? ('close' as const) : channels.length === 0 ? ('channel' as const) : undefined;
  return { firstDay, lastDay, placesOffered, channels, ...(cannot ? { cannot } : {}) };
}

export type EarlierAsked =
  /** Asking cannot be (the team offers none, the time is too close, no way to reach the visitor): nothing asked. */
  | { outcome: 'cannot' }
  /** What was sent does not hold: the part as typed, and why, in the visitor's language (the page shows them in its "Früher kommen?"). */
  | { outcome: 'problem'; typed: Pick<SoonerView, 'earliest' | 'dayparts' | 'places'>; problem: string }
  /** In the line (`asked`), or the ledger would not (the booking ended meanwhile, or cannot reach its visitor). */
  | { outcome: 'asked' | 'notAsked' };

export async function askEarlier(context: BookingContext, booking: Booking, language: Language, wish: EarlierWish): Promise<EarlierAsked> {
  const t = texts[language];
  const askable = askableOf(context, booking);
  if (!askable || askable.cannot) return { outcome: 'cannot' };
  const earliest = wish.earliest?.trim() ?? askable.firstDay;
  const wanted: Daypart[] = dayparts.filter((one) => one === wish.daypart);
  const places = askable.placesOffered.filter((place) => wish.places.includes(place));
  const typed = { earliest, dayparts: wanted, places };
  const problem =
    !/^\d{4}-\d{2}-\d{2}$/.test(earliest) || earliest > askable.lastDay
      ? t('booking.page.soonerEarliestInvalid')
      : places.length === 0
        ? t('booking.page.soonerPlacesMissing')
        : undefined;
  if (problem) return { outcome: 'problem', typed, problem };
  // A day before the first bookable one asks from that one: nothing earlier can be offered anyway.
  const asked = await context.ledger.ask(booking.bookingId, {
    earliest: earliest < askable.firstDay ? askable.firstDay : earliest,
    dayparts: wanted,
    places,
  });
  context.log.info(`booking: ${booking.bookingId} ${asked ? 'asks' : 'cannot ask'} for an earlier time`);
  return { outcome: asked ? 'asked' : 'notAsked' };
}
