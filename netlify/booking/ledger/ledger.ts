/**
 * The booking ledger: the only code that reads or writes booking records (their shapes: ./records.ts), under
 * the keys it makes, with its two store operations (both at the end of this file). Its states and transitions
 * are the table in ./README.md. Two kinds of record:
 *
 * - the booking (`bookings/<id>`) decides. It says where the booking stands and which claim on that time
 *   is its own. Every transition is one write over the version it read (`onlyIfMatch`), or the first write
 *   (`onlyIfNew`), so a step that lost a race changes nothing and tells its caller so;
 * - a claim (`slots/<slotId>`) keeps two bookings from one time: only one claim of a time can land. A
 *   claim counts for as long as its booking names it, or, not yet named, for `holdMinutes` while the
 *   booking it was made against could still name it. Any other claim is free to take.
 *
 * So freeing the old time after a change, or the time of a cancelled booking, is tidying only: the
 * booking record already says the claim is not its own. Nothing can be undone by a late step, because no
 * step undoes anything: a step either lands its one write or does nothing.
 *
 * A claim that was never named and ran out (its request died between the two writes) is taken over only
 * after its booking is fenced: its version is raised (or, for a booking never written, it is written as
 * abandoned), so the late request's write fails instead of naming a time someone else now has.
 */
import type { Slot, SlotId } from '../../../src/booking/free-times';
import type { Language } from '../../../src/i18n/languages';
import { startOfSlotId } from '../../../src/booking/free-times';
import { meetingPlaces } from '../../../src/booking/availability';
import { addressProblems } from '../../../src/booking/meeting-place';
import { addDays, instantToWallTime } from '../../../src/booking/zurich-time';
import type { Logger } from '../../shared/logger';
import { endOfQuietHours, isQuietHour } from '../quiet-hours';
import { isE164 } from '../../outbox/sms';
import {
  type BookingPerson,
  type BookingRecord,
  type BookingStore,
  type MeetingPlace,
  type SlotRecord,
  type BookedRecord,
  type AskingRecord,
  type Daypart,
  type FreedRecord,
  type OfferRecord,
  type NoticeRecord,
  type ReminderWhen,
  type StandingBooking,
  type VisitorMails,
  type WayBackRecord,
  dayOfSlot,
  dayparts,
  newRandomId,
} from './records';

/** How long a claim not yet named by its booking keeps the time from others; the privacy page says it. */
export const holdMinutes = 30;

/** How often a visitor may change a booked time; after that the page says how to reach the team. */
export const maxChanges = 3;

/**
 * The privacy page's promise (content/pages/datenschutz): a booking is deleted once its time has passed,
 * at the latest this many days after. The sweep deletes every passed record it finds, so whatever runs
 * it must run at least this often.
 */
export const deleteBookingsWithinDays = 1;

/**
 * The privacy page's other promise: after a booked time whose visitor gets mails or SMS, the address or the
 * number (and the language) for the one message should the team mark "did not come" (../way-back.ts) is kept
 * this many days after the time, then deleted by the sweep, whatever the team answered.
 */
export const wayBackDays = 7;

/** Where the one message after a missed time goes: by e-mail, or, to a visitor who gets SMS and no mails, by SMS. */
export type WayBackTo = { language: Language } & ({ email: string; phone?: never } | { phone: string; email?: never });

/**
 * A booking's channel for that one message, the one its reminders went on: the address with mails on, else
 * the mobile number with SMS on (E.164; a booking has SMS on only with a number that takes them). One
 * message, so one channel: a visitor reminded on both gets the mail, which carries the time in full words.
 */
export function wayBackTo(booking: Booking): WayBackTo | undefined {
  const language = booking.language ?? 'de';
  const { email, phone } = booking.person ?? {};
  if (booking.mails === 'on' && email) return { email, language };
  if (booking.sms === 'on' && phone && isE164(phone)) return { phone, language };
  return undefined;
}

const minuteMs = 60_000;
/** Writes lost to other requests before a step gives up; each loss means the record changed, so few are needed. */
const maxAttempts = 5;

/** A booking as the ledger knows it now. */
export interface Booking {
  bookingId: string;
  state: 'booked' | 'cancelled' | 'released';
  slotId: SlotId;
  slot: Pick<Slot, 'start' | 'end'>;
  place: MeetingPlace;
  changes: number;
  /** Raised by every transition: the calendar entries' SEQUENCE follows it, so a later one replaces an earlier one. */
  version: number;
  /** Freed by "this was not me": the address was someone else's (./records.ts). */
  notMe?: true;
  /** While booked: client-network.ts's keyed network, and who it is for. */
  network?: string;
  person?: BookingPerson;
  /** While booked: the random id the team's answer after the time is counted under (./records.ts). */
  attendanceId?: string;
  /** While booked: whether mails go to the visitor (./records.ts: VisitorMails), in which language, and since when the time stands. */
  mails?: VisitorMails;
  /** While booked: whether SMS go to the visitor's phone (./records.ts), and when the reminders go (absent: both). */
  sms?: VisitorMails;
  remindWhen?: ReminderWhen[];
  language?: Language;
  chosenAt?: string;
}

export interface LedgerOptions {
  store: BookingStore;
  now: Date;
  /** How many times one network may hold or have booked at once. */
  timesPerNetwork: number;
  log: Logger;
}

export type BookResult = { ok: true; booking: Booking } | { ok: false; reason: 'taken' | 'limit' };
export type ChangeResult =
  | { ok: true; booking: Booking; before: Booking }
  /** unchanged: the same time, or another change of this booking came first; gone: freed meanwhile; changes: changed maxChanges times already; begun: its time has begun. */
  | { ok: false; reason: 'taken' | 'limit' | 'unchanged' | 'gone' | 'changes' | 'begun' };
export type FreeResult = { ok: true; booking: Booking } | { ok: false; reason: 'gone' };

/** What a visitor asking for an earlier time wants (./records.ts: AskingRecord). */
export interface AskingWish {
  earliest: string;
  dayparts: Daypart[];
  places: MeetingPlace[];
}

/** A booking's asking as its page shows it: asking now or not, what suits, and the offer open to it. */
export interface Asking extends AskingWish {
  asking: boolean;
  offer?: OfferRecord;
}

/** What offering a freed time needs to know beyond the ledger: the settings, and until when the time can be booked at all. */
export interface OfferTerms {
  /** How long an offer holds its time (the booking settings' offerWindowMinutes). */
  windowMinutes: number;
  /** How many offers one booking gets in 7 days (offersPerWeek). */
  perWeek: number;
  /** The last instant the time is still offered to everyone (its notice): an offer ends well before (./ledger.ts: offerUntil). */
  bookableUntil: Date;
}

/**
 * What freeing the claims that are no booking's did: how many, the times whose hold or offer ran out (to be
 * offered on), and of those the offers let pass (to be counted).
 */
export interface FreedClaims {
  freed: number;
  freedTimes: Pick<Slot, 'id' | 'end'>[];
  lapsed: { bookingId: string; slotId: SlotId }[];
}

export interface OfferMade {
  bookingId: string;
  offer: OfferRecord;
}

export type TakeResult =
  | { ok: true; booking: Booking; before: Booking }
  /** late: the window is over (or the offer was declined); taken: someone else has the time; gone: the booking is freed; unchanged: taken already. */
  | { ok: false; reason: 'late' | 'taken' | 'gone' | 'unchanged' };

/** An offer shorter than this is not made: nobody can answer it in time. */
export const shortestOfferMinutes = 15;

