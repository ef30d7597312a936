/**
 * Holds and bookings in Netlify Blobs: one key per time (`slots/<slotId>`), so "two visitors can never
 * get the same time" is the store's own guarantee rather than this code's: a time is taken by creating
 * its key with `onlyIfNew`, and every later change of a key is conditional on the ETag it was read with
 * (`onlyIfMatch`). Of several requests racing for one key exactly one write succeeds; the others read
 * what won. Strong consistency, so a read right after a write sees it.
 *
 * A key, once made, lives until its time has passed: releasing a time or letting a hold expire writes
 * the entry as `free` (keeping nothing about anyone) instead of deleting it, because Blobs cannot delete
 * conditionally, and an unconditional delete could remove a hold another request made a moment earlier.
 * After the time has passed nobody can hold it any more, and the sweep deletes the key.
 *
 * Stored per time, and nothing else (the request itself goes to the team by mail): the fields of
 * storedSlotFields below, which the privacy page names one by one.
 */
import { randomBytes } from 'node:crypto';
import { getStore, type Store } from '@netlify/blobs';
import { startOfSlotId, type SlotId } from '../../src/booking/free-times';

export const bookingStoreName = 'booking-slots';

/** The part of a Blobs store used here; tests pass an in-memory one with the same conditional writes. */
export type BookingStore = Pick<Store, 'setJSON' | 'getWithMetadata' | 'delete' | 'list'>;

/**
 * Every deploy but production books in a store of its own (booking-settings.ts: bookingStoreOf), so a
 * try on a preview or a branch deploy never takes a time from the published site. Site-wide rather than
 * per deploy: its keys are swept like the published site's once their time has passed.
 */
export const previewBookingStoreName = 'booking-slots-previews';

/** Opens a store by name (booking-settings.ts names the deploy context's). */
export function openBookingStore(name: string): BookingStore {
  return getStore({ name, consistency: 'strong' });
}

/**
 * How long a hold keeps the time from others if its booking is never confirmed. A request holds and
 * confirms in one step when it is sent (booking-times.ts), so only a step cut short (the store failing,
 * the function stopped between the two writes) leaves a hold; the privacy page says how long it lasts.
 */
export const defaultHoldMinutes = 30;

export type { MeetingPlace } from '../../src/booking/meeting-place';
import type { MeetingPlace } from '../../src/booking/meeting-place';

interface TakenEntry {
  bookingId: string;
  /** ISO instant the hold was made. */
  createdAt: string;
  /** ISO instant the time ends; the key is deleted after it. */
  dateEnd: string;
  /** client-network.ts: networkOfAddress. */
  network: string;
  /** Where the visitor chose to meet (a window offering both lets them choose). */
  place: MeetingPlace;
  /** Who booked: the team's mail when they cancel names them and answers to them. */
  name?: string;
  email?: string;
}

/** The person a booking is for, as the request gave it (the e-mail only where they gave one). */
export interface BookingPerson {
  name: string;
  email?: string;
}

/** Who a held or booked time is for, as kept with it (entries made before names were kept have none). */
export function personOf(entry: Pick<TakenEntry, 'name' | 'email'>): BookingPerson | undefined {
  return entry.name ? { name: entry.name, ...(entry.email ? { email: entry.email } : {}) } : undefined;
}

function personFields(person: BookingPerson | undefined): Pick<TakenEntry, 'name' | 'email'> {
  return person ? { name: person.name, ...(person.email ? { email: person.email } : {}) } : {};
}

export type SlotEntry =
  | (TakenEntry & { kind: 'held'; /** ISO instant after which others may take the time. */ heldUntil: string })
  | (TakenEntry & { kind: 'booked'; bookedAt: string })
  | { kind: 'free'; dateEnd: string; freedAt: string };

type FieldOf<Entry> = Entry extends unknown ? keyof Entry : never;
export type SlotEntryField = FieldOf<SlotEntry>;

/**
 * Every field an entry can have, and why it is kept. The privacy page names each one
 * (privacy-page.test.ts): a field added to SlotEntry fails the typecheck here until it is listed, and
 * then that test until the page says it is stored.
 */
