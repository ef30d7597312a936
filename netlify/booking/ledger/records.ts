/**
 * The ledger's records in Netlify Blobs: their shapes, and the keys they are kept under (below). The ledger
 * (./ledger.ts) makes every key and holds the two store operations every transition is made of, so its steps
 * are done in one place; nothing outside it reads or writes these keys.
 *
 *   bookings/<bookingId>   BookingRecord: the booking itself, the one place its state is decided
 *   slots/<slotId>         SlotRecord: who claimed a time (one key per time, so two claims of one time
 *                          cannot both land); a claim counts only as its booking record says (./ledger.ts)
 *   notices/<name>         what the team has been told, so it is told once
 *   days/<day>/<bookingId> an empty mark: the booking's time is on that Zurich day (or was, before a
 *                          change), so the reminders and the sweep list a few days by prefix instead
 *                          of reading every booking
 *   wayback/<attendanceId> WayBackRecord: after a booked time whose visitor gets mails (or, without them,
 *                          SMS), the address (or the mobile number) the one message "a new time?" goes to,
 *                          should the team mark "did not come" (../way-back.ts)
 *   asking/<bookingId>     AskingRecord: a visitor asks to hear of an earlier time; the offers made to them
 *   line/<askedAt>/<bookingId>/<nonce>/<earliest>/<dayparts>/<places>/<ownSlotId>
 *                          an empty mark: the line of those asking, listed by prefix in the order they asked,
 *                          with what a freed time must match in the key, so that finding the first it suits
 *                          reads the listing and the few records of those it suits (./ledger.ts: offer)
 */
import { randomBytes } from 'node:crypto';
import { getStore, type Store } from '@netlify/blobs';
import { startOfSlotId, type SlotId } from '../../../src/booking/free-times';
import type { MeetingPlace } from '../../../src/booking/meeting-place';
import type { Language } from '../../../src/i18n/languages';
import { instantToWallTime } from '../../../src/booking/zurich-time';

export type { MeetingPlace };

export const bookingStoreName = 'booking-slots';

/**
 * Every deploy but production books in a store of its own (booking-settings.ts: bookingStoreOf), so a
 * try on a preview or a branch deploy never takes a time from the published site. Site-wide rather than
 * per deploy: its keys are swept like the published site's once their time has passed.
 */
export const previewBookingStoreName = 'booking-slots-previews';

/** The part of a Blobs store used here; tests pass an in-memory one with the same conditional writes. */
export type BookingStore = Pick<Store, 'setJSON' | 'getWithMetadata' | 'delete' | 'list'>;

/** Opens a store by name (booking-settings.ts names the deploy context's). */
export function openBookingStore(name: string): BookingStore {
  return getStore({ name, consistency: 'strong' });
}

/** The person a booking is for, as the request gave it (the e-mail and the phone number only where they gave one). */
export interface BookingPerson {
  name: string;
  email?: string;
  /** E.164 where it reads as a number (src/booking/phone-number.ts: readPhoneNumber), else as typed: the team calls it for a time on the phone. */
  phone?: string;
}

/** A booked time. */
export interface BookedRecord {
  state: 'booked';
  /** One more with every write: a claim names the version it was made against, the calendar entries' SEQUENCE follows it. */
  version: number;
  /** The time it stands at (booked), or stood at last. */
  slotId: SlotId;
  /** ISO instant that time ends; the record is deleted after it. */
  dateEnd: string;
  /** The claim on `slots/<slotId>` that is this booking's (./ledger.ts): a claim with another nonce is not. */
  claim: string;
  place: MeetingPlace;
  /** client-network.ts: networkOfAddress. */
  network: string;
  /** How often the visitor changed the time. */
  changes: number;
  /** ISO instant it was booked. */
  bookedAt: string;
  /** ISO instant of the last transition. */
  updatedAt: string;
  /** Who booked, while it stands: the team's mail when they change or cancel names them. Dropped once it is freed. */
  name?: string;
  email?: string;
  /** The phone number the request (or a change to a time on the phone) gave, while it stands: SMS go to it when `sms` is on and it takes them; the team's calendar entry and mails of a time on the phone carry it. Dropped once it is freed. */
  phone?: string;
  /** ISO instant the time it stands at was chosen (booked or changed to): no reminder goes for a time chosen inside its window. */
  chosenAt?: string;
  /** The language of the visitor's pages: the mails to them speak it. */
  language?: Language;
  /**
   * Random, made with the booking: the team's answer after the time, came or not, is counted under it
   * (../../counting/attendance-marks.ts), never under the booking number. Absent in bookings made before it.
   */
  attendanceId?: string;
  /**
   * Mails to the visitor (../mails/visitor-mails.ts): `on` (confirmation, reminders, a change or cancel said,
   * as far as the mailbox's budgets let them: ../../outbox/budgets.ts), `off` (asked for none, or switched
   * off). Absent: no address, none. `limited` was written before the budgets moved to the outbox (read as off).
   */
  mails?: VisitorMails | 'limited';
  /**
   * SMS to the visitor (../mails/visitor-sms.ts): `on` (reminders, and the confirmation where no e-mail
   * address was given, as far as the number's budgets and the daily cap let them), `off`. Only with a
   * `phone` that takes SMS (src/booking/phone-number.ts: takesSms). Absent: none.
   */
  sms?: VisitorMails;
  /** When the reminders go, on every channel that is on: `day` the day before, `hours` a few hours before. Absent: both. */
  remindWhen?: ReminderWhen[];
}

