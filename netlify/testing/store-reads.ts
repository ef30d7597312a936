/**
 * How much of the booking store one request, one reminder run and one sweep read, with many bookings on
 * record (issue 66: "work that does not grow with history"). Bookings are written as the ledger writes
 * them, most cancelled (kept until their time has passed) and a few booked with mails on, spread over the
 * coming weeks; each store call the functions make after that is counted. Used by the unit test beside
 * the ledger and by `npm run bench` (bench/store-reads.ts), which reports the numbers.
 */
import { jsonRequest } from './contact-test-helpers';
import { bookingSetup, now } from './booking-fixture';

export interface StoreReads {
  /** A visitor books a time, mails ticked (the request, the team's mail and the confirmation). */
  booking: number;
  /** The scheduled reminders' run the morning after. */
  reminderRun: number;
  /** The scheduled sweep the morning after. */
  sweep: number;
}

const dayMs = 24 * 60 * 60_000;

/** Store calls that read: a record read, or a page of a listing. */
function countReads(store: { getWithMetadata: (...args: never[]) => unknown; list: (...args: never[]) => unknown }) {
  const counted = { reads: 0 };
  const read = store.getWithMetadata.bind(store);
  const list = store.list.bind(store);
  store.getWithMetadata = ((...args: never[]) => {
    counted.reads += 1;
    return read(...args);
  }) as typeof store.getWithMetadata;
  store.list = ((...args: never[]) => {
    counted.reads += 1;
    return list(...args);
  }) as typeof store.list;
  return counted;
}

/** The reads with `onRecord` bookings in the store. */
export async function storeReads(root: string, onRecord: number): Promise<StoreReads> {
  const flow = bookingSetup(root);
  const slots = (await flow.times('&count=40')).slots ?? [];
  // The history: bookings a week to a month ahead, cancelled (their records stay until their time has passed).
  for (let n = 0; n < onRecord; n += 1) {
    const end = new Date(now + (7 + (n % 21)) * dayMs + (n % 10) * 60 * 60_000).toISOString();
    const id = `history${String(n).padStart(6, '0')}`;
    const day = end.slice(0, 10);
    await flow.store.setJSON(`bookings/${id}`, {
      state: 'cancelled',
      version: 2,
      slotId: `${day}T0700Z`,
      dateEnd: end,
      place: 'dietikon',
      changes: 0,
      updatedAt: new Date(now).toISOString(),
    });
    await flow.store.setJSON(`days/${day}/${id}`, {});
  }
  const counted = countReads(flow.store as never);
  const visitor = {
    type: 'consultation',
    language: 'de',
    name: 'Eva',
    channel: 'email',
    email: 'eva@example.ch',
    forWhom: 'self',
    mails: 'yes',
  };
  const slot = slots.find((one) => one.places.length === 1)!;
  counted.reads = 0;
  await flow.request(jsonRequest({ ...visitor, slot: slot.id }));
  const booking = counted.reads;
  counted.reads = 0;
  await flow.remind(now + dayMs);
  const reminderRun = counted.reads;
  counted.reads = 0;
  const { sweepBookings } = await import('../booking/sweep-bookings');
  const { memoryBlobStore } = await import('./memory-blob-store');
  await sweepBookings({
    now: () => now + dayMs,
    log: { info() {}, warn() {}, error() {} },
    stores: { 'booking-slots': flow.store, 'booking-slots-previews': memoryBlobStore() },
  });
  return { booking, reminderRun, sweep: counted.reads };
}