export const storedSlotFields = {
  kind: 'held, booked or free',
  bookingId: 'the private links carry it',
  createdAt: 'when the booking began (its hold)',
  heldUntil: 'until when an unconfirmed hold keeps the time from others',
  bookedAt: 'when it was booked',
  dateEnd: 'when the time ends, to delete the entry then',
  network: 'the keyed network (client-network.ts), to cap the times one network holds',
  place: 'where the visitor chose to meet',
  name: 'the name the request gave, for the team’s mail when the visitor cancels',
  email: 'the e-mail address the request gave, if any, for the team to answer a cancellation',
  freedAt: 'when a cancelled or released time was freed',
} as const satisfies Record<SlotEntryField, string>;

const minuteMs = 60_000;
/** Conditional writes lost to other requests before giving up; each loss means the entry changed, so few are needed. */
const maxAttempts = 5;

/** A new booking id: 96 random bits, base64url (the tokens' alphabet, without their separator). */
export function newBookingId(): string {
  return randomBytes(12).toString('base64url');
}

export function slotKey(slotId: SlotId): string {
  // Only ids as free-times.ts writes them become keys: no visitor-typed text reaches the key space.
  if (!startOfSlotId(slotId)) throw new Error(`not a slot id: "${slotId}"`);
  return `slots/${slotId}`;
}

/** Whether an entry keeps the time from others now. */
export function isTaken(entry: SlotEntry, now: Date): boolean {
  if (entry.kind === 'booked') return true;
  if (entry.kind === 'held') return Date.parse(entry.heldUntil) > now.getTime();
  return false;
}

interface ReadEntry<Entry = SlotEntry> {
  entry: Entry;
  etag: string;
}

async function readEntry<Entry = SlotEntry>(store: BookingStore, key: string): Promise<ReadEntry<Entry> | undefined> {
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const result = await store.getWithMetadata(key, { type: 'json' });
    if (!result) return undefined;
    if (result.etag) return { entry: result.data as Entry, etag: result.etag };
    // Workaround: the local Blobs server of @netlify/blobs 10.7.13 (the one @netlify/dev runs) sends no
    // ETag with a read (netlify/primitives#772, open); its listing has them. Read between two listings
    // that agree, so the ETag belongs to the data. Netlify's own servers always send it: never used there.
    const before = await etagFromListing(store, key);
    const again = await store.getWithMetadata(key, { type: 'json' });
    const after = await etagFromListing(store, key);
    if (!again) return undefined;
    if (before && before === after) return { entry: again.data as Entry, etag: before };
  }
  throw new Error(`${key}: no stable ETag to write against`);
}

async function etagFromListing(store: BookingStore, key: string): Promise<string | undefined> {
  const { blobs } = await store.list({ prefix: key });
  return blobs.find((blob) => blob.key === key)?.etag;
}

/**
 * A conditional write: true when it landed, false when the condition failed (someone else changed the
 * key). Workaround: @netlify/blobs 10.7.13 reports any answer but 412 to a conditional write, a 500 or
 * 503 included, as `{ modified: true }` with an empty ETag (netlify/primitives#741, open). A real
 * success carries the new ETag; without one the entry is read back, and unless the store holds exactly
 * this entry the store failed: that is thrown, so the caller falls back to the request form.
 */
async function writeEntry(
  store: BookingStore,
  key: string,
  entry: SlotEntry | MovedBooking,
  condition: { onlyIfNew: true } | { onlyIfMatch: string },
) {
  const { modified, etag } = await store.setJSON(key, entry, condition);
  if (!modified) return false;
  if (etag) return true;
  const stored = await store.getWithMetadata(key, { type: 'json' });
  if (stored !== null && JSON.stringify(stored.data) === JSON.stringify(entry)) return true;
  throw new Error(`${key}: the store reported a conditional write without an ETag, and the entry is not there`);
}

export interface HoldRequest {
  slotId: SlotId;
  /** ISO end of the slot. */
  slotEnd: string;
  place: MeetingPlace;
  network: string;
  now: Date;
  holdMinutes?: number;
  /** A new id is made when none is given (a visitor moving to another time keeps theirs). */
  bookingId?: string;
  person?: BookingPerson;
}

export type HoldResult = { ok: true; bookingId: string; heldUntil: string } | { ok: false; reason: 'taken' };

/**
 * Holds a time for a booking, atomically: creates the key, or takes over an entry that is free or
 * whose hold has run out, each only if nobody changed it meanwhile. `taken` when it is held or booked.
 */