export type VisitorMails = 'on' | 'off';

/** The two reminders a visitor can choose (the booking settings' firstReminderHours and secondReminderHours). */
export const reminderWhens = ['day', 'hours'] as const;
export type ReminderWhen = (typeof reminderWhens)[number];

/**
 * A booking freed by the visitor (cancelled) or the team (released): kept until its time has passed, so its
 * links say so, with nothing about the person or their network.
 */
export type FreedRecord = Omit<
  BookedRecord,
  'state' | 'claim' | 'network' | 'bookedAt' | 'name' | 'email' | 'phone' | 'mails' | 'sms' | 'remindWhen' | 'chosenAt' | 'attendanceId'
> & {
  state: 'cancelled' | 'released';
  /** Cancelled from the mailbox's "this was not me": someone else gave its address (the mailbox's link says so, the team's mail too). */
  notMe?: true;
};

/** A booking that was written: booked, or freed. */
export type StandingBooking = BookedRecord | FreedRecord;

/** A booking that was never completed: written so that its late request can no longer name the time it had claimed. */
interface AbandonedBooking {
  state: 'abandoned';
  version: number;
  dateEnd: string;
}

export type BookingRecord = StandingBooking | AbandonedBooking;

export type SlotRecord =
  | {
      kind: 'claimed';
      bookingId: string;
      /** This claim's own random nonce: the booking record names it once the claim is committed. */
      claim: string;
      /** The booking record's version the claim was made against (0: there was none): only then can it still be committed. */
      basedOn: number;
      /** ISO instant of the claim: an uncommitted claim keeps the time from others for a while (./ledger.ts: holdMinutes). */
      claimedAt: string;
      dateEnd: string;
      network: string;
      /**
       * An offer's claim (./ledger.ts: offer): it keeps the time for the visitor it was offered to until this
       * ISO instant (the offer's window) instead of `holdMinutes`; taking the offer names it, like a change.
       */
      until?: string;
    }
  | { kind: 'free'; dateEnd: string; freedAt: string };

/**
 * That something happened once: the team was told something (a skipped calendar entry, the SMS cap reached), a reminder went
 * to a visitor, a mailbox asked for no mails; or which messages a budget let through (`held`: a mailbox's
 * confirmations today, the bookings it gets mails for). Named by keyed hashes and ids, never by an address.
 */
export interface NoticeRecord {
  /** ISO instant after which the sweep deletes it. */
  until: string;
  /** What a budget has let through: booking numbers, each with the kind of message (../../outbox/budgets.ts). */
  held?: string[];
}

/**
 * What the one message after a missed time needs (../way-back.ts), kept by the sweep when it deletes a
 * booked time whose visitor gets mails or SMS, under the time's attendance id only, and deleted `until` (a
 * few days after the time, ../way-back.ts: wayBackDays), whatever the team answers. One channel only, the
 * one the message goes on (./ledger.ts: wayBackTo): the address with mails on, else the mobile number.
 */
export interface WayBackRecord {
  email?: string;
  /** E.164, a number that takes SMS (the booking had SMS on). */
  phone?: string;
  language: Language;
  /** ISO instant after which the sweep deletes it. */
  until: string;
}

/** The times of day a visitor asking for an earlier time can come: none named, any. */
export const dayparts = ['morning', 'afternoon'] as const;
export type Daypart = (typeof dayparts)[number];

/** One offer of a freed time to a visitor asking (./ledger.ts: offer), kept so that no time is offered to them twice. */
export interface OfferRecord {
  slotId: SlotId;
  /** ISO instant the offered time ends (its start is the slot id's). */
  dateEnd: string;
  /** The nonce of the offer's claim on `slots/<slotId>`. */
  claim: string;
  /** Where it meets if taken: the visitor's place where the time offers it, else the first of the places they asked for. */
  place: MeetingPlace;
  /** ISO instants: when it was made, and until when it holds the time. */
  at: string;
  until: string;
  /** Taken, or declined ("Nein, danke"); absent: open until `until`, then let pass. */
  outcome?: 'taken' | 'declined';
}

