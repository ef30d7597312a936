/**
 * The contact form's rules, shared by the browser form and the send-contact-email function so both
 * check the same things in the same order (name, e-mail, subject, message: the first failure is the
 * one shown) and answer with the same codes.
 */
import type { ProblemSummary } from '../forms/problem-summary';
import type { Language } from '../i18n/languages';
import { interpolate } from '../i18n/translate';

export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const contactErrorCodes = ['required', 'invalid', 'too_long'] as const;
export type ContactErrorCode = (typeof contactErrorCodes)[number];

/**
 * Lengths in UTF-16 code units (`string.length`), the unit HTML `maxlength` counts too, so a form
 * field with `maxLength={contactLimits.name}` and this check agree.
 */
export const contactLimits = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
} as const satisfies Record<ContactField, number>;

/** RFC 5321: the part before the @ may have at most 64 characters. */
export const emailLocalPartLimit = 64;

export type ContactValidation = { ok: true; value: ContactInput } | { ok: false; field: ContactField; code: ContactErrorCode };

// Dot-atom local part (the characters HTML's type=email allows, no leading, trailing or double dot)
// and a domain of at least two DNS labels ending in a letter TLD or a punycode one. ASCII only:
// browsers hand IDN domains to scripts punycode-encoded, and the address ends up in a mail header.
const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const domainPart = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** A plain address such as `anna@example.ch`: no display name, no spaces, no control characters. */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return local.length <= emailLocalPartLimit && localPart.test(local) && domainPart.test(domain);
}

type FieldCheck = { ok: true; value: string } | { ok: false; code: ContactErrorCode };

/** Missing (undefined, null, blank) is `required`; any other non-text value is `invalid`. */
function presentText(raw: unknown): FieldCheck {
  if (raw === undefined || raw === null) return { ok: false, code: 'required' };
  if (typeof raw !== 'string') return { ok: false, code: 'invalid' };
  const value = raw.trim();
  return value === '' ? { ok: false, code: 'required' } : { ok: true, value };
}

function checkText(raw: unknown, limit: number): FieldCheck {
  const present = presentText(raw);
  if (!present.ok) return present;
  return present.value.length > limit ? { ok: false, code: 'too_long' } : present;
}

function checkEmail(raw: unknown): FieldCheck {
  const present = presentText(raw);
  if (!present.ok) return present;
  // The form's original rule, "not empty and containing an at sign", comes first; shape and length refine it.
  if (!present.value.includes('@')) return { ok: false, code: 'invalid' };
  if (!isEmailAddress(present.value)) return { ok: false, code: 'invalid' };
  if (present.value.length > contactLimits.email) return { ok: false, code: 'too_long' };
  return present;
}

/** Checks name, email, subject, message in this order; the first failure wins. */
export function validateContact(input: Partial<Record<ContactField, unknown>>): ContactValidation {
  const checks: Record<ContactField, FieldCheck> = {
    name: checkText(input.name, contactLimits.name),
    email: checkEmail(input.email),
    subject: checkText(input.subject, contactLimits.subject),
    message: checkText(input.message, contactLimits.message),
  };
  const value: Partial<ContactInput> = {};
  for (const field of contactFields) {
    const check = checks[field];
    if (!check.ok) return { ok: false, field, code: check.code };
    value[field] = check.value;
  }
  return { ok: true, value: value as ContactInput };
}

export interface ContactMessages {
  /** Title of every validation notice. */
  title: string;
  fields: Record<ContactField, Record<ContactErrorCode, string>>;
  sending: string;
  sentTitle: string;
  sent: string;
  sendFailedTitle: string;
  /** Contains `{{email}}`: the address to write to instead (filled by interpolate() in src/i18n/translate.ts). */
  sendFailed: string;
}

const germanNumber = (n: number) => String(n);
// Thousands with commas ("5,000"), by hand: toLocaleString's first call loads the browser's number
// formatting data, a 15-23 ms task on the main thread while the contact page started.
const englishNumber = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

