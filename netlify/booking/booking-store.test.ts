/**
 * The store's promises, checked twice: against the in-memory store (random interleaving of racing
 * calls) and against the real Blobs server @netlify/dev runs (../testing/local-blobs.ts), which shows
 * the memory store's conditional writes behave as the real ones, one request after the other.
 *
 * Racing requests are tested in memory only: the local server of @netlify/blobs 10.7.13 checks a
 * condition and writes in two steps with awaits between (BlobsServer.put), so of 50 simultaneous
 * `onlyIfNew` writes about 20 succeed there. Netlify's own servers decide each conditional write
 * atomically (that is what `onlyIfNew` is for). The last test here says so, and starts failing when
 * the local server is fixed, so these tests can then run on it too.
 */
import { getStore } from '@netlify/blobs';
import { startLocalBlobs } from '../testing/local-blobs';
import { memoryBlobStore } from '../testing/memory-blob-store';
import {
  confirmBooking,
  countActiveByNetwork,
  holdSlot,
  listTakenSlotIds,
  readMove,
  readSlotEntries,
  releaseSlot,
  slotKey,
  sweepExpired,
  sweepMoves,
  writeMove,
  type BookingStore,
  type HoldRequest,
  type SlotEntry,
} from './booking-store';

const minute = 60_000;
const now = new Date('2026-03-02T09:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * minute);
const slot = { slotId: '2026-03-04T1230Z', slotEnd: '2026-03-04T13:15:00.000Z' };
const request = (overrides: Partial<HoldRequest> = {}): HoldRequest => ({
  ...slot,
  place: 'dietikon',
  network: 'net-a',
  now,
  ...overrides,
});

async function entryOf(store: BookingStore, slotId = slot.slotId): Promise<SlotEntry | undefined> {
  return (await store.getWithMetadata(slotKey(slotId), { type: 'json' }))?.data as SlotEntry | undefined;
}

let blobs: Awaited<ReturnType<typeof startLocalBlobs>> | undefined;
afterAll(() => blobs?.stop());

let storeCount = 0;
async function openLocalServerStore(): Promise<BookingStore> {
  blobs ??= await startLocalBlobs();
  storeCount += 1;
  return getStore({ name: `booking-test-${storeCount}`, consistency: 'strong' });
}

const backends: [string, () => Promise<BookingStore>, { atomic: boolean }][] = [
  ['in memory', async () => memoryBlobStore(), { atomic: true }],
  ['on the Blobs server of @netlify/dev', openLocalServerStore, { atomic: false }],
];

describe.each(backends)('the booking store %s', (_, openStore, { atomic }) => {
  const racing = atomic ? it : it.skip;
  let store: BookingStore;
  beforeEach(async () => {
    store = await openStore();
  });

  it('holds a free time once, with only what the booking needs', async () => {
    const first = await holdSlot(store, request({ holdMinutes: 20 }));
    expect(first).toEqual({ ok: true, bookingId: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/), heldUntil: '2026-03-02T09:20:00.000Z' });
    expect(await holdSlot(store, request({ network: 'net-b' }))).toEqual({ ok: false, reason: 'taken' });
    expect(await entryOf(store)).toEqual({
      kind: 'held',
      bookingId: first.ok && first.bookingId,
      createdAt: now.toISOString(),
      heldUntil: '2026-03-02T09:20:00.000Z',
      dateEnd: slot.slotEnd,
      network: 'net-a',
      place: 'dietikon',
    });
  });

  racing('gives a time to exactly one of 50 simultaneous holds', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (__, index) => holdSlot(store, request({ network: `net-${index}` }))));
    const winners = results.filter((result) => result.ok);
    expect(winners).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === 'taken')).toHaveLength(49);
    expect((await entryOf(store)) as SlotEntry).toMatchObject({ kind: 'held', bookingId: winners[0]?.ok && winners[0].bookingId });
  });

  racing('gives a time whose hold ran out to exactly one of 50 simultaneous holds', async () => {
    await holdSlot(store, request({ holdMinutes: 10 }));
    const results = await Promise.all(
      Array.from({ length: 50 }, (__, index) => holdSlot(store, request({ network: `net-${index}`, now: later(11) }))),
    );
    const winners = results.filter((result) => result.ok);
    expect(winners).toHaveLength(1);
    expect(await entryOf(store)).toMatchObject({ kind: 'held', bookingId: winners[0]?.ok && winners[0].bookingId });
  });

  it('lets the same booking ask for its time again', async () => {
    const first = await holdSlot(store, request());
    const bookingId = first.ok ? first.bookingId : '';
    expect(await holdSlot(store, request({ bookingId, now: later(1) }))).toEqual(first);
  });

  it('books a held time, once, for its own booking only', async () => {
    const hold = await holdSlot(store, request());
    const bookingId = hold.ok ? hold.bookingId : '';
    expect(await confirmBooking(store, { slotId: slot.slotId, bookingId: 'someone-else-1', now: later(1) })).toBe('gone');
    expect(await confirmBooking(store, { slotId: slot.slotId, bookingId, now: later(2) })).toBe('booked');
    expect(await confirmBooking(store, { slotId: slot.slotId, bookingId, now: later(3) })).toBe('booked');
    expect(await entryOf(store)).toEqual({
      kind: 'booked',
      bookingId,
      createdAt: now.toISOString(),
      bookedAt: later(2).toISOString(),
      dateEnd: slot.slotEnd,
      network: 'net-a',
      place: 'dietikon',
    });
    // Booked is booked, however long ago the hold ran out.
    expect(await holdSlot(store, request({ network: 'net-b', now: later(600) }))).toEqual({ ok: false, reason: 'taken' });
  });

  it('books a hold that ran out while nobody took the time, and not once somebody did', async () => {
    const slow = await holdSlot(store, request({ holdMinutes: 10 }));
    expect(await confirmBooking(store, { slotId: slot.slotId, bookingId: slow.ok ? slow.bookingId : '', now: later(45) })).toBe('booked');

    const other = { slotId: '2026-03-04T1330Z', slotEnd: '2026-03-04T14:15:00.000Z' };
    const overtaken = await holdSlot(store, request({ ...other, holdMinutes: 10 }));
    expect((await holdSlot(store, request({ ...other, network: 'net-b', now: later(11) }))).ok).toBe(true);
    expect(await confirmBooking(store, { slotId: other.slotId, bookingId: overtaken.ok ? overtaken.bookingId : '', now: later(12) })).toBe(
      'gone',
    );
    expect(await confirmBooking(store, { slotId: '2026-03-04T1430Z', bookingId: 'nobody-at-all', now })).toBe('gone');
  });

  it('releases a booking at once for the next visitor, only with its own booking id', async () => {
    const hold = await holdSlot(store, request());
    const bookingId = hold.ok ? hold.bookingId : '';
    await confirmBooking(store, { slotId: slot.slotId, bookingId, now });
    expect(await releaseSlot(store, { slotId: slot.slotId, bookingId: 'someone-else-1', now: later(5) })).toEqual({ released: false });
    const released = await releaseSlot(store, { slotId: slot.slotId, bookingId, now: later(5) });
    expect(released).toEqual({ released: true, entry: expect.objectContaining({ kind: 'booked', bookingId, place: 'dietikon' }) });
    expect(await releaseSlot(store, { slotId: slot.slotId, bookingId, now: later(6) })).toEqual({ released: false });
    // Nothing about the booking is kept; the key stays until the date so every later change stays conditional.
    expect(await entryOf(store)).toEqual({ kind: 'free', dateEnd: slot.slotEnd, freedAt: later(5).toISOString() });
    expect(await listTakenSlotIds(store, later(6))).toEqual(new Set());
    expect((await holdSlot(store, request({ network: 'net-b', now: later(7) }))).ok).toBe(true);
  });

  it('lists the times held or booked now, and counts them per network', async () => {
    const times = ['2026-03-04T1230Z', '2026-03-04T1330Z', '2026-03-04T1430Z', '2026-03-04T1530Z'];
    const end = (slotId: string) => `${slotId.slice(0, 11)}${slotId.slice(11, 13)}:45:00.000Z`;
    const [short, long, booked, released] = await Promise.all(
      times.map((slotId, index) =>
        holdSlot(
          store,
          request({ slotId, slotEnd: end(slotId), holdMinutes: index === 0 ? 5 : 30, network: index === 3 ? 'net-b' : 'net-a' }),
        ),
      ),
    );
    await confirmBooking(store, { slotId: times[2] as string, bookingId: booked?.ok ? booked.bookingId : '', now });
    await releaseSlot(store, { slotId: times[3] as string, bookingId: released?.ok ? released.bookingId : '', now });
    expect(short?.ok && long?.ok).toBe(true);

    expect(await listTakenSlotIds(store, now)).toEqual(new Set(times.slice(0, 3)));
    expect(await listTakenSlotIds(store, later(10))).toEqual(new Set(times.slice(1, 3)));
    expect(await countActiveByNetwork(store, 'net-a', now)).toBe(3);
    expect(await countActiveByNetwork(store, 'net-a', later(10))).toBe(2);
    expect(await countActiveByNetwork(store, 'net-b', now)).toBe(0);
    const entries = await readSlotEntries(store);
    expect(entries.map((entry) => entry.slotId)).toEqual(times);
    expect(await listTakenSlotIds(store, later(40), entries)).toEqual(new Set([times[2]]));
  });

  it('sweeps: deletes what is past, writes holds that ran out as free, leaves the rest', async () => {
    const past = { slotId: '2026-03-02T0800Z', slotEnd: '2026-03-02T08:45:00.000Z' };
    const future = { slotId: '2026-03-05T0800Z', slotEnd: '2026-03-05T08:45:00.000Z' };
    const active = { slotId: '2026-03-06T0800Z', slotEnd: '2026-03-06T08:45:00.000Z' };
    const pastHold = await holdSlot(store, request({ ...past, now: later(-120) }));
    await confirmBooking(store, { slotId: past.slotId, bookingId: pastHold.ok ? pastHold.bookingId : '', now: later(-119) });
    await holdSlot(store, request({ ...future, holdMinutes: 5 }));
    await holdSlot(store, request({ ...active, holdMinutes: 60 }));

    expect(await sweepExpired(store, later(10))).toEqual({ deleted: 1, freed: 1 });
    expect((await readSlotEntries(store)).map(({ slotId, entry }) => [slotId, entry.kind])).toEqual([
      [future.slotId, 'free'],
      [active.slotId, 'held'],
    ]);
    expect(await entryOf(store, future.slotId)).toEqual({ kind: 'free', dateEnd: future.slotEnd, freedAt: later(10).toISOString() });
    // After their dates nothing is left.
    expect(await sweepExpired(store, new Date('2026-03-07T00:00:00Z'))).toEqual({ deleted: 2, freed: 0 });
    expect(await readSlotEntries(store)).toEqual([]);
  });

  it('records a move once over the one read before, and deletes it once the time it moved to has passed', async () => {
    const move = { slotId: '2026-03-06T0800Z', dateEnd: '2026-03-06T08:45:00.000Z', changes: 1 };
    expect(await writeMove(store, 'booking-4711', move, undefined)).toBe(true);
    // A second first move (another tab) loses.
    expect(await writeMove(store, 'booking-4711', { ...move, slotId: '2026-03-06T0900Z' }, undefined)).toBe(false);
    const read = await readMove(store, 'booking-4711');
    expect(read?.entry).toEqual(move);
    expect(await writeMove(store, 'booking-4711', { ...move, changes: 2 }, read?.etag)).toBe(true);
    expect(await writeMove(store, 'booking-4711', { ...move, changes: 3 }, read?.etag)).toBe(false);
    expect(await sweepMoves(store, new Date('2026-03-06T08:00:00Z'))).toBe(0);
    expect((await readMove(store, 'booking-4711'))?.entry.changes).toBe(2);
    expect(await sweepMoves(store, new Date('2026-03-06T09:00:00Z'))).toBe(1);
    expect(await readMove(store, 'booking-4711')).toBeUndefined();
  });

  racing('never loses a new hold to a sweep running at the same moment', async () => {
    for (let round = 0; round < 10; round += 1) {
      const time = { slotId: `2026-03-0${5 + (round % 4)}T${String(8 + round).padStart(2, '0')}00Z`, slotEnd: '2026-03-09T00:00:00.000Z' };
      await holdSlot(store, request({ ...time, holdMinutes: 5 }));
      const [hold] = await Promise.all([
        holdSlot(store, request({ ...time, network: 'net-b', now: later(6) })),
        sweepExpired(store, later(6)),
      ]);
      expect(hold.ok).toBe(true);
      expect(await entryOf(store, time.slotId)).toMatchObject({ kind: 'held', bookingId: hold.ok && hold.bookingId });
    }
  });
});

