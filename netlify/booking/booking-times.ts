/**
 * The two things the functions do with times: list the free ones (for the form) and book one (when
 * a request with a chosen time arrives). Both read the team's calendar for busy times first; when a
 * feed cannot be read they answer that booking is off for now, so the form falls back to the request
 * (days and times) and never offers a time that may be taken. The log says why.
 */
import { type Slot, type SlotId, bookingHorizon, freeTimes, overlapsBusy, slotById } from '../../src/booking/free-times';
import { meetingPlace } from '../../src/booking/meeting-place';
import { offeredCount } from '../../src/booking/offered-slot';
import type { Logger } from '../shared/logger';
import {
  type BookingPerson,
  type BookingStore,
  type MeetingPlace,
  confirmBooking,
  countActiveByNetwork,
  holdSlot,
  listTakenSlotIds,
  readSlotEntries,
  releaseSlot,
  sweepExpired,
} from './booking-store';
import type { BookingSettings } from './booking-settings';
import { readBusyTimes } from './busy-feed';
import { keepSkippedEntryNotice } from './calendar-notice';

/** The most a list asks for: a crafted address cannot make one answer write out weeks of times by the thousand. */
const mostShown = offeredCount * 40;

/**
 * Which free times a list shows: the first `count` (as a query or a button says it, "16"; kept between
 * one page of times and the most), and at least up to `through` (a time chosen before, so it is shown again).
 */
export interface TimesWanted {
  count?: string | null | undefined;
  through?: SlotId;
}

function shownCount(value: string | null | undefined): number {
  const count = Number(value);
  return Number.isInteger(count) ? Math.min(Math.max(count, offeredCount), mostShown) : offeredCount;
}

export interface BookingDeps {
  settings: BookingSettings;
  store: BookingStore;
  now: Date;
  log: Logger;
  /** Tests pass their own; the functions use the global fetch. */
  fetch?: typeof fetch;
}

/** `more`: free times follow the ones listed ("Spätere Termine" shows them). */
export type FreeTimesResult = { ok: true; slots: Slot[]; more: boolean } | { ok: false; reason: string };