const emailDe = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
const emailEn = 'Please enter a valid email address.';

/**
 * Visitor-facing texts. German in Swiss spelling (ss, never ß). `invalid` exists for every field
 * so the table is total; only email produces it in practice, for the others it repeats `required`.
 */
export const contactMessages: Record<Language, ContactMessages> = {
  de: {
    title: 'Fehler',
    fields: {
      name: {
        required: 'Bitte geben Sie Ihren Namen ein.',
        invalid: 'Bitte geben Sie Ihren Namen ein.',
        too_long: `Ihr Name ist zu lang (höchstens ${germanNumber(contactLimits.name)} Zeichen).`,
      },
      email: {
        required: emailDe,
        invalid: emailDe,
        too_long: `Ihre E-Mail-Adresse ist zu lang (höchstens ${germanNumber(contactLimits.email)} Zeichen).`,
      },
      subject: {
        required: 'Bitte geben Sie einen Betreff ein.',
        invalid: 'Bitte geben Sie einen Betreff ein.',
        too_long: `Ihr Betreff ist zu lang (höchstens ${germanNumber(contactLimits.subject)} Zeichen).`,
      },
      message: {
        required: 'Bitte geben Sie eine Nachricht ein.',
        invalid: 'Bitte geben Sie eine Nachricht ein.',
        too_long: `Ihre Nachricht ist zu lang (höchstens ${germanNumber(contactLimits.message)} Zeichen).`,
      },
    },
    sending: 'Wird gesendet...',
    sentTitle: 'Nachricht gesendet!',
    sent: 'Vielen Dank für Ihre Nachricht. Wir melden uns so bald wie möglich bei Ihnen.',
    sendFailedTitle: 'Fehler beim Senden',
    sendFailed:
      'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal oder schreiben Sie uns direkt an {{email}}.',
  },
  en: {
    title: 'Error',
    fields: {
      name: {
        required: 'Please enter your name.',
        invalid: 'Please enter your name.',
        too_long: `Your name is too long (at most ${englishNumber(contactLimits.name)} characters).`,
      },
      email: {
        required: emailEn,
        invalid: emailEn,
        too_long: `Your email address is too long (at most ${englishNumber(contactLimits.email)} characters).`,
      },
      subject: {
        required: 'Please enter a subject.',
        invalid: 'Please enter a subject.',
        too_long: `Your subject is too long (at most ${englishNumber(contactLimits.subject)} characters).`,
      },
      message: {
        required: 'Please enter a message.',
        invalid: 'Please enter a message.',
        too_long: `Your message is too long (at most ${englishNumber(contactLimits.message)} characters).`,
      },
    },
    sending: 'Sending...',
    sentTitle: 'Message sent!',
    sent: 'Thank you for your message. We will get back to you as soon as possible.',
    sendFailedTitle: 'Sending failed',
    sendFailed: 'Your message could not be sent. Please try again later or write to us directly at {{email}}.',
  },
};

export function messageForError(language: Language, field: ContactField, code: ContactErrorCode): string {
  return contactMessages[language].fields[field][code];
}

/** The id of a field of the contact form, which an error links to. */
export const contactFieldId = (field: ContactField) => `contact-${field}`;

/** The contact form's one problem at a time (the first, in the form's order), as a summary linking to its field. */
export function contactProblemSummary(language: Language, field: ContactField, code: ContactErrorCode): ProblemSummary {
  return {
    title: contactMessages[language].title,
    items: [{ fieldId: contactFieldId(field), text: messageForError(language, field, code) }],
  };
}

export function contactSendFailedSummary(language: Language, email: string): ProblemSummary {
  const messages = contactMessages[language];
  return { title: messages.sendFailedTitle, items: [{ text: interpolate(messages.sendFailed, { email }) }] };
}