/**
 * Until when an offer holds its time: the team's window, but never more than half of what is left before the
 * time stops being bookable (its notice), so that when the visitor lets it pass, the next in line, and then
 * everyone, still has as long again. An offer made in the night (a cancel late in the evening) holds its time
 * from 07:00 (../quiet-hours.ts): a window that ran out while the visitor slept would be no offer at all.
 * Undefined when that leaves less than `shortestOfferMinutes` of waking time: the time stays free for everyone.
 */
export function offerUntil(
  now: Date,
  { windowMinutes, bookableUntil }: Pick<OfferTerms, 'windowMinutes' | 'bookableUntil'>,
): Date | undefined {
  const from = isQuietHour(now) ? endOfQuietHours(now).getTime() : now.getTime();
  const until = Math.min(from + windowMinutes * minuteMs, now.getTime() + (bookableUntil.getTime() - now.getTime()) / 2);
  return until - from >= shortestOfferMinutes * minuteMs ? new Date(until) : undefined;
}

/** The time of day a time starts in, in Zurich: before noon a morning. */
export function daypartOf(slotId: SlotId): Daypart {
  const start = startOfSlotId(slotId);
  if (!start) throw new Error(`not a slot id: "${slotId}"`);
  return instantToWallTime(start).time < '12:00' ? 'morning' : 'afternoon';
}

/** Whether a freed time suits a mark of the line, read from its key alone. */
function suits(mark: LineMark, slot: Pick<Slot, 'id' | 'places'>): boolean {
  return (
    slot.id < mark.ownSlotId &&
    mark.earliest <= dayOfSlot(slot.id) &&
    (mark.dayparts.length === 0 || mark.dayparts.includes(daypartOf(slot.id))) &&
    mark.places.some((place) => slot.places.includes(place))
  );
}

const weekMs = 7 * 24 * 60 * minuteMs;

/** The latest offer of a booking's asking that matches (a time is offered to a booking once, but read the latest). */
function lastOffer(asking: AskingRecord | undefined, matches: (offer: OfferRecord) => boolean): OfferRecord | undefined {
  return [...(asking?.offers ?? [])].reverse().find(matches);
}

type Booked = BookedRecord;
type Claim = Extract<SlotRecord, { kind: 'claimed' }>;

/** What a claim is worth now, given its booking's record. */
type ClaimStatus = 'booked' | 'pending' | 'expired' | 'stale';

function statusOf(claim: Claim, booking: BookingRecord | undefined, now: Date): ClaimStatus {
  if (booking?.state === 'booked' && booking.claim === claim.claim) return 'booked';
  // Only a request that read the booking at the claim's version can still name the claim.
  const canStillBeNamed = (booking?.version ?? 0) === claim.basedOn && (booking === undefined || booking.state === 'booked');
  if (!canStillBeNamed) return 'stale';
  // An offer holds its time for its window; any other claim for holdMinutes. Run out, either is fenced before it is taken over.
  const until = claim.until ? Date.parse(claim.until) : Date.parse(claim.claimedAt) + holdMinutes * minuteMs;
  return until > now.getTime() ? 'pending' : 'expired';
}

function bookingOf(bookingId: string, record: StandingBooking): Booking {
  const start = startOfSlotId(record.slotId);
  const booking: Booking = {
    bookingId,
    state: record.state,
    slotId: record.slotId,
    slot: { start: start?.toISOString() ?? record.dateEnd, end: record.dateEnd },
    place: record.place,
    changes: record.changes,
    version: record.version,
    ...(record.language ? { language: record.language } : {}),
  };
  if (record.state !== 'booked') return record.notMe ? { ...booking, notMe: true } : booking;
  return {
    ...booking,
    network: record.network,
    ...(record.name ? { person: { name: record.name, ...personFields(record) } } : {}),
    ...(record.mails ? { mails: record.mails === 'on' ? ('on' as const) : ('off' as const) } : {}),
    ...(record.sms ? { sms: record.sms } : {}),
    ...(record.remindWhen ? { remindWhen: record.remindWhen } : {}),
    // Bookings made before the attendance id counted their answer under the booking number.
    attendanceId: record.attendanceId ?? bookingId,
    chosenAt: record.chosenAt ?? record.bookedAt,
  };
}

/** The Zurich day a time ends on: the day its mark (records.ts: days/) is listed under. */
function dayOfEnd(dateEnd: string): string {
  return instantToWallTime(new Date(dateEnd)).date;
}

function personFields(person: Partial<BookingPerson> | undefined): Pick<Booked, 'name' | 'email' | 'phone'> {
  if (!person) return {};
  return {
    ...(person.name ? { name: person.name } : {}),
    ...(person.email ? { email: person.email } : {}),
    ...(person.phone ? { phone: person.phone } : {}),
  };
}

/** Whether a booked record's visitor gets reminders on some channel: mails with an address, SMS with a number. */
function remindsOnSomeChannel(record: Booked): boolean {
  return (record.mails === 'on' && Boolean(record.email)) || (record.sms === 'on' && Boolean(record.phone));
}

export function openLedger(options: LedgerOptions): Ledger {
  return new Ledger(options);
}

export class Ledger {
  private readonly store: BookingStore;
  private readonly now: Date;
  private readonly at: string;
  private readonly timesPerNetwork: number;
  private readonly log: Logger;

  constructor({ store, now, timesPerNetwork, log }: LedgerOptions) {
    this.store = store;
    this.now = now;
    this.at = now.toISOString();
    this.timesPerNetwork = timesPerNetwork;
    this.log = log;
  }

  /** The booking with the ETag its next transition is written over. */
  private readBooking(bookingId: string) {
    return readRecord<BookingRecord>(this.store, bookingKey(bookingId));
  }

  /** The booking as it is now, for a decision that does not write it. */
  private peekBooking(bookingId: string) {
    return peekRecord<BookingRecord>(this.store, bookingKey(bookingId));
  }

  /**
   * Marks the day a booking's time ends on, before the booking is written there: the reminders and the
   * sweep find it by listing that day. A mark of a write that then lost is harmless (the sweep drops it).
   */
  private async markDay(dateEnd: string, bookingId: string): Promise<void> {
    await this.store.setJSON(dayIndexKey(dayOfEnd(dateEnd), bookingId), {});
  }

  /** Every claim with the status its booking gives it (each booking read once). */
  private async claims(): Promise<(Read<SlotRecord> & { key: string; status?: ClaimStatus })[]> {
    const slots = await readAll<SlotRecord>(this.store, slotPrefix);
    const ids = [...new Set(slots.flatMap(({ entry }) => (entry.kind === 'claimed' ? [entry.bookingId] : [])))];
    const records = new Map(await Promise.all(ids.map(async (id) => [id, await this.peekBooking(id)] as const)));
    return slots.map((slot) =>
      slot.entry.kind === 'claimed' ? { ...slot, status: statusOf(slot.entry, records.get(slot.entry.bookingId), this.now) } : slot,
    );
  }

  /** The times one network holds or has booked, but for the one a booking stands at now (it moves away from it). */
  private async heldByNetwork(network: string, moving?: string): Promise<number> {
    return (await this.claims()).filter(
      ({ entry, status }) =>
        entry.kind === 'claimed' &&
        entry.network === network &&
        // An offer adds no time to a network: taking it moves a booking the network has already.
        ((status === 'pending' && !entry.until) || (status === 'booked' && entry.bookingId !== moving)),
    ).length;
  }

