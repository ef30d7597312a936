/**
 * Sends a form with JavaScript, the one way both forms do: JSON to the function, with the form's
 * type, the page's language, the honeypot and the time the form was first shown, and the function's
 * answer read back as one of three outcomes.
 */
import type { Language } from '../i18n/languages';
import { type FieldErrorCode, fieldErrorCodes, meetingErrorCodes, reminderErrorCodes, timeErrorCodes } from './model';
import { type SubmissionResponseBody, type SubmissionType, bookingEndpoint, contactEndpoint, contactFormFields } from './protocol';

export type SubmissionAnswer =
  /** `delayed`: received and kept, to be delivered later (SendGrid did not take it yet). */
  | { kind: 'sent'; delayed: boolean; booking?: string }
  /** The function found a problem the browser did not (it checks again): the first, in the form's order. */
  | { kind: 'invalid'; field: string; code: FieldErrorCode }
  /** Not sent: no connection, or the function could neither send nor keep it. */
  | { kind: 'failed' };

export interface Submission {
  type: SubmissionType;
  language: Language;
  fields: Readonly<Record<string, unknown>>;
  honeypot: string;
  startedAt: number;
}

export async function postSubmission({ type, language, fields, honeypot, startedAt }: Submission): Promise<SubmissionAnswer> {
  try {
    const response = await fetch(contactEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...fields,
        [contactFormFields.type]: type,
        [contactFormFields.language]: language,
        [contactFormFields.honeypot]: honeypot,
        [contactFormFields.startedAt]: startedAt,
      }),
    });
    const answer = (await response.json().catch(() => ({}))) as Partial<SubmissionResponseBody>;
    if (response.ok && 'ok' in answer) {
      const booking = typeof answer.booking === 'string' && answer.booking.startsWith(`${bookingEndpoint}?`) ? answer.booking : undefined;
      return { kind: 'sent', delayed: answer.delayed === true, ...(booking ? { booking } : {}) };
    }
    const code =
      'error' in answer
        ? [...fieldErrorCodes, ...timeErrorCodes, ...meetingErrorCodes, ...reminderErrorCodes].find((known) => known === answer.error)
        : undefined;
    if ('field' in answer && typeof answer.field === 'string' && code) return { kind: 'invalid', field: answer.field, code };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
