/**
 * What the contact form and the send-contact-email function say to each other: the endpoint, the
 * extra form fields, the answers, and the query parameters of the redirect that answers a form post
 * sent without JavaScript. Shared so neither side hard-codes the other's strings.
 */
import { type Language, localizedPath } from '../i18n/languages';
import { contactPaths } from '../site/routes';
import type { OfferedSlot } from '../booking/offered-slot';
import type { RequestField } from './request/questions';
import { type ContactField, contactFields } from './contact/contact-form';
import { type FieldErrorCode, fieldErrorCodes } from './model';

export const contactEndpoint = '/.netlify/functions/send-contact-email';

/**
 * The booking function (netlify/booking/booking-handler.ts): `GET ?times=1&language=de` lists the free
 * times; `?view=`, `?ics=` and `?release=` with a private link's token show, download or release a booked time.
 */
export const bookingEndpoint = '/.netlify/functions/booking';

/**
 * The free times as the booking function lists them: booking is off when the calendar cannot be read.
 * `more`: later times follow ("Spätere Termine" asks for them with a higher `count`). `smsCountries` and
 * `earlierOffered`: the practice's settings the form's check step follows (content/booking.yaml), see BookingPolicy.
 */
export type FreeTimesBody =
  { mode: 'booking'; slots: OfferedSlot[]; more: boolean; smsCountries?: string[]; earlierOffered?: boolean } | { mode: 'request' };

/**
 * What the check step offers beside a booked time, by the function's settings: SMS reminders for mobile numbers of
 * these countries, and "Früher kommen?" where the practice offers earlier times at all (offersPerWeek above 0).
 */
export interface BookingPolicy {
  smsCountries: readonly string[];
  earlierOffered: boolean;
}

export const bookingPolicyOf = (body: FreeTimesBody): BookingPolicy =>
  body.mode === 'booking'
    ? { smsCountries: body.smsCountries ?? [], earlierOffered: body.earlierOffered === true }
    : { smsCountries: [], earlierOffered: false };

/**
 * The query of a free-times list: `count` times at least (one page of times when left out), and at
 * least up to the time `through` names, a time chosen before, so that a reload shows it again.
 */
export const freeTimesQuery = { count: 'count', through: 'through' } as const;

/** What a submission's `type` says: which form sent it. A form post without one is a contact message. */
export const submissionTypes = { contact: 'contact', request: 'consultation' } as const;
export type SubmissionType = (typeof submissionTypes)[keyof typeof submissionTypes];

/** Extra fields a submission carries besides name, email, subject, message. */
export const contactFormFields = {
  /** JSON only: always 'contact', as the message's original shape has it. A form post may leave it out. */
  type: 'type',
  /** 'de' | 'en': the language of the page the form is on; picks the redirect target. */
  language: 'language',
  /** Honeypot: hidden from people, must stay empty. */
  honeypot: 'website',
  /** Milliseconds since the epoch when the form was first shown or focused. */
  startedAt: 'startedAt',
} as const;

/**
 * Where a form posts without JavaScript: the function, with the form's type and language in the
 * address. The answer to the post (a form page with what was typed, the free times) shows in the
 * browser at this address, so opening it again later (a bookmark, the history) can still be led to the
 * right form in the right language; the post's own fields decide everything else.
 */
export function formPostAddress(type: SubmissionType, language: Language): string {
  const query = new URLSearchParams({ [contactFormFields.type]: type, [contactFormFields.language]: language });
  return `${contactEndpoint}?${query.toString()}`;
}

/**
 * The link in the one message after a missed time (netlify/booking/way-back.ts): `GET bookingEndpoint?again=<token>`
 * opens the request at its free times, and the request's form carries the same signed token in a hidden field
 * of this name to the booking it makes, which counts as a new time after a missed one.
 */
export const wayBackField = 'again';

/** A submission arriving sooner than this after `startedAt` is treated as a bot. */
export const minimumFillTimeMs = 3000;

/** Request size limit in bytes (UTF-8 body as sent). */
export const maximumBodyBytes = 16 * 1024;

/** Error codes that are about the request or the delivery rather than one field. */
export const contactRequestErrorCodes = [
  'method_not_allowed',
  'unsupported_media_type',
  'payload_too_large',
  'invalid_body',
  'invalid_json',
  'invalid_type',
  'cross_site',
  'not_configured',
  'send_failed',
  'timeout',
  'internal_error',
] as const;
export type SubmissionErrorCode = (typeof contactRequestErrorCodes)[number];

/**
 * Marks a result page's address when the message was received but SendGrid did not take it yet: the
 * function keeps it and delivers it later, and the page says the answer may take a little longer.
 */
export function withDelayedFlag(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}delayed=1`;
}

export function hasDelayedFlag(search: string): boolean {
  return new URLSearchParams(search).get('delayed') === '1';
}

/**
 * The JSON answers of the function, to the contact form and to the first-consultation request alike.
 * `field` is present exactly for validation errors: the first problem, in the form's order.
 * `delayed`: received and kept, to be delivered later (see `withDelayedFlag`).
 */
export type SubmissionResponseBody =
  /** `booking`: the address of the booked time's page (a request that booked one). */
  | { ok: true; delayed?: true; booking?: string }
  | { error: FieldErrorCode; field: ContactField | RequestField }
  | { error: SubmissionErrorCode };

/** What a redirect after a form post reports back to the contact page. */
export type ContactResult =
  { kind: 'sent' } | { kind: 'invalid'; field: ContactField; code: FieldErrorCode } | { kind: 'failed'; error: SubmissionErrorCode };

/** `/contact/sent`, `/en/contact/error?error=required&field=name`, `/contact/error?error=send_failed`. */
export function contactResultPath(language: Language, result: ContactResult): string {
  if (result.kind === 'sent') return localizedPath(contactPaths.sent, language);
  const params = new URLSearchParams();
  if (result.kind === 'invalid') {
    params.set('error', result.code);
    params.set('field', result.field);
  }
  if (result.kind === 'failed') params.set('error', result.error);
  return `${localizedPath(contactPaths.error, language)}?${params.toString()}`;
}

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

/**
 * Reads the redirect's query back on the contact page. Only known codes count, so a crafted link
 * can select one of our fixed texts but never put its own text on the page.
 */
export function parseContactResult(search: string): ContactResult | null {
  const params = new URLSearchParams(search);
  if (params.get('sent') === '1') return { kind: 'sent' };
  const error = params.get('error');
  const field = params.get('field');
  if (isOneOf(fieldErrorCodes, error) && isOneOf(contactFields, field)) return { kind: 'invalid', field, code: error };
  if (isOneOf(contactRequestErrorCodes, error)) return { kind: 'failed', error };
  return null;
}