  /**
   * Makes sure a booking can no longer name the claim: raises its version, or writes it as abandoned where
   * it was never written. False when the booking changed meanwhile (read the claim again), or named the claim.
   */
  private async fence(claim: Claim): Promise<boolean> {
    const current = await this.readBooking(claim.bookingId);
    const key = bookingKey(claim.bookingId);
    if (!current) {
      await this.markDay(claim.dateEnd, claim.bookingId);
      return writeRecord(this.store, key, { state: 'abandoned', version: 1, dateEnd: claim.dateEnd } satisfies BookingRecord, {
        onlyIfNew: true,
      });
    }
    // Moved on since the claim was made: the claim is stale, unless that very write named it (a request that took
    // longer than the hold and landed between the claim's read and this one): then it is booked, and not to be freed.
    if (current.entry.version !== claim.basedOn) return !(current.entry.state === 'booked' && current.entry.claim === claim.claim);
    return writeRecord(
      this.store,
      key,
      { ...current.entry, version: current.entry.version + 1, updatedAt: this.at },
      { onlyIfMatch: current.etag },
    );
  }

  /** Claims a time for a booking, made against the booking's version `basedOn` (0: a new booking). */
  private async claim(
    slot: Pick<Slot, 'id' | 'end'>,
    bookingId: string,
    basedOn: number,
    network: string,
    until?: Date,
  ): Promise<{ ok: true; nonce: string } | { ok: false; holder?: string }> {
    const key = slotKey(slot.id);
    const mine: Claim = {
      kind: 'claimed',
      bookingId,
      claim: newRandomId(),
      basedOn,
      claimedAt: this.at,
      dateEnd: slot.end,
      network,
      ...(until ? { until: until.toISOString() } : {}),
    };
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      if (await writeRecord(this.store, key, mine, { onlyIfNew: true })) return { ok: true, nonce: mine.claim };
      const current = await readRecord<SlotRecord>(this.store, key);
      if (!current) continue; // swept between the two calls: try to create it again
      const found = current.entry;
      if (found.kind === 'claimed') {
        const status = statusOf(found, await this.peekBooking(found.bookingId), this.now);
        if (status === 'booked' || status === 'pending') return { ok: false, holder: found.bookingId };
        if (status === 'expired' && !(await this.fence(found))) continue;
      }
      if (await writeRecord(this.store, key, mine, { onlyIfMatch: current.etag })) return { ok: true, nonce: mine.claim };
    }
    // Every attempt lost to another request changing this very key: someone else has it now.
    return { ok: false };
  }

  /** Frees a claim that is no booking's (tidying: the booking record decided already); a failure waits for the sweep. */
  private async letGo(slotId: SlotId, nonce: string): Promise<void> {
    try {
      const current = await readRecord<SlotRecord>(this.store, slotKey(slotId));
      if (current?.entry.kind !== 'claimed' || current.entry.claim !== nonce) return;
      const free: SlotRecord = { kind: 'free', dateEnd: current.entry.dateEnd, freedAt: this.at };
      await writeRecord(this.store, slotKey(slotId), free, { onlyIfMatch: current.etag });
    } catch (error) {
      this.log.error(
        `booking: ${slotId} stays claimed until the sweep frees it: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** The times held or booked now: the free times leave them out. */
  async takenTimes(): Promise<Set<SlotId>> {
    const all = await this.claims();
    return new Set(all.filter(({ status }) => status === 'booked' || status === 'pending').map(({ key }) => key.slice(slotPrefix.length)));
  }

  /** The booking a link names, as it is now; undefined for one that never was or whose time has passed. */
  async find(bookingId: string): Promise<Booking | undefined> {
    const record = await this.peekBooking(bookingId);
    return record && record.state !== 'abandoned' ? bookingOf(bookingId, record) : undefined;
  }

  /** Books a time that is offered and free in the team's calendar (the caller checked both). */
  async book(request: {
    slot: Slot;
    place: MeetingPlace;
    network: string;
    person?: BookingPerson;
    /** The visitor's language and whether mails go to them (decided by the caller: ../mails/visitor-mails.ts). */
    language?: Language;
    mails?: VisitorMails;
    /** Whether SMS go to them (the caller checked that the phone takes SMS), and when the reminders go. */
    sms?: VisitorMails;
    remindWhen?: ReminderWhen[];
  }): Promise<BookResult> {
    const bookingId = newRandomId();
    const claimed = await this.claim(request.slot, bookingId, 0, request.network);
    if (!claimed.ok) return { ok: false, reason: 'taken' };
    // Counted once the claim is in the store: requests of one network for different times run side by side
    // (in other instances too), and whichever counts last sees every claim kept, so never more than the cap
    // stand; requests racing past it each give theirs back (fewer may stand, never more).
    if ((await this.heldByNetwork(request.network)) > this.timesPerNetwork) {
      await this.letGo(request.slot.id, claimed.nonce);
      return { ok: false, reason: 'limit' };
    }
    await this.markDay(request.slot.end, bookingId);
    const record: Booked = {
      state: 'booked',
      version: 1,
      slotId: request.slot.id,
      dateEnd: request.slot.end,
      claim: claimed.nonce,
      place: request.place,
      network: request.network,
      changes: 0,
      bookedAt: this.at,
      updatedAt: this.at,
      chosenAt: this.at,
      attendanceId: newRandomId(),
      ...personFields(request.person),
      ...(request.language ? { language: request.language } : {}),
      ...(request.mails && request.person?.email ? { mails: request.mails } : {}),
      ...(request.sms && request.person?.phone ? { sms: request.sms } : {}),
      ...(request.remindWhen ? { remindWhen: request.remindWhen } : {}),
    };
    if (!(await writeRecord(this.store, bookingKey(bookingId), record, { onlyIfNew: true }))) {
      // Fenced: another request found the claim run out and took the time.
      await this.letGo(request.slot.id, claimed.nonce);
      return { ok: false, reason: 'taken' };
    }
    return { ok: true, booking: bookingOf(bookingId, record) };
  }

  /**
   * Moves a booked time to another: the new time is claimed first, then the booking names it, in one write.
   * `phone`: the number given with the change, for a booking without one moved to a time on the phone.
   */
  async change(bookingId: string, request: { slot: Slot; place: MeetingPlace; phone?: string }): Promise<ChangeResult> {
    const current = await this.readBooking(bookingId);
    if (current?.entry.state !== 'booked') return { ok: false, reason: 'gone' };
    const record = current.entry;
    if (record.slotId === request.slot.id) return { ok: false, reason: 'unchanged' };
    if (record.changes >= maxChanges) return { ok: false, reason: 'changes' };
    // Once the time has begun the visitor is (or should be) in it: moving it then would free a time already used.
    if ((startOfSlotId(record.slotId)?.getTime() ?? 0) <= this.now.getTime()) return { ok: false, reason: 'begun' };
    const claimed = await this.claim(request.slot, bookingId, record.version, record.network);
    // The same booking claiming it already: the same change sent twice (a double click) is under way.
    if (!claimed.ok) return { ok: false, reason: claimed.holder === bookingId ? 'unchanged' : 'taken' };
    if ((await this.heldByNetwork(record.network, bookingId)) > this.timesPerNetwork) {
      await this.letGo(request.slot.id, claimed.nonce);
      return { ok: false, reason: 'limit' };
    }
    await this.markDay(request.slot.end, bookingId);
    const movedFrom = (latest: Booked): Booked => ({
      ...latest,
      version: record.version + 1,
      slotId: request.slot.id,
      dateEnd: request.slot.end,
      claim: claimed.nonce,
      place: request.place,
      ...(request.phone && !latest.phone ? { phone: request.phone } : {}),
      changes: record.changes + 1,
      updatedAt: this.at,
      chosenAt: this.at,
    });
    let read: Read<BookingRecord> = current;
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      const moved = movedFrom(read.entry as Booked);
      if (await writeRecord(this.store, bookingKey(bookingId), moved, { onlyIfMatch: read.etag })) {
        await this.letGo(record.slotId, record.claim);
        return { ok: true, booking: bookingOf(bookingId, moved), before: bookingOf(bookingId, record) };
      }
      // Written meanwhile. Only a write that left the version as it was (the visitor's mail setting) lets
      // this change go on: the claim was made against that version and still counts.
      const latest = await this.readBooking(bookingId);
      if (latest?.entry.state !== 'booked' || latest.entry.version !== record.version || latest.entry.claim !== record.claim) {
        await this.letGo(request.slot.id, claimed.nonce);
        return { ok: false, reason: latest?.entry.state === 'booked' ? 'unchanged' : 'gone' };
      }
      read = latest;
    }
    await this.letGo(request.slot.id, claimed.nonce);
    return { ok: false, reason: 'unchanged' };
  }

  /**
   * Frees a booked time (cancelled by the visitor, released by the team) wherever it stands now, a change
   * meanwhile included. Returns the booking as it stood, its person included, for the team's mail; the
   * record keeps neither name, e-mail nor network from here on; a cancel by "this was not me" keeps that it was.
   */
  async free(bookingId: string, how: 'cancelled' | 'released', notMe = false): Promise<FreeResult> {
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      const current = await this.readBooking(bookingId);
      if (current?.entry.state !== 'booked') return { ok: false, reason: 'gone' };
      const record = current.entry;
      const { slotId, dateEnd, place, changes } = record;
      const freed: FreedRecord = {
        state: how,
        version: record.version + 1,
        slotId,
        dateEnd,
        place,
        changes,
        updatedAt: this.at,
        // Kept, as the privacy page says: the freed page and a mail that waited still speak the visitor's language.
        ...(record.language ? { language: record.language } : {}),
        ...(notMe ? { notMe: true as const } : {}),
      };
      if (await writeRecord(this.store, bookingKey(bookingId), freed, { onlyIfMatch: current.etag })) {
        await this.letGo(record.slotId, record.claim);
        const booking: Booking = { ...bookingOf(bookingId, current.entry), state: how, version: freed.version };
        return { ok: true, booking: notMe ? { ...booking, notMe: true } : booking };
      }
    }
    throw new Error(`booking ${bookingId} changed ${maxAttempts} times while it was being freed`);
  }

  /** Sets whether mails go to the visitor of a booked time (./setReminders); undefined where it has no address. */
  async setMails(bookingId: string, mails: VisitorMails): Promise<Booking | undefined> {
    return this.setReminders(bookingId, { mails });
  }

  /**
   * Sets the visitor's reminders of a booked time: mails on or off (only with an address), SMS on or off
   * (only with a number: the caller checked that it takes SMS), and when they go. Written over the record
   * as it is, without raising its version: it changes neither the time nor the calendar entry, and a
   * change under way (its claim made against this version) still lands after it. Undefined when the
   * booking is not booked, or has nothing to switch (no address for mails, no number for SMS).
   */
  async setReminders(
    bookingId: string,
    wanted: { mails?: VisitorMails; sms?: VisitorMails; remindWhen?: ReminderWhen[] },
  ): Promise<Booking | undefined> {
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      const current = await this.readBooking(bookingId);
      if (current?.entry.state !== 'booked') return undefined;
      const record = current.entry;
      const mails = wanted.mails && record.email ? { mails: wanted.mails } : {};
      const sms = wanted.sms && record.phone ? { sms: wanted.sms } : {};
      const remindWhen = wanted.remindWhen ? { remindWhen: wanted.remindWhen } : {};
      if (!('mails' in mails) && !('sms' in sms) && !wanted.remindWhen) return undefined;
      const updated: Booked = { ...record, ...mails, ...sms, ...remindWhen };
      if (JSON.stringify(updated) === JSON.stringify(record)) return bookingOf(bookingId, record);
      if (await writeRecord(this.store, bookingKey(bookingId), updated, { onlyIfMatch: current.etag }))
        return bookingOf(bookingId, updated);
    }
    throw new Error(`booking ${bookingId} changed ${maxAttempts} times while its reminders were being set`);
  }

  /**
   * The booked times whose visitor gets reminders on some channel (mails with an address, SMS with a
   * number) and whose time ends before `until` (the reminders' run): only the days up to then are listed
   * (records.ts: days/), so the run reads the next days' bookings, never the whole ledger.
   */
  async bookedWithRemindersBefore(until: Date): Promise<Booking[]> {
    const found: Booking[] = [];
    const last = instantToWallTime(until).date;
    for (let day = instantToWallTime(this.now).date; day <= last; day = addDays(day, 1)) {
      for (const bookingId of await this.markedOn(day)) {
        const record = await this.peekBooking(bookingId);
        if (record?.state !== 'booked' || !remindsOnSomeChannel(record)) continue;
        // A mark the booking moved away from: found again under its new day.
        if (dayOfEnd(record.dateEnd) !== day || Date.parse(record.dateEnd) > until.getTime()) continue;
        found.push(bookingOf(bookingId, record));
      }
    }
    return found;
  }

  /**
   * The booking that stands, booked, under an attendance id (the team's links after a time name it,
   * ../attendance.ts), among the bookings marked on `day`: only that day's few records are read. Undefined
   * when none does: a cancelled or released booking keeps no attendance id, and a passed one is swept.
   */
  async bookedWithAttendanceId(day: string, attendanceId: string): Promise<Booking | undefined> {
    for (const bookingId of await this.markedOn(day)) {
      const record = await this.peekBooking(bookingId);
      if (record?.state !== 'booked') continue;
      const booking = bookingOf(bookingId, record);
      if (booking.attendanceId === attendanceId) return booking;
    }
    return undefined;
  }

  /**
   * Keeps, for a booked time that took place and whose visitor gets mails or SMS, where the one message after
   * it goes (../way-back.ts: the address or the number, and the language) for `wayBackDays`, under its
   * attendance id only; nothing for anyone else.
   */
  async keepWayBack(booking: Booking): Promise<void> {
    const to = wayBackTo(booking);
    if (!to || !booking.attendanceId) return;
    const until = new Date(Date.parse(booking.slot.end) + wayBackDays * 24 * 3_600_000);
    const record: WayBackRecord = { ...to, until: until.toISOString() };
    await writeRecord(this.store, wayBackKey(booking.attendanceId), record, { onlyIfNew: true });
  }

  /**
   * Where the one message after the time `attendanceId` names goes, while the ledger still knows: the booking
   * itself before the sweep deleted it (booked, on `day`), the kept address or number after. Undefined for a
   * visitor who asked for neither mails nor SMS (or switched them off), and once the record is deleted.
   */
  async wayBack(day: string, attendanceId: string): Promise<WayBackTo | undefined> {
    const kept = await peekRecord<WayBackRecord>(this.store, wayBackKey(attendanceId));
    if (kept) {
      if (Date.parse(kept.until) <= this.now.getTime()) return undefined;
      const { language, email, phone } = kept;
      return email ? { email, language } : phone ? { phone, language } : undefined;
    }
    const booking = await this.bookedWithAttendanceId(day, attendanceId);
    return booking && wayBackTo(booking);
  }

  /** The booking ids marked on a day (listed by prefix: no record is read). */
  private async markedOn(day: string): Promise<string[]> {
    const prefix = dayIndexPrefixOf(day);
    const ids: string[] = [];
    for await (const page of this.store.list({ prefix, paginate: true }))
      ids.push(...page.blobs.map(({ key }) => key.slice(prefix.length)));
    return ids;
  }

  /** Whether a booking stands at a time that has not ended, with mails on (a budget holds a place for it while so). */
  async getsMails(bookingId: string): Promise<boolean> {
    const record = await this.peekBooking(bookingId);
    return record?.state === 'booked' && record.mails === 'on' && Date.parse(record.dateEnd) > this.now.getTime();
  }

  /** The same for SMS: a number's budget holds a place for the booking while it stands with SMS on. */
  async getsSms(bookingId: string): Promise<boolean> {
    const record = await this.peekBooking(bookingId);
    return record?.state === 'booked' && record.sms === 'on' && Date.parse(record.dateEnd) > this.now.getTime();
  }

  /**
   * Lets `id` through a budget named `name`: true when it was let through before or there is room for it
   * (fewer than `limit` held, counting only those `stillHeld` still holds), false at the limit. One record
   * per budget, each change a write over the one read: exact under concurrent calls, and asking twice for
   * one id (a mail made again when it waited) counts it once.
   */
  async admit(
    name: string,
    id: string,
    { limit, until, stillHeld }: { limit: number; until: Date; stillHeld?: (id: string) => Promise<boolean> },
  ): Promise<boolean> {
    const key = noticeKey(name);
    for (let attempt = 0; attempt < maxAttempts * 4; attempt += 1) {
      const current = await readRecord<NoticeRecord>(this.store, key);
      const running = current !== undefined && Date.parse(current.entry.until) > this.now.getTime();
      let held = running ? (current.entry.held ?? []) : [];
      if (held.includes(id)) return true;
      if (stillHeld) held = (await Promise.all(held.map(async (other) => ((await stillHeld(other)) ? [other] : [])))).flat();
      if (held.length >= limit) return false;
      const keptUntil = running && Date.parse(current.entry.until) > until.getTime() ? current.entry.until : until.toISOString();
      const next: NoticeRecord = { until: keptUntil, held: [...held, id] };
      if (await writeRecord(this.store, key, next, current ? { onlyIfMatch: current.etag } : { onlyIfNew: true })) return true;
    }
    throw new Error(`${key}: changed by too many requests at once`);
  }

  /** Whether a notice of this name stands (a suppressed address, a reminder already claimed). */
  async hasNotice(name: string): Promise<boolean> {
    const notice = await peekRecord<NoticeRecord>(this.store, noticeKey(name));
    return notice !== undefined && Date.parse(notice.until) > this.now.getTime();
  }

  /**
   * Keeps only what is needed: deletes every record whose time has passed, frees claims that are no
   * booking's (fencing first those a late request could still name), and deletes notices past their day.
   * `took` hears of each booked time that took place, once, as it is deleted (the team's answer after it).
   * `freedTimes`: the times whose hold or offer ran out and were freed here, to be offered on (`lapsed`: of
   * those, the offers let pass).
   */
  async sweep(took?: (booking: Booking) => Promise<void>): Promise<{ deleted: number } & FreedClaims> {
    let deleted = 0;
    const passed = (dateEnd: string) => Date.parse(dateEnd) <= this.now.getTime();
    const claims = await this.claims();
    for (const { key, entry } of claims) {
      if (!passed(entry.dateEnd)) continue;
      await this.store.delete(key);
      deleted += 1;
    }
    const { freed, freedTimes, lapsed } = await this.freeClaims(claims);
    // The line's marks of times that have begun: nothing earlier can be offered to them any more.
    for (const mark of await this.lineMarks())
      if ((startOfSlotId(mark.ownSlotId)?.getTime() ?? 0) <= this.now.getTime()) await this.store.delete(mark.key);
    await this.indexOnce();
    const today = instantToWallTime(this.now).date;
    for (const { day, bookingId } of await this.marksUpTo(today)) {
      const key = bookingKey(bookingId);
      const current = await readRecord<BookingRecord>(this.store, key);
      if (current && !passed(current.entry.dateEnd)) {
        // Moved to another day: its mark there keeps it; this one is done with once its day is over.
        if (dayOfEnd(current.entry.dateEnd) !== day && day < today) await this.store.delete(dayIndexKey(day, bookingId));
        continue;
      }
      if (current) {
        const { entry } = current;
        // Deleted only as it was read: a tombstone over the read version first, so a change landing meanwhile
        // (written over that version too) either came first, and is read again next run, or fails.
        const tombstone: BookingRecord = { state: 'abandoned', version: entry.version + 1, dateEnd: entry.dateEnd };
        if (!(await writeRecord(this.store, key, tombstone, { onlyIfMatch: current.etag }))) continue;
        await this.store.delete(key);
        await this.store.delete(askingKey(bookingId));
        // A time that took place: the team's answer "came or not" is awaited (under its attendance id only).
        if (entry.state === 'booked')
          await took?.({ ...bookingOf(bookingId, entry), state: 'booked' }).catch((error: unknown) =>
            this.log.error(
              `booking: the question "came or not" of ${entry.slotId} is lost: ${error instanceof Error ? error.message : String(error)}`,
            ),
          );
      }
      await this.store.delete(dayIndexKey(day, bookingId));
    }
    for (const { key, entry } of await readAll<NoticeRecord>(this.store, noticePrefix)) {
      if (passed(entry.until)) await this.store.delete(key);
    }
    for (const { key, entry } of await readAll<WayBackRecord>(this.store, wayBackPrefix)) {
      if (passed(entry.until)) await this.store.delete(key);
    }
    return { deleted, freed, freedTimes, lapsed };
  }

  /**
   * Frees the claims that are no booking's by this ledger's clock, as the sweep does, and deletes nothing: for
   * local development's run at a later clock (`?at=`), so a hold or an offer can run out without waiting for it.
   */
  async freeRunOut(): Promise<FreedClaims> {
    return this.freeClaims(await this.claims());
  }

  /**
   * Frees the claims among these that are no booking's and whose time has not passed by this ledger's clock (the
   * sweep deletes those), fencing first those a late request could still name.
   */
  private async freeClaims(claims: (Read<SlotRecord> & { key: string; status?: ClaimStatus })[]): Promise<FreedClaims> {
    let freed = 0;
    const lapsed: FreedClaims['lapsed'] = [];
    const freedTimes: FreedClaims['freedTimes'] = [];
    for (const { key, entry, etag, status } of claims) {
      if (Date.parse(entry.dateEnd) <= this.now.getTime()) continue;
      if (entry.kind !== 'claimed' || (status !== 'stale' && status !== 'expired')) continue;
      if (status === 'expired' && !(await this.fence(entry))) continue;
      const free: SlotRecord = { kind: 'free', dateEnd: entry.dateEnd, freedAt: this.at };
      if (await writeRecord(this.store, key, free, { onlyIfMatch: etag })) {
        freed += 1;
        if (status === 'expired') freedTimes.push({ id: key.slice(slotPrefix.length), end: entry.dateEnd });
        if (status === 'expired' && entry.until) lapsed.push({ bookingId: entry.bookingId, slotId: key.slice(slotPrefix.length) });
      }
    }
    return { freed, freedTimes, lapsed };
  }

  /**
   * The marks of the days up to `last`: the days from one listing of the marks' folders (a few weeks' names,
   * however many bookings each holds), then each of those days listed by its prefix; no record is read.
   */
  private async marksUpTo(last: string): Promise<{ day: string; bookingId: string }[]> {
    const days = new Set<string>();
    for await (const page of this.store.list({ prefix: dayIndexPrefix, directories: true, paginate: true }))
      for (const name of [...page.directories, ...page.blobs.map(({ key }) => key)]) {
        // A store without folders (the tests' in-memory one) lists the keys themselves: their days are the same.
        const day = name.slice(dayIndexPrefix.length).split('/')[0] ?? '';
        if (/^\d{4}-\d\d-\d\d$/.test(day) && day <= last) days.add(day);
      }
    const found: { day: string; bookingId: string }[] = [];
    for (const day of [...days].sort()) for (const bookingId of await this.markedOn(day)) found.push({ day, bookingId });
    return found;
  }

  /**
   * Bookings written before the day marks existed have none: a sweep that finds no mark at all marks
   * every booking there is once (a store with bookings but no marks can only be one from before them;
   * an empty one costs a listing).
   */
  private async indexOnce(): Promise<void> {
    for await (const page of this.store.list({ prefix: dayIndexPrefix, paginate: true })) if (page.blobs.length > 0) return;
    for (const { key, entry } of await readAll<BookingRecord>(this.store, bookingPrefix))
      await this.markDay(entry.dateEnd, key.slice(bookingPrefix.length));
  }

  /** A booking's asking with the ETag its next write is made over. */
  private readAsking(bookingId: string) {
    return readRecord<AskingRecord>(this.store, askingKey(bookingId));
  }

  /**
   * Puts a booked time whose visitor can be reached (mails on with an address, or SMS on) in the line of those
   * asking to hear of an earlier time; asking already, it keeps its place with what suits it now. The line's
   * mark is written before the record names it, as the days' marks are: a mark no record names is passed over.
   * Undefined when the booking is not booked or cannot reach its visitor.
   */
  async ask(bookingId: string, wish: AskingWish): Promise<Asking | undefined> {
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      const booking = await this.peekBooking(bookingId);
      if (booking?.state !== 'booked' || !remindsOnSomeChannel(booking)) return undefined;
      const current = await this.readAsking(bookingId);
      const before = current?.entry;
      const askedAt = before?.asking && before.claim === booking.claim ? before.askedAt : this.at;
      const line = lineKey({ askedAt: Date.parse(askedAt), bookingId, nonce: newRandomId(), ...wish, ownSlotId: booking.slotId });
      const record: AskingRecord = {
        claim: booking.claim,
        asking: true,
        askedAt,
        ...wish,
        line,
        offers: before?.offers ?? [],
        dateEnd: booking.dateEnd,
      };
      await this.store.setJSON(line, {});
      if (await writeRecord(this.store, askingKey(bookingId), record, current ? { onlyIfMatch: current.etag } : { onlyIfNew: true })) {
        // The mark it stood under before is no record's now (each mark is one write's own): tidied. A mark of a write
        // that lost stays, passed over, until the sweep deletes it once the time has begun.
        if (before?.line) await this.store.delete(before.line);
        return this.askingFrom(record, booking);
      }
    }
    throw new Error(`booking ${bookingId}: its asking changed ${maxAttempts} times while it was being written`);
  }

  /** Ends a booking's asking (the offers made stay on record, so none is made twice); its open offer stays open. */
  async stopAsking(bookingId: string): Promise<void> {
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      const current = await this.readAsking(bookingId);
      if (!current?.entry.asking) return;
      const { line, ...rest } = current.entry;
      if (await writeRecord(this.store, askingKey(bookingId), { ...rest, asking: false }, { onlyIfMatch: current.etag })) {
        if (line) await this.store.delete(line);
        return;
      }
    }
    throw new Error(`booking ${bookingId}: its asking changed ${maxAttempts} times while it was being stopped`);
  }

  /**
   * A booking's asking as its page shows it; undefined when it never asked. It asks only while it stands at
   * the time it asked from (a change or a cancel ended it) and while that time is on or after `firstDay`, the
   * first day anyone can book (closer, nothing earlier can be offered: asking has ended by itself).
   */
  async askingOf(bookingId: string, firstDay?: string): Promise<Asking | undefined> {
    const record = await peekRecord<AskingRecord>(this.store, askingKey(bookingId));
    if (!record) return undefined;
    const booking = await this.peekBooking(bookingId);
    const asking = this.askingFrom(record, booking);
    return firstDay && booking?.state === 'booked' && dayOfSlot(booking.slotId) < firstDay ? { ...asking, asking: false } : asking;
  }

  private askingFrom(record: AskingRecord, booking: BookingRecord | undefined): Asking {
    const stands = booking?.state === 'booked' && booking.claim === record.claim;
    const open = record.offers.find((offer) => !offer.outcome && Date.parse(offer.until) > this.now.getTime());
    return {
      asking: record.asking && stands,
      earliest: record.earliest,
      dayparts: record.dayparts,
      places: record.places,
      ...(open ? { offer: open } : {}),
    };
  }

  /** The line: every mark, in the order of asking (one listing, no record read). */
  private async lineMarks(): Promise<LineMark[]> {
    const marks: LineMark[] = [];
    for await (const page of this.store.list({ prefix: linePrefix, paginate: true }))
      for (const { key } of page.blobs) {
        const mark = readLineKey(key);
        if (mark) marks.push(mark);
      }
    return marks.sort((a, b) => a.key.localeCompare(b.key));
  }

  /** Whether a freed time suits a mark in the line at all (one listing, no record read): else nothing more is asked. */
  async suitsSomeoneInLine(slot: Pick<Slot, 'id' | 'places'>): Promise<boolean> {
    return (await this.lineMarks()).some((mark) => suits(mark, slot));
  }

  /**
   * Offers a freed time (free in the team's calendar and offered now: the caller checked both) to the first
   * in line it suits: an earlier time than their own, on or after their earliest day, in their times of day
   * and places, never offered to them before, while they have no open offer and fewer than `perWeek` in the
   * last 7 days. The offer holds the time by a claim like a booking's (./records.ts: until), so a time is held
   * by at most one offer or booking; the asking record then names it, one write over the version read, so
   * a visitor never has two open offers. The line is read from its marks' keys; only those the time suits
   * are read. Undefined when it suits nobody (or someone took the time meanwhile): it stays free for all.
   */
  async offer(slot: Slot, terms: OfferTerms): Promise<OfferMade | undefined> {
    const until = offerUntil(this.now, terms);
    if (!until) return undefined;
    for (const mark of (await this.lineMarks()).filter((one) => suits(one, slot))) {
      const made = await this.offerTo(mark, slot, until, terms.perWeek);
      if (made === 'taken') return undefined;
      if (made) return made;
    }
    return undefined;
  }

  /** The offer to one in line, if they still ask and may have it; 'taken' when the time is no longer free. */
  private async offerTo(mark: LineMark, slot: Slot, until: Date, perWeek: number): Promise<OfferMade | 'taken' | undefined> {
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      const current = await this.readAsking(mark.bookingId);
      const booking = await this.peekBooking(mark.bookingId);
      if (booking?.state !== 'booked' || booking.slotId !== mark.ownSlotId) {
        // Freed, moved or passed: the mark can never be asked under again (tidied, so the next freed time skips it).
        await this.store.delete(mark.key);
        return undefined;
      }
      const record = current?.entry;
      if (!current || !record?.asking || record.line !== mark.key || record.claim !== booking.claim) return undefined;
      if (!remindsOnSomeChannel(booking)) return undefined;
      const now = this.now.getTime();
      const { offers } = record;
      if (offers.some((offer) => offer.slotId === slot.id)) return undefined;
      if (offers.some((offer) => !offer.outcome && Date.parse(offer.until) > now)) return undefined;
      if (offers.filter((offer) => Date.parse(offer.at) > now - weekMs).length >= perWeek) return undefined;
      const reachable = (place: MeetingPlace) =>
        slot.places.includes(place) && record.places.includes(place) && addressProblems(place, booking).length === 0;
      const place = reachable(booking.place) ? booking.place : record.places.find(reachable);
      if (!place) return undefined;
      const claimed = await this.claim(slot, mark.bookingId, booking.version, booking.network, until);
      if (!claimed.ok) return 'taken';
      const offer: OfferRecord = {
        slotId: slot.id,
        dateEnd: slot.end,
        claim: claimed.nonce,
        place,
        at: this.at,
        until: until.toISOString(),
      };
      const next: AskingRecord = { ...record, offers: [...offers, offer] };
      if (await writeRecord(this.store, askingKey(mark.bookingId), next, { onlyIfMatch: current.etag }))
        return { bookingId: mark.bookingId, offer };
      // Their asking changed meanwhile (another offer, a stop): the time is let go, and they are read again.
      await this.letGo(slot.id, claimed.nonce);
    }
    return undefined;
  }

  /**
   * Moves a booking to the time offered to it, in one write over the version the offer's claim was made
   * against, like a change: the old time is freed (and may be offered on). A window that ran out or a "no,
   * thank you" fenced the claim (the version raised), so a take that comes late fails here and changes
   * nothing. It is not one of the booking's `maxChanges`: those keep a visitor from moving about at will,
   * while an offer is the practice's own, one at a time under a weekly cap, and it frees a later time for others.
   */
  async takeOffer(bookingId: string, slotId: SlotId): Promise<TakeResult> {
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      const current = await this.readBooking(bookingId);
      if (current?.entry.state !== 'booked') return { ok: false, reason: 'gone' };
      const record = current.entry;
      const asking = await peekRecord<AskingRecord>(this.store, askingKey(bookingId));
      const offer = lastOffer(asking, (one) => one.slotId === slotId);
      if (!offer) return { ok: false, reason: 'late' };
      if (record.claim === offer.claim) return { ok: false, reason: 'unchanged' };
      const claim = await peekRecord<SlotRecord>(this.store, slotKey(slotId));
      if (claim?.kind !== 'claimed' || claim.claim !== offer.claim) {
        const holder = claim?.kind === 'claimed' ? statusOf(claim, await this.peekBooking(claim.bookingId), this.now) : undefined;
        return { ok: false, reason: holder === 'booked' || holder === 'pending' ? 'taken' : 'late' };
      }
      if (offer.outcome || claim.basedOn !== record.version || Date.parse(offer.until) <= this.now.getTime())
        return { ok: false, reason: 'late' };
      await this.markDay(claim.dateEnd, bookingId);
      const moved: Booked = {
        ...record,
        version: record.version + 1,
        slotId,
        dateEnd: claim.dateEnd,
        claim: offer.claim,
        place: offer.place,
        updatedAt: this.at,
        chosenAt: this.at,
      };
      if (await writeRecord(this.store, bookingKey(bookingId), moved, { onlyIfMatch: current.etag })) {
        await this.letGo(record.slotId, record.claim);
        await this.closeOffer(bookingId, offer.claim, 'taken');
        return { ok: true, booking: bookingOf(bookingId, moved), before: bookingOf(bookingId, record) };
      }
      // Written meanwhile: only a write that kept the version (the reminders switched) lets the take go on.
      const latest = await this.peekBooking(bookingId);
      if (latest?.state !== 'booked') return { ok: false, reason: 'gone' };
      if (latest.claim === offer.claim) return { ok: false, reason: 'unchanged' };
      if (latest.version !== record.version) return { ok: false, reason: 'late' };
    }
    return { ok: false, reason: 'late' };
  }

  /**
   * An offer of a time to a booking, as its page shows it: `open` (its claim holds the time), `yours` (taken),
   * `declined`, `taken` (someone else holds or booked the time) or `late` (its window ran out). Undefined: never made.
   */
  async offerOf(
    bookingId: string,
    slotId: SlotId,
  ): Promise<{ offer: OfferRecord; state: 'open' | 'yours' | 'declined' | 'taken' | 'late' } | undefined> {
    const asking = await peekRecord<AskingRecord>(this.store, askingKey(bookingId));
    const offer = lastOffer(asking, (one) => one.slotId === slotId);
    if (!offer) return undefined;
    const booking = await this.peekBooking(bookingId);
    if (booking?.state === 'booked' && booking.claim === offer.claim) return { offer, state: 'yours' };
    if (offer.outcome === 'declined') return { offer, state: 'declined' };
    // Its window over, the offer ran out for them, whoever has the time now: that is what their link says.
    if (Date.parse(offer.until) <= this.now.getTime()) return { offer, state: 'late' };
    const claim = await peekRecord<SlotRecord>(this.store, slotKey(slotId));
    if (claim?.kind === 'claimed') {
      const status = statusOf(claim, claim.bookingId === bookingId ? booking : await this.peekBooking(claim.bookingId), this.now);
      if (claim.claim === offer.claim) return { offer, state: status === 'pending' ? 'open' : 'late' };
      if (status === 'booked' || status === 'pending') return { offer, state: 'taken' };
    }
    return { offer, state: 'late' };
  }

  /**
   * "No, thank you": the offer's claim is fenced like one that ran out (the booking's version raised, so a take
   * still under way fails), and the time can be offered to the next in line. The time, when the caller should
   * offer it on; undefined when there is no open offer of it (taken, declined already, or over).
   */
  async declineOffer(bookingId: string, slotId: SlotId): Promise<Pick<Slot, 'id' | 'end'> | undefined> {
    const asking = await peekRecord<AskingRecord>(this.store, askingKey(bookingId));
    const offer = lastOffer(asking, (one) => one.slotId === slotId && !one.outcome);
    if (!offer) return undefined;
    const claim = await peekRecord<SlotRecord>(this.store, slotKey(slotId));
    if (claim?.kind !== 'claimed' || claim.claim !== offer.claim) return undefined;
    if (statusOf(claim, await this.peekBooking(bookingId), this.now) !== 'pending') return undefined;
    if (!(await this.fence(claim))) return undefined;
    // Fenced, unless the take landed first: then it is the booking's time, and nothing is declined.
    const after = await this.peekBooking(bookingId);
    if (after?.state === 'booked' && after.claim === offer.claim) return undefined;
    await this.closeOffer(bookingId, offer.claim, 'declined');
    return { id: slotId, end: claim.dateEnd };
  }

  /** Notes how an offer ended, and after a take ends the asking (tidying: the booking record decided already). */
  private async closeOffer(bookingId: string, nonce: string, outcome: 'taken' | 'declined'): Promise<void> {
    try {
      for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
        const current = await this.readAsking(bookingId);
        if (!current) return;
        const { line, ...rest } = current.entry;
        const offers = rest.offers.map((offer) => (offer.claim === nonce ? { ...offer, outcome } : offer));
        const next: AskingRecord = outcome === 'taken' ? { ...rest, offers, asking: false } : { ...current.entry, offers };
        if (await writeRecord(this.store, askingKey(bookingId), next, { onlyIfMatch: current.etag })) {
          if (outcome === 'taken' && line) await this.store.delete(line);
          return;
        }
      }
    } catch (error) {
      this.log.error(
        `booking: the offer to ${bookingId} is not noted as ${outcome}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** Lifts a notice (a mailbox that asked for its mails again). */
  async forgetNotice(name: string): Promise<void> {
    await this.store.delete(noticeKey(name));
  }

  /** True the first time a notice is named before `until` (the team is told once), false after. */
  async firstNotice(name: string, until: Date): Promise<boolean> {
    const notice: NoticeRecord = { until: until.toISOString() };
    return writeRecord(this.store, noticeKey(name), notice, { onlyIfNew: true });
  }
}

/*
 * The ledger's keys (what each record is kept under: ./records.ts) and the two store operations every transition
 * is made of: a read that returns the record with its ETag, and a write that lands only over the ETag it was read
 * with (or only where there was nothing). Strong consistency, so a read right after a write sees it. The calendar
 * feeds' cache (../calendars/feed-cache.ts) keeps its own records with the same two.
 */

export function slotKey(slotId: SlotId): string {
  // Only ids as free-times.ts writes them become keys: no visitor-typed text reaches the key space.
  if (!startOfSlotId(slotId)) throw new Error(`not a slot id: "${slotId}"`);
  return `slots/${slotId}`;
}

const bookingIdPattern = /^[A-Za-z0-9_-]{8,64}$/;

export function bookingKey(bookingId: string): string {
  if (!bookingIdPattern.test(bookingId)) throw new Error(`not a booking id: "${bookingId}"`);
  return `bookings/${bookingId}`;
}

export const slotPrefix = 'slots/';
export const bookingPrefix = 'bookings/';
export const noticePrefix = 'notices/';
export const dayIndexPrefix = 'days/';
export const wayBackPrefix = 'wayback/';
export const askingPrefix = 'asking/';
export const linePrefix = 'line/';

/** Names are made of ids, slot ids and keyed hashes only (no visitor-typed text reaches the key space). */
export function noticeKey(name: string): string {
  if (!/^[\w/-]{1,120}$/.test(name)) throw new Error(`not a notice name: "${name}"`);
  return `${noticePrefix}${name}`;
}

export function askingKey(bookingId: string): string {
  return `${askingPrefix}${bookingKey(bookingId).slice(bookingPrefix.length)}`;
}

/** What a line mark says, read from its key alone (no record read). */
export interface LineMark {
  key: string;
  askedAt: number;
  bookingId: string;
  /** Random, new with every ask written: a mark is named by one write only, so deleting one it named never hits another's. */
  nonce: string;
  earliest: string;
  dayparts: Daypart[];
  places: MeetingPlace[];
  /** The time the booking stood at when it asked: only an earlier one is offered. */
  ownSlotId: SlotId;
}

/** The mark's key: the asking instant first (15 digits of milliseconds, so keys sort in the order of asking). */
export function lineKey(mark: Omit<LineMark, 'key'>): string {
  bookingKey(mark.bookingId);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(mark.earliest)) throw new Error(`not a day: "${mark.earliest}"`);
  slotKey(mark.ownSlotId);
  const parts = (names: readonly string[]) => (names.length > 0 ? [...names].sort().join('+') : 'any');
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(mark.nonce)) throw new Error(`not a nonce: "${mark.nonce}"`);
  return `${linePrefix}${String(mark.askedAt).padStart(15, '0')}/${mark.bookingId}/${mark.nonce}/${mark.earliest}/${parts(mark.dayparts)}/${parts(mark.places)}/${mark.ownSlotId}`;
}