export async function holdSlot(store: BookingStore, request: HoldRequest): Promise<HoldResult> {
  const key = slotKey(request.slotId);
  const bookingId = request.bookingId ?? newBookingId();
  const heldUntil = new Date(request.now.getTime() + (request.holdMinutes ?? defaultHoldMinutes) * minuteMs).toISOString();
  const entry: SlotEntry = {
    kind: 'held',
    bookingId,
    createdAt: request.now.toISOString(),
    heldUntil,
    dateEnd: request.slotEnd,
    network: request.network,
    place: request.place,
    ...personFields(request.person),
  };
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    if (await writeEntry(store, key, entry, { onlyIfNew: true })) return { ok: true, bookingId, heldUntil };
    const current = await readEntry(store, key);
    if (!current) continue; // deleted between the two calls: try to create it again
    const { entry: found } = current;
    // The same booking asking again (a form sent twice) keeps what it has.
    if (request.bookingId && found.kind !== 'free' && found.bookingId === request.bookingId) {
      return { ok: true, bookingId, heldUntil: found.kind === 'held' ? found.heldUntil : heldUntil };
    }
    if (isTaken(found, request.now)) return { ok: false, reason: 'taken' };
    if (await writeEntry(store, key, entry, { onlyIfMatch: current.etag })) return { ok: true, bookingId, heldUntil };
  }
  // Every attempt lost to another request changing this very key: someone else has it now.
  return { ok: false, reason: 'taken' };
}

/**
 * Turns the booking's hold into a booking. A hold that ran out still counts while nobody else took the
 * time (the visitor loses nothing by being slow); `gone` when the time now belongs to another booking
 * or is free again. Confirming twice is fine.
 */
export async function confirmBooking(
  store: BookingStore,
  { slotId, bookingId, now }: { slotId: SlotId; bookingId: string; now: Date },
): Promise<'booked' | 'gone'> {
  const key = slotKey(slotId);
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const current = await readEntry(store, key);
    if (!current || current.entry.kind === 'free' || current.entry.bookingId !== bookingId) return 'gone';
    if (current.entry.kind === 'booked') return 'booked';
    const { createdAt, dateEnd, network, place } = current.entry;
    const booked: SlotEntry = {
      kind: 'booked',
      bookingId,
      createdAt,
      bookedAt: now.toISOString(),
      dateEnd,
      network,
      place,
      ...personFields(personOf(current.entry)),
    };
    if (await writeEntry(store, key, booked, { onlyIfMatch: current.etag })) return 'booked';
  }
  return 'gone';
}

/**
 * Frees a time held or booked by this booking (the visitor's cancel link, the team's release link),
 * at once, for the next visitor. Returns what was freed, for the message to the team; nothing when the
 * time was not this booking's (already freed, or another booking's).
 */
export async function releaseSlot(
  store: BookingStore,
  { slotId, bookingId, now }: { slotId: SlotId; bookingId: string; now: Date },
): Promise<{ released: true; entry: Exclude<SlotEntry, { kind: 'free' }> } | { released: false }> {
  const key = slotKey(slotId);
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const current = await readEntry(store, key);
    if (!current || current.entry.kind === 'free' || current.entry.bookingId !== bookingId) return { released: false };
    const free: SlotEntry = { kind: 'free', dateEnd: current.entry.dateEnd, freedAt: now.toISOString() };
    if (await writeEntry(store, key, free, { onlyIfMatch: current.etag })) return { released: true, entry: current.entry };
  }
  return { released: false };
}

/**
 * Where a booking went when the visitor changed its time (`moved/<bookingId>`): its private links name
 * the time they were made for, so the page, the calendar file and the team's release link find the
 * booking through this once it has moved. Nothing about the person; deleted with the time.
 */
export interface MovedBooking {
  slotId: SlotId;
  /** ISO instant the time it moved to ends; the sweep deletes the key after it. */
  dateEnd: string;
  /** How often the time was changed: the calendar entries' SEQUENCE. */
  changes: number;
}

const bookingIdKeyPattern = /^[A-Za-z0-9_-]{8,64}$/;

function movedKey(bookingId: string): string {
  if (!bookingIdKeyPattern.test(bookingId)) throw new Error(`not a booking id: "${bookingId}"`);
  return `moved/${bookingId}`;
}

/** Where a booking is now, if it ever moved; the ETag, to write the next move only over this one. */
export async function readMove(store: BookingStore, bookingId: string): Promise<ReadEntry<MovedBooking> | undefined> {
  return readEntry<MovedBooking>(store, movedKey(bookingId));
}

