/**
 * The ledger's transitions (./README.md), checked against the in-memory store and against the real
 * Blobs server @netlify/dev runs (../../testing/local-blobs.ts), which shows the memory store's
 * conditional writes behave as the real ones, one request after the other. The random interleavings of
 * whole requests are ./booking-model.test.ts's.
 *
 * Racing requests are tested in memory only: the local server of @netlify/blobs 10.7.13 checks a
 * condition and writes in two steps with awaits between (BlobsServer.put), so of 50 simultaneous
 * `onlyIfNew` writes about 20 succeed there. Netlify's own servers decide each conditional write
 * atomically (that is what `onlyIfNew` is for). The last test here says so, and starts failing when
 * the local server is fixed, so these tests can then run on it too.
 */
import { getStore } from '@netlify/blobs';
import type { Slot } from '../../../src/booking/free-times';
import { recordingLogger } from '../../testing/contact-test-helpers';
import { startLocalBlobs } from '../../testing/local-blobs';
import { memoryBlobStore } from '../../testing/memory-blob-store';
import { bookingKey, holdMinutes, maxChanges, openLedger, slotKey, writeRecord } from './ledger';
import type { BookingRecord, BookingStore, SlotRecord } from './records';

const minute = 60_000;
const now = new Date('2026-03-02T09:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * minute);
const slotAt = (id: string): Slot => {
  const start = new Date(`${id.slice(0, 13)}:${id.slice(13, 15)}:00.000Z`);
  return { id, start: start.toISOString(), end: new Date(start.getTime() + 45 * minute).toISOString(), places: ['dietikon', 'online'] };
};
const [a, b, c, d] = ['2026-03-04T1230Z', '2026-03-04T1330Z', '2026-03-04T1430Z', '2026-03-05T0730Z'].map(slotAt) as [
  Slot,
  Slot,
  Slot,
  Slot,
];
const eva = { name: 'Eva Muster', email: 'eva@example.ch' };

let blobs: Awaited<ReturnType<typeof startLocalBlobs>> | undefined;
afterAll(() => blobs?.stop());

let storeCount = 0;
async function openLocalServerStore(): Promise<BookingStore> {
  blobs ??= await startLocalBlobs();
  storeCount += 1;
  return getStore({ name: `ledger-test-${storeCount}`, consistency: 'strong' });
}

const backends: [string, () => Promise<BookingStore>, { atomic: boolean }][] = [
  ['in memory', async () => memoryBlobStore(), { atomic: true }],
  ['on the Blobs server of @netlify/dev', openLocalServerStore, { atomic: false }],
];

const read = async <Entry>(store: BookingStore, key: string) =>
  (await store.getWithMetadata(key, { type: 'json' }))?.data as Entry | undefined;

describe.each(backends)('the ledger %s', (_, openStore, { atomic }) => {
  const racing = atomic ? it : it.skip;
  let store: BookingStore;
  const ledger = (at = now, timesPerNetwork = 3) => openLedger({ store, now: at, timesPerNetwork, log: recordingLogger() });
  const book = async (slot: Slot, network = 'net-a', at = now) => {
    const booked = await ledger(at).book({ slot, place: 'online', network, person: eva });
    if (!booked.ok) throw new Error(`not booked: ${booked.reason}`);
    return booked.booking;
  };
  beforeEach(async () => {
    store = await openStore();
  });

  it('books a free time once, with only what the booking needs, and finds it by its id', async () => {
    const booking = await book(a);
    expect(booking).toMatchObject({ state: 'booked', slotId: a.id, place: 'online', changes: 0, version: 1, person: eva });
    expect(await ledger().find(booking.bookingId)).toEqual(booking);
    expect(await ledger().takenTimes()).toEqual(new Set([a.id]));
    expect(await ledger().book({ slot: a, place: 'online', network: 'net-b' })).toEqual({ ok: false, reason: 'taken' });
    const record = await read<BookingRecord>(store, bookingKey(booking.bookingId));
    expect(Object.keys(record ?? {}).sort()).toEqual(
      [
        'attendanceId',
        'bookedAt',
        'changes',
        'chosenAt',
        'claim',
        'dateEnd',
        'email',
        'name',
        'network',
        'place',
        'slotId',
        'state',
        'updatedAt',
        'version',
      ].sort(),
    );
    expect(await ledger().find('never-booked-1')).toBeUndefined();
  });

  racing('gives a time to exactly one of 20 simultaneous bookings', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (__, index) => ledger().book({ slot: a, place: 'online', network: `net-${index}` })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).every((result) => !result.ok && result.reason === 'taken')).toBe(true);
  });

  it('moves a booking: the new time is its own, the old one free, the version and changes one more; at most three times', async () => {
    const booking = await book(a);
    const moved = await ledger().change(booking.bookingId, { slot: b, place: 'dietikon' });
    expect(moved).toMatchObject({
      ok: true,
      booking: { slotId: b.id, place: 'dietikon', changes: 1, version: 2 },
      before: { slotId: a.id },
    });
    expect(await ledger().takenTimes()).toEqual(new Set([b.id]));
    expect(await read<SlotRecord>(store, slotKey(a.id))).toMatchObject({ kind: 'free' });
    expect(await ledger().change(booking.bookingId, { slot: b, place: 'online' })).toEqual({ ok: false, reason: 'unchanged' });
    expect(await ledger().change(booking.bookingId, { slot: c, place: 'online' })).toMatchObject({ ok: true });
    expect(await ledger().change(booking.bookingId, { slot: d, place: 'online' })).toMatchObject({ ok: true });
    expect((await ledger().find(booking.bookingId))?.changes).toBe(maxChanges);
    expect(await ledger().change(booking.bookingId, { slot: a, place: 'online' })).toEqual({ ok: false, reason: 'changes' });
    expect(await ledger().takenTimes()).toEqual(new Set([d.id]));
  });

  it('will not move a booking to a time someone else has', async () => {
    const mine = await book(a);
    await book(b, 'net-b');
    expect(await ledger().change(mine.bookingId, { slot: b, place: 'online' })).toEqual({ ok: false, reason: 'taken' });
    expect((await ledger().find(mine.bookingId))?.slotId).toBe(a.id);
  });

  racing(
    'changed twice at once, to another time and back: at least one change lands, each counted, and the booking stands at exactly one time',
    async () => {
      for (let round = 0; round < 20; round += 1) {
        store = memoryBlobStore();
        const booking = await book(a);
        const toB = await ledger().change(booking.bookingId, { slot: b, place: 'online' });
        const [there, back] = await Promise.all([
          ledger().change(booking.bookingId, { slot: c, place: 'online' }),
          ledger().change(booking.bookingId, { slot: a, place: 'online' }),
        ]);
        expect(toB.ok).toBe(true);
        // Both read the same version: one lands. The store's random yields can also let one finish before
        // the other starts: then both land, one after the other (seen in a full CI run).
        const landed = [there.ok, back.ok].filter(Boolean).length;
        expect(landed).toBeGreaterThanOrEqual(1);
        const now = await ledger().find(booking.bookingId);
        expect(now?.state).toBe('booked');
        expect(now?.changes).toBe(1 + landed);
        expect(await ledger().takenTimes()).toEqual(new Set([now?.slotId]));
      }
    },
  );

  it('frees a booking wherever it stands, forgetting who it was for; a second free finds it gone, and so does a change', async () => {
    const booking = await book(a);
    await ledger().change(booking.bookingId, { slot: b, place: 'online' });
    const freed = await ledger().free(booking.bookingId, 'cancelled');
    expect(freed).toMatchObject({ ok: true, booking: { state: 'cancelled', slotId: b.id, person: eva, version: 3 } });
    expect(await ledger().takenTimes()).toEqual(new Set());
    expect(JSON.stringify(await read(store, bookingKey(booking.bookingId)))).not.toMatch(/Eva|eva@|net-a/);
    expect(await ledger().find(booking.bookingId)).toMatchObject({ state: 'cancelled', slotId: b.id });
    expect(await ledger().free(booking.bookingId, 'released')).toEqual({ ok: false, reason: 'gone' });
    expect(await ledger().change(booking.bookingId, { slot: c, place: 'online' })).toEqual({ ok: false, reason: 'gone' });
  });

  it('keeps the language of a freed booking, as the privacy page says, so its link still speaks it', async () => {
    const booked = await ledger().book({ slot: a, place: 'online', network: 'net-a', person: eva, language: 'en' });
    if (!booked.ok) throw new Error('not booked');
    await ledger().free(booked.booking.bookingId, 'cancelled');
    expect(await read(store, bookingKey(booked.booking.bookingId))).toMatchObject({ state: 'cancelled', language: 'en' });
    expect(await ledger().find(booked.booking.bookingId)).toMatchObject({ state: 'cancelled', language: 'en' });
  });

  it('keeps a phone number with the booked time; a change adds one only where there was none; freed, it is forgotten', async () => {
    const withNumber = await ledger().book({ slot: a, place: 'phone', network: 'net-a', person: { ...eva, phone: '+41791234567' } });
    if (!withNumber.ok) throw new Error('not booked');
    expect(withNumber.booking.person).toEqual({ ...eva, phone: '+41791234567' });
    await ledger().change(withNumber.booking.bookingId, { slot: b, place: 'phone', phone: '+41441234567' });
    expect((await ledger().find(withNumber.booking.bookingId))?.person?.phone).toBe('+41791234567');

    const without = await book(c);
    expect(without.person).toEqual(eva);
    await ledger().change(without.bookingId, { slot: d, place: 'phone', phone: '+41441234567' });
    expect(await ledger().find(without.bookingId)).toMatchObject({ place: 'phone', person: { ...eva, phone: '+41441234567' } });
    await ledger().free(without.bookingId, 'cancelled');
    expect(JSON.stringify(await read(store, bookingKey(without.bookingId)))).not.toContain('+4144');
  });

  it('lets one network hold at most its cap; a booking moving counts once, not twice', async () => {
    await book(a);
    const second = await book(b);
    expect(await ledger(now, 2).book({ slot: c, place: 'online', network: 'net-a' })).toEqual({ ok: false, reason: 'limit' });
    expect(await ledger().takenTimes()).toEqual(new Set([a.id, b.id]));
    expect(await ledger(now, 2).change(second.bookingId, { slot: c, place: 'online' })).toMatchObject({ ok: true });
    expect(await ledger(now, 2).book({ slot: d, place: 'online', network: 'net-b' })).toMatchObject({ ok: true });
  });

  it('a claim its request never completed keeps the time for a while, then is taken over only after its booking is fenced', async () => {
    // A request that stopped between its two writes: the claim is there, its booking record is not.
    const cutShort: SlotRecord = {
      kind: 'claimed',
      bookingId: 'cut-short-1',
      claim: 'nonce-1',
      basedOn: 0,
      claimedAt: now.toISOString(),
      dateEnd: a.end,
      network: 'net-x',
    };
    await store.setJSON(slotKey(a.id), cutShort);
    expect(await ledger(later(holdMinutes - 1)).takenTimes()).toEqual(new Set([a.id]));
    expect(await ledger(later(holdMinutes - 1)).book({ slot: a, place: 'online', network: 'net-b' })).toEqual({
      ok: false,
      reason: 'taken',
    });
    expect(await ledger(later(holdMinutes)).takenTimes()).toEqual(new Set());
    const taken = await book(a, 'net-b', later(holdMinutes));
    // The late request's one write can no longer land: its booking was written as abandoned first.
    expect(await read<BookingRecord>(store, bookingKey('cut-short-1'))).toEqual({ state: 'abandoned', version: 1, dateEnd: a.end });
    expect(await writeRecord(store, bookingKey('cut-short-1'), { state: 'booked' }, { onlyIfNew: true })).toBe(false);
    expect(await ledger(later(holdMinutes)).find('cut-short-1')).toBeUndefined();
    expect((await ledger(later(holdMinutes)).find(taken.bookingId))?.slotId).toBe(a.id);
  });

  it('sweeps: deletes what has passed, frees claims that are no booking’s, and notices after their day', async () => {
    const booking = await book(a);
    await ledger().change(booking.bookingId, { slot: d, place: 'online' });
    // The old time's claim, as if its freeing had failed: it names the booking, which no longer names it.
    const stale: SlotRecord = {
      kind: 'claimed',
      bookingId: booking.bookingId,
      claim: 'old',
      basedOn: 0,
      claimedAt: now.toISOString(),
      dateEnd: b.end,
      network: 'net-a',
    };
    await store.setJSON(slotKey(b.id), stale);
    expect(await ledger().takenTimes()).toEqual(new Set([d.id]));
    expect(await ledger().firstNotice('skipped/2026-03-02/x', later(60))).toBe(true);
    expect(await ledger().firstNotice('skipped/2026-03-02/x', later(60))).toBe(false);
    expect(await ledger().sweep()).toEqual({ deleted: 0, freed: 1, freedTimes: [], lapsed: [] });
    expect(await read<SlotRecord>(store, slotKey(b.id))).toMatchObject({ kind: 'free' });
    const afterA = new Date(Date.parse(a.end) + minute);
    expect(await ledger(afterA).sweep()).toEqual({ deleted: 1, freed: 0, freedTimes: [], lapsed: [] });
    expect((await ledger(afterA).find(booking.bookingId))?.slotId).toBe(d.id);
    const afterD = new Date(Date.parse(d.end));
    await ledger(afterD).sweep();
    expect(await ledger(afterD).find(booking.bookingId)).toBeUndefined();
    expect(await ledger(afterD).takenTimes()).toEqual(new Set());
    expect(await ledger(afterD).firstNotice('skipped/2026-03-02/x', later(60 * 24 * 3))).toBe(true);
  });

  it('refuses a change once the time has begun: the visitor is in it, or should be', async () => {
    const booking = await book(a);
    const begun = new Date(Date.parse(a.start) + minute);
    expect(await ledger(begun).change(booking.bookingId, { slot: d, place: 'online' })).toEqual({ ok: false, reason: 'begun' });
    expect((await ledger(begun).find(booking.bookingId))?.slotId).toBe(a.id);
    expect(await ledger(later(10)).change(booking.bookingId, { slot: d, place: 'online' })).toMatchObject({ ok: true });
  });

  it('deletes a passed booking only as it read it: a write landing during the sweep is not erased, and goes with the next sweep', async () => {
    const booking = await book(a);
    const afterA = new Date(Date.parse(a.end) + minute);
    // The visitor switches mails off after the sweep read the booking, just before it deletes it (a write that keeps its version).
    const key = bookingKey(booking.bookingId);
    const [writing, deleting] = [store.setJSON.bind(store), store.delete.bind(store)];
    let landed = false;
    const landFirst = async () => {
      if (landed) return;
      landed = true;
      await ledger(afterA).setMails(booking.bookingId, 'off');
    };
    // Whichever the sweep does to the record first, a tombstone over the version it read or a delete, the write lands just before.
    store.setJSON = (async (...args: Parameters<BookingStore['setJSON']>) => {
      if (args[0] === key && (args[1] as BookingRecord).state === 'abandoned') await landFirst();
      return writing(...args);
    }) as BookingStore['setJSON'];
    store.delete = (async (deleted: string) => {
      if (deleted === key) await landFirst();
      return deleting(deleted);
    }) as BookingStore['delete'];
    await ledger(afterA).sweep();
    [store.setJSON, store.delete] = [writing, deleting];
    expect(landed).toBe(true);
    expect(await read<BookingRecord>(store, key)).toMatchObject({ state: 'booked', mails: 'off' });
    await ledger(afterA).sweep();
    expect(await read<BookingRecord>(store, key)).toBeUndefined();
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
  const book = (store: BookingStore) =>
    openLedger({ store, now, timesPerNetwork: 3, log: recordingLogger() }).book({ slot: a, place: 'online', network: 'net' });

  it('counts the write when the entry is there', async () => {
    expect(await book(answering(true))).toMatchObject({ ok: true });
  });

  it('throws when it is not, rather than promise a time nobody holds', async () => {
    await expect(book(answering(false))).rejects.toThrow('without an ETag, and the entry is not there');
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

describe('keys', () => {
  it('are made only of slot ids and booking ids', () => {
    expect(slotKey('2026-03-04T1230Z')).toBe('slots/2026-03-04T1230Z');
    for (const id of ['../x', '2026-03-04T12:30Z', '', 'slots/2026-03-04T1230Z']) expect(() => slotKey(id)).toThrow('not a slot id');
    expect(bookingKey('Ab3_-xyz12')).toBe('bookings/Ab3_-xyz12');
    for (const id of ['../x', 'short', 'a/b/c/d/e/f', 'with space 123']) expect(() => bookingKey(id)).toThrow('not a booking id');
  });
});
