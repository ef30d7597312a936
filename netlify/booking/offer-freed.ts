/**
 * A time freed (a cancel, a change, a release, an offer declined or let pass, a hold that ran out) offered to
 * the first in line it suits (./ledger/ledger.ts: offer): only while it is still offered to everyone (its day,
 * its notice) and free in the team's calendar, for the window the team set (content/booking.yaml:
 * offerWindowMinutes, shorter when the time is soon), to a booking with fewer than `offersPerWeek` offers in
 * 7 days. The visitor hears of it by mail and, where they chose SMS, by SMS (./mails/messages.ts: tellOfOffer).
 * Tidying after a transition that has landed: a failure is logged, never thrown, and the time stays free for all.
 */
import { offersEarlierTimes } from '../../src/booking/availability';
import { type SlotId, bookableUntil, slotById } from '../../src/booking/free-times';
import { type BookingContext, type BookingDeps, scheduledWithBooking } from './booking-context';
import { freeInTeamCalendar } from './busy-times';
import { tellOfOffer } from './mails/messages';

export async function offerFreedTime(context: BookingContext, slotId: SlotId): Promise<void> {
  const { settings, now, ledger, log } = context;
  const { availability } = settings;
  if (!offersEarlierTimes(availability)) return;
  try {
    const slot = slotById(availability, slotId, now);
    // The line first (one listing): a time nobody waits for costs no read of the team's calendar.
    if (!slot || !(await ledger.suitsSomeoneInLine(slot)) || !(await freeInTeamCalendar(context, slot))) return;
    const made = await ledger.offer(slot, {
      windowMinutes: availability.offerWindowMinutes,
      perWeek: availability.offersPerWeek,
      bookableUntil: bookableUntil(availability, slot),
    });
    if (!made) return;
    log.info(`booking: ${slotId} offered to ${made.bookingId} until ${made.offer.until}`);
    // The booking as it stands now says whether and how its visitor hears of the offer (a freed one: not at all).
    const booking = await ledger.find(made.bookingId);
    if (booking?.state === 'booked') await tellOfOffer(context, booking, made.offer.slotId);
  } catch (error) {
    log.error(`booking: ${slotId} not offered to the line: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Per booking store: the times the sweep freed as their hold or offer ran out, and the offers among them let pass. */
export type SweptTimes = Record<string, { slotIds: SlotId[]; lapsed: { bookingId: string; slotId: SlotId }[] }>;

/**
 * After the sweep (../functions/deliver-waiting-messages.mts): in the deploy context's store, each offer let pass
 * is counted, and each time freed is offered to the next in line it suits (never again to whom it was offered).
 */
export async function offerSweptTimes(deps: BookingDeps, swept: SweptTimes): Promise<{ offered: number }> {
  return scheduledWithBooking(deps, 'offers of freed times', { offered: 0 }, (context) => offerSwept(context, swept));
}

/** The same with booking open: the deploy context's store's times only. */
export async function offerSwept(context: BookingContext, swept: SweptTimes): Promise<{ offered: number }> {
  const mine = swept[context.settings.storeName];
  if (!mine) return { offered: 0 };
  for (const { bookingId } of mine.lapsed) context.count('offer-lapsed', (await context.ledger.find(bookingId))?.language ?? 'de');
  for (const slotId of mine.slotIds) await offerFreedTime(context, slotId);
  return { offered: mine.slotIds.length };
}
