/**
 * The line of those asking for an earlier time (./ledger.ts: ask, offer, takeOffer, declineOffer, the sweep):
 * a freed time goes to the first in line it suits, holds the time like a booking's claim, is taken in one
 * write, and goes on to the next when it is let pass or declined. The random interleavings are
 * ./booking-model.test.ts's; the store reads per freed time, with 10 and 1,000 asking, are counted here.
 */
import { type Slot, slotIdOf } from '../../../src/booking/free-times';
import { recordingLogger } from '../../testing/contact-test-helpers';
import { memoryBlobStore } from '../../testing/memory-blob-store';
import { type AskingWish, type OfferTerms, bookingKey, linePrefix, maxChanges, offerUntil, openLedger, slotKey } from './ledger';
import type { BookedRecord, BookingStore, SlotRecord } from './records';

const minute = 60_000;
const now = new Date('2026-03-02T09:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * minute);
const slotAt = (id: string, places: Slot['places'] = ['dietikon', 'online']): Slot => {
  const start = new Date(`${id.slice(0, 13)}:${id.slice(13, 15)}:00.000Z`);
  return { id, start: start.toISOString(), end: new Date(start.getTime() + 45 * minute).toISOString(), places };
};
// Wednesday 4 March: a morning (08:30 in Zurich) and an afternoon (14:30); the times people hold are weeks later.
const morning = slotAt('2026-03-04T0730Z');
const afternoon = slotAt('2026-03-04T1330Z');
const held = ['2026-03-18T0730Z', '2026-03-19T0730Z', '2026-03-20T0730Z', '2026-03-25T0730Z'].map((id) => slotAt(id));
const terms: OfferTerms = { windowMinutes: 120, perWeek: 2, bookableUntil: new Date('2026-03-02T23:00:00Z') };
const any: AskingWish = { earliest: '2026-03-02', dayparts: [], places: ['dietikon', 'online'] };

let store: BookingStore;
const ledger = (at = now) => openLedger({ store, now: at, timesPerNetwork: 3, log: recordingLogger() });
let visitors = 0;
async function book(slot: Slot, mails: 'on' | 'off' = 'on', at = now) {
  visitors += 1;
  const person = { name: `Person ${visitors}`, email: `person${visitors}@example.ch` };
  const booked = await ledger(at).book({ slot, place: 'dietikon', network: `net-${visitors}`, person, mails });
  if (!booked.ok) throw new Error(`not booked: ${booked.reason}`);
  return booked.booking;
}
async function asking(slot: Slot, wish: AskingWish = any, at = now) {
  const booking = await book(slot);
  expect(await ledger(at).ask(booking.bookingId, wish)).toMatchObject({ asking: true });
  return booking;
}

beforeEach(() => {
  store = memoryBlobStore({ jitter: 0 });
});

it('puts only a booking that can reach its visitor in the line, and keeps its place when it changes what suits it', async () => {
  const silent = await book(held[0]!, 'off');
  expect(await ledger().ask(silent.bookingId, any)).toBeUndefined();
  const first = await asking(held[1]!);
  const second = await asking(held[2]!, any, later(1));
  await ledger(later(2)).ask(first.bookingId, { ...any, dayparts: ['afternoon'] });
  const offered = await ledger(later(3)).offer(afternoon, terms);
  expect(offered?.bookingId).toBe(first.bookingId);
  expect((await ledger(later(3)).offer(morning, terms))?.bookingId).toBe(second.bookingId);
});

it('offers a freed time to the first in line it suits, and holds it for them until the window ends', async () => {
  const late = await asking(held[0]!, { ...any, earliest: '2026-03-05' });
  const mornings = await asking(held[1]!, { ...any, dayparts: ['morning'] }, later(1));
  const online = await asking(held[2]!, { ...any, places: ['online'] }, later(2));
  await asking(held[3]!, any, later(3));
  const dietikonOnly = slotAt(afternoon.id, ['dietikon']);
  // Before the earliest day of the first, the afternoon of the second, in a place the third does not want: the fourth.
  const made = await ledger(later(5)).offer(dietikonOnly, terms);
  expect(made?.bookingId).not.toBe(late.bookingId);
  expect(made?.bookingId).not.toBe(mornings.bookingId);
  expect(made?.bookingId).not.toBe(online.bookingId);
  expect(made?.offer).toMatchObject({ slotId: afternoon.id, place: 'dietikon', until: later(125).toISOString() });
  expect(await ledger(later(6)).takenTimes()).toContain(afternoon.id);
  expect(await ledger(later(6)).book({ slot: afternoon, place: 'dietikon', network: 'net-x' })).toEqual({ ok: false, reason: 'taken' });
  // A time later than everyone's own suits nobody.
  expect(await ledger(later(6)).offer(slotAt('2026-03-26T0730Z'), terms)).toBeUndefined();
});

it('moves the booking to the offered time in one step: the old time is free, no change counted, the asking over', async () => {
  const booking = await asking(held[0]!);
  const made = await ledger(later(1)).offer(morning, terms);
  expect(made?.bookingId).toBe(booking.bookingId);
  const taken = await ledger(later(30)).takeOffer(booking.bookingId, morning.id);
  if (!taken.ok) throw new Error(taken.reason);
  expect(taken.booking).toMatchObject({ slotId: morning.id, changes: 0, version: booking.version + 1, place: 'dietikon' });
  expect(taken.before.slotId).toBe(held[0]!.id);
  expect(await ledger(later(31)).takenTimes()).toEqual(new Set([morning.id]));
  expect(await ledger(later(31)).askingOf(booking.bookingId)).toMatchObject({ asking: false });
  expect(await ledger(later(32)).takeOffer(booking.bookingId, morning.id)).toEqual({ ok: false, reason: 'unchanged' });
  // It still has its changes: the offer was the practice's.
  expect(maxChanges - taken.booking.changes).toBe(maxChanges);
  // The time it left can be offered on; to it, nothing again.
  expect(await ledger(later(33)).offer(held[0]!, terms)).toBeUndefined();
});

it('says late to an offer taken after its window, changes nothing, and offers the time to the next in line, never twice to one', async () => {
  const first = await asking(held[0]!);
  const second = await asking(held[1]!, any, later(1));
  await ledger(later(2)).offer(morning, terms);
  expect(await ledger(later(130)).takeOffer(first.bookingId, morning.id)).toEqual({ ok: false, reason: 'late' });
  expect((await ledger(later(131)).find(first.bookingId))?.slotId).toBe(held[0]!.id);
  // The sweep frees the time the window held and says it was let pass.
  const swept = await ledger(later(135)).sweep();
  expect(swept).toMatchObject({
    lapsed: [{ bookingId: first.bookingId, slotId: morning.id }],
    freedTimes: [{ id: morning.id, end: morning.end }],
  });
  const next = await ledger(later(136)).offer(morning, terms);
  expect(next?.bookingId).toBe(second.bookingId);
  // Let pass by the second too: it goes back to everyone.
  await ledger(later(300)).sweep();
  expect(await ledger(later(301)).offer(morning, terms)).toBeUndefined();
  expect(await ledger(later(301)).takenTimes()).toEqual(new Set([held[0]!.id, held[1]!.id]));
});

it('passes a declined offer on at once; taking it after that is late', async () => {
  const first = await asking(held[0]!);
  const second = await asking(held[1]!, any, later(1));
  await ledger(later(2)).offer(morning, terms);
  expect(await ledger(later(3)).declineOffer(first.bookingId, morning.id)).toEqual({ id: morning.id, end: morning.end });
  expect(await ledger(later(4)).takeOffer(first.bookingId, morning.id)).toEqual({ ok: false, reason: 'late' });
  expect((await ledger(later(4)).offer(morning, terms))?.bookingId).toBe(second.bookingId);
  expect(await ledger(later(5)).declineOffer(first.bookingId, morning.id)).toBeUndefined();
});

it('says taken to an offer whose time someone else booked after its window', async () => {
  const first = await asking(held[0]!);
  await ledger(later(2)).offer(morning, terms);
  const other = await ledger(later(200)).book({ slot: morning, place: 'dietikon', network: 'net-other' });
  expect(other.ok).toBe(true);
  expect(await ledger(later(201)).takeOffer(first.bookingId, morning.id)).toEqual({ ok: false, reason: 'taken' });
  expect((await ledger(later(201)).find(first.bookingId))?.slotId).toBe(held[0]!.id);
});

it('ends asking with a change, a cancel or a stop, and with a time closer than the notice', async () => {
  const changed = await asking(held[0]!);
  const cancelled = await asking(held[1]!, any, later(1));
  const stopped = await asking(held[2]!, any, later(2));
  const waiting = await asking(held[3]!, any, later(3));
  expect((await ledger(later(4)).change(changed.bookingId, { slot: slotAt('2026-03-27T0730Z'), place: 'dietikon' })).ok).toBe(true);
  expect((await ledger(later(4)).free(cancelled.bookingId, 'cancelled')).ok).toBe(true);
  await ledger(later(4)).stopAsking(stopped.bookingId);
  for (const gone of [changed, cancelled, stopped])
    expect(await ledger(later(5)).askingOf(gone.bookingId)).toMatchObject({ asking: false });
  expect((await ledger(later(5)).offer(morning, terms))?.bookingId).toBe(waiting.bookingId);
  expect(await ledger(later(5)).askingOf(waiting.bookingId, '2026-03-26')).toMatchObject({ asking: false });
  // The marks of the freed and the moved bookings were tidied as the line was read.
  const marks = (await store.list({ prefix: linePrefix })).blobs.map(({ key }) => key);
  expect(marks.some((key) => key.includes(changed.bookingId) || key.includes(cancelled.bookingId))).toBe(false);
});

it('gives one open offer at a time and no more than the week allows', async () => {
  const only = await asking(held[3]!);
  const times = ['2026-03-04T0730Z', '2026-03-05T0730Z', '2026-03-06T0730Z', '2026-03-09T0730Z'].map((id) => slotAt(id));
  expect((await ledger(later(1)).offer(times[0]!, terms))?.bookingId).toBe(only.bookingId);
  expect(await ledger(later(2)).offer(times[1]!, terms)).toBeUndefined();
  await ledger(later(3)).declineOffer(only.bookingId, times[0]!.id);
  expect((await ledger(later(4)).offer(times[1]!, terms))?.bookingId).toBe(only.bookingId);
  await ledger(later(5)).declineOffer(only.bookingId, times[1]!.id);
  expect(await ledger(later(6)).offer(times[2]!, terms)).toBeUndefined();
  expect((await ledger(later(7 * 24 * 60 + 10)).offer(times[3]!, { ...terms, bookableUntil: later(9 * 24 * 60) }))?.bookingId).toBe(
    only.bookingId,
  );
});

it('shortens the window of a time that is soon to half of what is left before its notice, and makes none under 15 minutes', () => {
  expect(offerUntil(now, { windowMinutes: 120, bookableUntil: later(24 * 60) })).toEqual(later(120));
  expect(offerUntil(now, { windowMinutes: 120, bookableUntil: later(60) })).toEqual(later(30));
  expect(offerUntil(now, { windowMinutes: 120, bookableUntil: later(20) })).toBeUndefined();
});

it('holds a time offered in the night from 07:00 on, and offers none that would run out before the visitor wakes', () => {
  // 2026-03-02 23:30 in Zurich (UTC+1): the window runs from 07:00 the next morning.
  const night = new Date('2026-03-02T22:30:00Z');
  const seven = new Date('2026-03-03T06:00:00Z');
  const after = (minutes: number) => new Date(seven.getTime() + minutes * minute);
  expect(offerUntil(night, { windowMinutes: 120, bookableUntil: new Date('2026-03-05T12:00:00Z') })).toEqual(after(120));
  // Soon after 07:00 the half of what is left is the end: 08:00 is 60 minutes of waking time.
  expect(offerUntil(night, { windowMinutes: 120, bookableUntil: new Date('2026-03-03T15:30:00Z') })).toEqual(after(60));
  // A time whose notice ends in the night cannot be offered then: nobody would answer it.
  expect(offerUntil(night, { windowMinutes: 120, bookableUntil: new Date('2026-03-03T04:00:00Z') })).toBeUndefined();
  // At 07:00 sharp it is day again.
  expect(offerUntil(seven, { windowMinutes: 120, bookableUntil: new Date('2026-03-05T12:00:00Z') })).toEqual(after(120));
});

/**
 * Store calls that read (a record read, a page of a listing) while one freed time is offered. The bookings of
 * those asking are written as the ledger writes them (booking them one by one would read every claim each time).
 */
async function readsPerFreedTime(asked: number, suitsOnlyTheLast: boolean): Promise<number> {
  store = memoryBlobStore({ jitter: 0 });
  for (let n = 0; n < asked; n += 1) {
    const own = slotAt(slotIdOf(new Date(Date.parse('2026-03-10T07:30:00Z') + n * 60 * minute)));
    const bookingId = `asking${String(n).padStart(6, '0')}`;
    const claim = `claim${n}`;
    const record: BookedRecord = {
      state: 'booked',
      version: 1,
      slotId: own.id,
      dateEnd: own.end,
      claim,
      place: 'dietikon',
      network: `net-${n}`,
      changes: 0,
      bookedAt: now.toISOString(),
      updatedAt: now.toISOString(),
      name: 'Eva',
      email: `asking${n}@example.ch`,
      mails: 'on',
    };
    await store.setJSON(bookingKey(bookingId), record);
    const slotRecord: SlotRecord = {
      kind: 'claimed',
      bookingId,
      claim,
      basedOn: 0,
      claimedAt: now.toISOString(),
      dateEnd: own.end,
      network: `net-${n}`,
    };
    await store.setJSON(slotKey(own.id), slotRecord);
    // The others want afternoons only: the freed morning suits them not, which their marks' keys say.
    const wish: AskingWish = suitsOnlyTheLast && n < asked - 1 ? { ...any, dayparts: ['afternoon'] } : any;
    await ledger(new Date(now.getTime() + n)).ask(bookingId, wish);
  }
  let reads = 0;
  const counted: BookingStore = {
    ...store,
    getWithMetadata: ((...args: Parameters<BookingStore['getWithMetadata']>) => {
      reads += 1;
      return store.getWithMetadata(...args);
    }) as BookingStore['getWithMetadata'],
    list: ((...args: Parameters<BookingStore['list']>) => {
      reads += 1;
      return store.list(...args);
    }) as BookingStore['list'],
    setJSON: store.setJSON.bind(store),
    delete: store.delete.bind(store),
  };
  const made = await openLedger({ store: counted, now: later(60), timesPerNetwork: 3, log: recordingLogger() }).offer(morning, terms);
  expect(made).toBeDefined();
  return reads;
}

it('reads as much of the store per freed time with 1,000 asking as with 10', async () => {
  const reads = {
    first10: await readsPerFreedTime(10, false),
    first1000: await readsPerFreedTime(1000, false),
    last10: await readsPerFreedTime(10, true),
    last1000: await readsPerFreedTime(1000, true),
  };
  console.log(`store reads per freed time: ${JSON.stringify(reads)}`);
  expect(reads.first1000).toBe(reads.first10);
  expect(reads.last1000).toBe(reads.last10);
  expect(reads.last1000).toBeLessThan(12);
});