/**
 * A visitor's asking to hear of an earlier time, for one booked time: it asks only while the booking
 * still stands at the time it asked from (`claim`), so a change, a cancel or a release ends it by itself.
 */
export interface AskingRecord {
  /** The claim of the booked time it asks from (the booking's `claim` then). */
  claim: string;
  /** False once stopped (the offers are kept: nothing is offered to the visitor twice). */
  asking: boolean;
  /** ISO instant of the asking: the place in the line (kept when the visitor only changes what suits them). */
  askedAt: string;
  /** The first Zurich day that suits, YYYY-MM-DD. */
  earliest: string;
  /** The times of day that suit; empty: any. */
  dayparts: Daypart[];
  /** The places that suit. */
  places: MeetingPlace[];
  /** The mark under `line/` it is listed under while asking. */
  line?: string;
  offers: OfferRecord[];
  /** ISO instant the booked time ends: the sweep deletes the record with the booking. */
  dateEnd: string;
}

/** The calendar day (Zurich) of a time: the day its attendance counts on. */
export function dayOfSlot(slotId: SlotId): string {
  const start = startOfSlotId(slotId);
  if (!start) throw new Error(`not a slot id: "${slotId}"`);
  return instantToWallTime(start).date;
}

type FieldOf<Entry> = Entry extends unknown ? keyof Entry : never;
export type StoredField =
  | FieldOf<BookingRecord>
  | FieldOf<SlotRecord>
  | FieldOf<NoticeRecord>
  | FieldOf<WayBackRecord>
  | FieldOf<AskingRecord>
  | FieldOf<OfferRecord>;

/**
 * Every field a record can have, and why it is kept. The privacy page names each one
 * (privacy-page.test.ts): a field added to a record fails the typecheck here until it is listed, and
 * then that test until the page says it is stored.
 */
export const storedFields = {
  state: 'booked, cancelled, released, or never completed',
  kind: 'claimed or free',
  version: 'how often the record was written, so no step overwrites a later one',
  slotId: 'the time booked',
  bookingId: 'the private links carry it',
  claim: 'a random number that ties a time to its booking',
  basedOn: 'which version of the booking a claim was made against',
  claimedAt: 'when the booking began (its claim)',
  bookedAt: 'when it was booked',
  updatedAt: 'when it was last changed',
  dateEnd: 'when the time ends, to delete the entry then',
  network: 'the keyed network (client-network.ts), to cap the times one network holds',
  place: 'where the visitor chose to meet',
  changes: 'how often the time was changed (at most 3)',
  name: 'the name the request gave, for the team’s mail when the visitor changes or cancels',
  email:
    'the e-mail address the request gave, if any, for the team to answer (and, after the time, for the one message if they could not come)',
  freedAt: 'when a time was freed',
  until:
    'until when a notice, a reminder mark, a day’s count of confirmations, a suppressed address or the address for the way back is kept',
  chosenAt: 'when the time was chosen, so that no reminder goes for a time booked inside its window',
  language: 'the language of the visitor’s pages, for the mails to them',
  mails: 'whether the visitor gets a confirmation and reminders by e-mail',
  phone:
    'the phone number the request gave, if any, for the team to call and for SMS reminders (and, after the time, for the one SMS if they could not come and get no mails)',
  sms: 'whether the visitor gets reminders by SMS',
  remindWhen: 'when the reminders go: the day before, a few hours before, or both',
  held: 'which booking numbers one keyed mailbox gets mails about, and which of their mails went today (at most a few)',
  notMe: 'that it was cancelled by "this was not me", so its link and the team’s mail say so',
  attendanceId: 'a third random number, under which the team’s answer whether you came is counted',
  asking: 'whether you ask to hear of an earlier time',
  askedAt: 'when you asked to hear of an earlier time (your place in the line)',
  earliest: 'the first day an earlier time suits you',
  dayparts: 'the times of day that suit you (mornings, afternoons)',
  places: 'the places that suit you for an earlier time',
  line: 'where your asking stands in the line (made of the above, no name or address)',
  offers: 'which earlier times were offered to you, until when, and whether you took one, so none is offered twice',
  at: 'when an earlier time was offered',
  outcome: 'whether an offered time was taken or declined',
} as const satisfies Record<StoredField, string>;

/** A new booking id or claim nonce: 96 random bits, base64url (the tokens' alphabet, without their separator). */
export function newRandomId(): string {
  return randomBytes(12).toString('base64url');
}
