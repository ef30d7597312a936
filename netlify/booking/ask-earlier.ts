/**
 * Asking to hear of an earlier time (issue 70), by one rule wherever a visitor asks: the booking page's part
 * "Früher kommen?" (./booking-actions.ts) and the request form's check step, once its booking landed
 * (./book-request.ts). What suits is read against what the page offers (./booking-views.ts: soonerView): the
 * earliest day from the first bookable one up to the booked time's, the time of day, the places the practice
 * offers; then the booking goes into the ledger's line (ledger.ask).
 */
import type { Language } from '../../src/i18n/languages';
import { texts } from '../shared/locale-texts';
import type { BookingContext } from './booking-context';
import { soonerView } from './booking-views';
import type { Booking } from './ledger/ledger';
import { type Daypart, dayparts } from './ledger/records';
import type { SoonerView } from './pages/booking-page';

/** What a visitor asks, as a form sends it: the earliest day (YYYY-MM-DD), the time of day ('any' or one), the places. */
export interface EarlierWish {
  earliest: string;
  daypart: string | null;
  places: readonly string[];
}

export type EarlierAsked =
  /** Asking cannot be (the team offers none, the time is too close, no way to reach the visitor): nothing asked. */
  | { outcome: 'cannot' }
  /** What was sent does not hold: the part as typed, and why, in the visitor's language. */
  | { outcome: 'problem'; sooner: SoonerView; typed: Pick<SoonerView, 'earliest' | 'dayparts' | 'places'>; problem: string }
  /** In the line (`asked`), or the ledger would not (the booking ended meanwhile, or cannot reach its visitor). */
  | { outcome: 'asked' | 'notAsked' };

export async function askEarlier(context: BookingContext, booking: Booking, language: Language, wish: EarlierWish): Promise<EarlierAsked> {
  const t = texts[language];
  const sooner = await soonerView(context, booking, language);
  if (!sooner || sooner.cannot) return { outcome: 'cannot' };
  const earliest = wish.earliest.trim();
  const wanted: Daypart[] = dayparts.filter((one) => one === wish.daypart);
  const places = sooner.placesOffered.filter((place) => wish.places.includes(place));
  const typed = { earliest, dayparts: wanted, places };
  const problem =
    !/^\d{4}-\d{2}-\d{2}$/.test(earliest) || earliest > sooner.lastDay
      ? t('booking.page.soonerEarliestInvalid')
      : places.length === 0
        ? t('booking.page.soonerPlacesMissing')
        : undefined;
  if (problem) return { outcome: 'problem', sooner, typed, problem };
  // A day before the first bookable one asks from that one: nothing earlier can be offered anyway.
  const asked = await context.ledger.ask(booking.bookingId, {
    earliest: earliest < sooner.firstDay ? sooner.firstDay : earliest,
    dayparts: wanted,
    places,
  });
  context.log.info(`booking: ${booking.bookingId} ${asked ? 'asks' : 'cannot ask'} for an earlier time`);
  return { outcome: asked ? 'asked' : 'notAsked' };
}