/** A mark's key read back; undefined for anything else under the prefix. */
export function readLineKey(key: string): LineMark | undefined {
  const [askedAt, bookingId, nonce, earliest, parts, places, ownSlotId] = key.slice(linePrefix.length).split('/');
  if (!askedAt || !bookingId || !nonce || !earliest || !parts || !places || !ownSlotId || !startOfSlotId(ownSlotId)) return undefined;
  const list = <Name extends string>(text: string, known: readonly Name[]) =>
    text === 'any' ? [] : text.split('+').filter((name): name is Name => (known as readonly string[]).includes(name));
  return {
    key,
    askedAt: Number(askedAt),
    bookingId,
    nonce,
    earliest,
    dayparts: list(parts, dayparts),
    places: list(places, meetingPlaces),
    ownSlotId,
  };
}

export function wayBackKey(attendanceId: string): string {
  return `${wayBackPrefix}${bookingKey(attendanceId).slice(bookingPrefix.length)}`;
}

/** The marks of the bookings whose time is on one Zurich day (YYYY-MM-DD). */
export function dayIndexPrefixOf(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: "${day}"`);
  return `${dayIndexPrefix}${day}/`;
}

export function dayIndexKey(day: string, bookingId: string): string {
  return `${dayIndexPrefixOf(day)}${bookingKey(bookingId).slice(bookingPrefix.length)}`;
}

export interface Read<Entry> {
  entry: Entry;
  etag: string;
}

/** Reads lost to an ETag that would not hold still before giving up (the local server's workaround below). */
const maxReadAttempts = 5;

/** A record as it is now, for a decision that writes nothing to it (no ETag needed: one call on every server). */
export async function peekRecord<Entry>(store: BookingStore, key: string): Promise<Entry | undefined> {
  return ((await store.getWithMetadata(key, { type: 'json' }))?.data as Entry | null) ?? undefined;
}

/** A record with the ETag a write over it is conditional on. */
export async function readRecord<Entry>(store: BookingStore, key: string): Promise<Read<Entry> | undefined> {
  for (let attempt = 0; attempt < maxReadAttempts; attempt += 1) {
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
 * this entry the store failed: that is thrown, and nothing counts as done.
 */
export async function writeRecord(
  store: BookingStore,
  key: string,
  entry: BookingRecord | SlotRecord | object,
  condition: { onlyIfNew: true } | { onlyIfMatch: string },
): Promise<boolean> {
  const { modified, etag } = await store.setJSON(key, entry, condition);
  if (!modified) return false;
  if (etag) return true;
  const stored = await store.getWithMetadata(key, { type: 'json' });
  if (stored !== null && JSON.stringify(stored.data) === JSON.stringify(entry)) return true;
  throw new Error(`${key}: the store reported a conditional write without an ETag, and the entry is not there`);
}

/** Every record under a prefix with its key and ETag (one read per key: a few weeks of times, tens of keys). */
export async function readAll<Entry>(store: BookingStore, prefix: string): Promise<(Read<Entry> & { key: string })[]> {
  const listed: { key: string; etag: string }[] = [];
  for await (const page of store.list({ prefix, paginate: true })) listed.push(...page.blobs);
  const read = await Promise.all(
    listed.map(async ({ key, etag: listedEtag }) => {
      const result = await store.getWithMetadata(key, { type: 'json' });
      // The listing's ETag stands in where a read has none (the local server, see readRecord). It is never
      // newer than the data read after it, so a write conditional on it can only fail, never overwrite.
      return result ? { key, entry: result.data as Entry, etag: result.etag ?? listedEtag } : undefined;
    }),
  );
  return read.filter((record): record is Read<Entry> & { key: string } => record !== undefined).sort((a, b) => a.key.localeCompare(b.key));
}