/** The team's busy times; an entry that had to be skipped is kept for the team's next mail (calendar-notice.ts). */
async function busyTimes({ settings, store, now, log, fetch }: BookingDeps) {
  const busy = await readBusyTimes({
    feeds: settings.feeds,
    range: bookingHorizon(settings.availability, now),
    ...(fetch ? { fetch } : {}),
  });
  if (!busy.ok && busy.skipped) {
    await keepSkippedEntryNotice(store, busy.reason, now).catch((error: unknown) =>
      log.error(
        `booking: the skipped calendar entry could not be kept for the team's mail: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }
  return busy;
}

/**
 * The next free times, earliest first; sweeps the store of times that have passed on the way. A store
 * that cannot be read turns booking off for now, like a calendar that cannot be read.
 */
export async function currentFreeTimes(deps: BookingDeps, wanted: TimesWanted = {}): Promise<FreeTimesResult> {
  try {
    return await freeTimesNow(deps, wanted);
  } catch (error) {
    const reason = `the booking store cannot be read: ${error instanceof Error ? error.message : String(error)}`;
    deps.log.error(`booking: free times not offered, the form asks for days and times instead: ${reason}`);
    return { ok: false, reason };
  }
}

async function freeTimesNow(deps: BookingDeps, { count, through }: TimesWanted): Promise<FreeTimesResult> {
  const busy = await busyTimes(deps);
  if (!busy.ok) {
    deps.log.error(`booking: free times not offered, the form asks for days and times instead: ${busy.reason}`);
    return { ok: false, reason: busy.reason };
  }
  const entries = await readSlotEntries(deps.store);
  await sweepExpired(deps.store, deps.now, entries);
  const held = await listTakenSlotIds(deps.store, deps.now, entries);
  // All of the horizon (a few weeks: tens of times), so `through` and `more` are known.
  const free = freeTimes({ availability: deps.settings.availability, busy: busy.busy, held, now: deps.now });
  const shown = Math.max(shownCount(count), free.findIndex((slot) => slot.id === through) + 1);
  return { ok: true, slots: free.slice(0, shown), more: free.length > shown };
}

export type BookingOutcome =
  | { ok: true; bookingId: string; slot: Slot; place: MeetingPlace }
  /** taken: by someone else, or busy in the team's calendar now; limit: this network holds enough times; unavailable: the calendar cannot be read. */
  | { ok: false; reason: 'taken' | 'limit' | 'unavailable' | 'not_offered' }
  /** A time in both places, and neither chosen ("Beides ist gut", possible without JavaScript). */
  | { ok: false; reason: 'place'; code: 'required' };

/**
 * Requests for one time, one after the other within this instance. The store's conditional write is
 * what keeps two visitors from one time across instances; this queue only spares the store the races
 * one instance can settle itself (and makes the local Blobs emulator, which checks and writes in two
 * steps, behave like the real store).
 */
const queues = new Map<SlotId, Promise<unknown>>();
function oneAtATime<T>(slotId: SlotId, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(slotId) ?? Promise.resolve();
  const next = previous.then(work, work);
  const settled = next.catch(() => undefined);
  queues.set(slotId, settled);
  void settled.then(() => {
    if (queues.get(slotId) === settled) queues.delete(slotId);
  });
  return next;
}

export interface TimeRequest {
  slotId: SlotId;
  place: string | undefined;
  network: string;
  person?: BookingPerson;
  /** A booking moving to this time keeps its id, and is not counted against its network's cap (it frees its old time). */
  moving?: string;
}

/** Books a time atomically for one request: it must be offered now, free in the calendar and in the store. */
export async function bookTime(deps: BookingDeps, request: TimeRequest): Promise<BookingOutcome> {
  const { settings, now, log } = deps;
  const slot = slotById(settings.availability, request.slotId, now);
  if (!slot) return { ok: false, reason: 'not_offered' };
  const place = meetingPlace(slot, request.place);
  if (!place.ok) return { ok: false, reason: 'place', code: place.code };
  const busy = await busyTimes(deps);
  if (!busy.ok) {
    log.error(`booking: ${request.slotId} not booked, the calendar cannot be read: ${busy.reason}`);
    return { ok: false, reason: 'unavailable' };
  }
  if (overlapsBusy(slot, busy.busy, settings.availability.pauseMinutes)) return { ok: false, reason: 'taken' };
  return oneAtATime(slot.id, () => holdAndConfirm(deps, request, slot, place.place)).catch((error: unknown) => {
    log.error(`booking: ${slot.id} not booked, the booking store failed: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, reason: 'unavailable' } as const;
  });
}

async function holdAndConfirm(
  { settings, store, now, log }: BookingDeps,
  request: TimeRequest,
  slot: Slot,
  place: MeetingPlace,
): Promise<BookingOutcome> {
  const capped = request.moving === undefined;
  if (capped && (await countActiveByNetwork(store, request.network, now)) >= settings.timesPerNetwork)
    return { ok: false, reason: 'limit' };
  const hold = await holdSlot(store, {
    slotId: slot.id,
    slotEnd: slot.end,
    place,
    network: request.network,
    now,
    ...(request.person ? { person: request.person } : {}),
    ...(request.moving ? { bookingId: request.moving } : {}),
  });
  if (!hold.ok) return { ok: false, reason: 'taken' };
  // Counted again once the hold is in the store: requests of one network for different times run side by
  // side (in other instances too), and each counted the others' holds only if they were written before.
  // Counting after one's own write, whichever request counts last sees every hold that is kept, so never
  // more than the cap are kept; requests racing past it each give theirs back (fewer may be kept, never more).
  if (capped && (await countActiveByNetwork(store, request.network, now)) > settings.timesPerNetwork) {
    await releaseSlot(store, { slotId: slot.id, bookingId: hold.bookingId, now });
    log.info(`booking: ${slot.id} given back, its network holds the most times allowed`);
    return { ok: false, reason: 'limit' };
  }
  if ((await confirmBooking(store, { slotId: slot.id, bookingId: hold.bookingId, now })) !== 'booked')
    return { ok: false, reason: 'taken' };
  log.info(`booking: ${slot.id} booked (${hold.bookingId})`);
  return { ok: true, bookingId: hold.bookingId, slot, place };
}
