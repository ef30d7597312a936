/**
 * The contact form's rules, shared by the browser form and the send-contact-email function so both
 * check the same things in the same order (name, e-mail, subject, message: the first failure is the
 * one shown) and answer with the same codes.
 */
import { isEmailAddress } from '../email-address';
import type { FieldErrorCode } from '../model';
import { type ContactField, type ContactInput, contactFields, contactQuestions } from './contact-form';

export type ContactValidation = { ok: true; value: ContactInput } | { ok: false; field: ContactField; code: FieldErrorCode };

type FieldCheck = { ok: true; value: string } | { ok: false; code: FieldErrorCode };

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
  if (present.value.length > contactQuestions.email.limit) return { ok: false, code: 'too_long' };
  return present;
}

/** Checks name, email, subject, message in this order; the first failure wins. */
export function validateContact(input: Partial<Record<ContactField, unknown>>): ContactValidation {
  const value: Partial<ContactInput> = {};
  for (const field of contactFields) {
    const check = field === 'email' ? checkEmail(input.email) : checkText(input[field], contactQuestions[field].limit);
    if (!check.ok) return { ok: false, field, code: check.code };
    value[field] = check.value;
  }
  return { ok: true, value: value as ContactInput };
}