/** Records a move, only over the move read before (none: only if there was none): false when another move came first. */
export async function writeMove(store: BookingStore, bookingId: string, move: MovedBooking, over: string | undefined): Promise<boolean> {
  return writeEntry(store, movedKey(bookingId), move, over ? { onlyIfMatch: over } : { onlyIfNew: true });
}

export interface StoredSlot {
  key: string;
  slotId: SlotId;
  entry: SlotEntry;
  etag: string;
}

/** Every entry of the store (one read per key: the store holds a few weeks of times, tens of keys). */
export async function readSlotEntries(store: BookingStore): Promise<StoredSlot[]> {
  const listed: { key: string; etag: string }[] = [];
  for await (const page of store.list({ prefix: 'slots/', paginate: true })) listed.push(...page.blobs);
  const read = await Promise.all(
    listed.map(async ({ key, etag: listedEtag }) => {
      const result = await store.getWithMetadata(key, { type: 'json' });
      // The listing's ETag stands in where a read has none (the local server, see readEntry). It is never
      // newer than the data read after it, so a write conditional on it can only fail, never overwrite.
      const etag = result?.etag ?? listedEtag;
      return result ? { key, slotId: key.slice('slots/'.length), entry: result.data as SlotEntry, etag } : undefined;
    }),
  );
  return read.filter((slot): slot is StoredSlot => slot !== undefined).sort((a, b) => a.slotId.localeCompare(b.slotId));
}

/** The ids of the times held or booked now: free-times.ts leaves them out. */
export async function listTakenSlotIds(store: BookingStore, now: Date, entries?: StoredSlot[]): Promise<Set<SlotId>> {
  const slots = entries ?? (await readSlotEntries(store));
  return new Set(slots.filter(({ entry }) => isTaken(entry, now)).map(({ slotId }) => slotId));
}

/** How many times one network holds or has booked that are still ahead: the caller refuses more than a few. */
export async function countActiveByNetwork(store: BookingStore, network: string, now: Date, entries?: StoredSlot[]): Promise<number> {
  const slots = entries ?? (await readSlotEntries(store));
  return slots.filter(
    ({ entry }) => entry.kind !== 'free' && entry.network === network && isTaken(entry, now) && Date.parse(entry.dateEnd) > now.getTime(),
  ).length;
}

/**
 * The privacy page's promise (content/pages/datenschutz): a booking is deleted once its time has passed,
 * at the latest this many days after. sweepExpired deletes every passed time it finds, so whatever runs
 * it must run at least this often.
 */
export const deleteBookingsWithinDays = 1;

/**
 * Keeps only what is needed: deletes every entry whose time has passed (bookings included: the team has
 * the request by mail and the date in its calendar), and writes holds that ran out as free, which drops
 * their booking id and network. A hold that someone renews meanwhile is left alone (onlyIfMatch).
 */
export async function sweepExpired(store: BookingStore, now: Date, entries?: StoredSlot[]): Promise<{ deleted: number; freed: number }> {
  const slots = entries ?? (await readSlotEntries(store));
  let deleted = 0;
  let freed = 0;
  for (const { key, entry, etag } of slots) {
    if (Date.parse(entry.dateEnd) <= now.getTime()) {
      await store.delete(key);
      deleted += 1;
    } else if (entry.kind === 'held' && !isTaken(entry, now)) {
      const free: SlotEntry = { kind: 'free', dateEnd: entry.dateEnd, freedAt: now.toISOString() };
      if (await writeEntry(store, key, free, { onlyIfMatch: etag })) freed += 1;
    }
  }
  return { deleted, freed };
}

/**
 * Deletes the move records (`moved/`) of bookings whose time has passed. Only the scheduled sweep runs
 * it (./sweep-bookings.ts, every 15 minutes): a list of the free times need not read them all.
 */
export async function sweepMoves(store: BookingStore, now: Date): Promise<number> {
  let deleted = 0;
  for await (const page of store.list({ prefix: 'moved/', paginate: true })) {
    for (const { key } of page.blobs) {
      const move = (await store.getWithMetadata(key, { type: 'json' }))?.data as MovedBooking | undefined;
      if (move && Date.parse(move.dateEnd) <= now.getTime()) {
        await store.delete(key);
        deleted += 1;
      }
    }
  }
  return deleted;
}
