/**
 * Reads a contact submission from a request body, JSON or a plain HTML form post, into one shape.
 * Nothing here trusts the input: every field stays `unknown` until validation looks at it.
 */
import { contactFormFields } from '../../src/forms/protocol';
import { readLimitedText } from '../shared/read-limited';

export type BodyKind = 'json' | 'form';

export interface Submission {
  /**
   * The body's fields by name, the four above included: a form post's text (several texts when a name
   * repeats, as ticked checkboxes do), or whatever a JSON body holds.
   */
  fields: Readonly<Record<string, unknown>>;
  type: unknown;
  language: unknown;
  honeypot: unknown;
  startedAt: unknown;
}

/** `application/json` or a form post (`application/x-www-form-urlencoded`), parameters ignored. */
export function bodyKindOf(contentType: string | null): BodyKind | null {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/json') return 'json';
  if (mediaType === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

export type BodyText = { ok: true; text: string } | { ok: false; error: 'payload_too_large' | 'invalid_body' };

/**
 * The body as UTF-8 text, read only up to `limitBytes`: a declared or actual larger body is
 * refused without buffering it.
 */
export async function readBodyText(req: Request, limitBytes: number): Promise<BodyText> {
  const read = await readLimitedText(req, limitBytes);
  if (read.ok) return read;
  return { ok: false, error: read.error === 'too_large' ? 'payload_too_large' : 'invalid_body' };
}

export type ParsedSubmission = { ok: true; submission: Submission } | { ok: false; error: 'invalid_json' };

export function parseJsonSubmission(text: string): ParsedSubmission {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'invalid_json' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, error: 'invalid_json' };
  // Own properties only, copied so that a "__proto__" key stays a plain field.
  const record: Record<string, unknown> = Object.fromEntries(Object.entries(data));
  const own = (key: string) => (Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined);
  return {
    ok: true,
    submission: {
      fields: record,
      type: own(contactFormFields.type),
      language: own(contactFormFields.language),
      honeypot: own(contactFormFields.honeypot),
      startedAt: own(contactFormFields.startedAt),
    },
  };
}

export function parseFormSubmission(text: string): Submission {
  const params = new URLSearchParams(text);
  // One pass over the pairs (linear in the body): a repeated name (ticked checkboxes) collects its texts.
  const collected = new Map<string, string[]>();
  for (const [key, item] of params) {
    const values = collected.get(key);
    if (values) values.push(item);
    else collected.set(key, [item]);
  }
  const fields: Record<string, unknown> = Object.fromEntries(
    [...collected].map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
  );
  const value = (key: string) => collected.get(key)?.[0];
  return {
    fields,
    type: value(contactFormFields.type),
    language: value(contactFormFields.language),
    honeypot: value(contactFormFields.honeypot),
    startedAt: value(contactFormFields.startedAt),
  };
}

/** Anything but nothing, an empty string or whitespace counts as filled in. */
export function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}

/** `startedAt` as milliseconds, from a JSON number or a form's digits; anything else is absent. */
export function startedAtMs(value: unknown): number | undefined {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,16}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}