describe('a store that answers a conditional write with modified but no ETag (netlify/primitives#741)', () => {
  const answering = (writes: boolean): BookingStore => {
    const store = memoryBlobStore();
    return {
      ...store,
      setJSON: async (key, data, options) => {
        if (writes) await store.setJSON(key, data, options);
        return { modified: true, etag: '' };
      },
    };
  };

  it('counts the write when the entry is there', async () => {
    expect(await holdSlot(answering(true), request())).toMatchObject({ ok: true });
  });

  it('throws when it is not, rather than promise a time nobody holds', async () => {
    await expect(holdSlot(answering(false), request())).rejects.toThrow('without an ETag, and the entry is not there');
  });
});

describe('the local Blobs server of @netlify/blobs 10.7.13', () => {
  // Expected to fail while its conditional writes are not atomic; when jest reports this test as
  // passing, the local server has been fixed: run the racing tests above on it too, and drop this one.
  it.failing('gives a new key to exactly one of 50 simultaneous onlyIfNew writes', async () => {
    const store = await openLocalServerStore();
    const results = await Promise.all(Array.from({ length: 50 }, (__, index) => store.setJSON('race', { index }, { onlyIfNew: true })));
    expect(results.filter((result) => result.modified)).toHaveLength(1);
  });
});

describe('slotKey', () => {
  it('makes keys only of slot ids', () => {
    expect(slotKey('2026-03-04T1230Z')).toBe('slots/2026-03-04T1230Z');
    for (const id of ['../x', '2026-03-04T12:30Z', '', 'slots/2026-03-04T1230Z']) expect(() => slotKey(id)).toThrow('not a slot id');
  });
});
