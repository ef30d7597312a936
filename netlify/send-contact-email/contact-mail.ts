/**
 * Turns a validated contact message into the mail the company receives. Everything the visitor
 * typed is treated as hostile: it never reaches `to` or `from`, reaches header fields only with
 * control characters removed, and reaches the HTML part only escaped.
 */
import type { Language } from '../../src/i18n/languages';
import { type ContactInput, isEmailAddress } from '../../src/contact/validate';

export interface ContactMail {
  to: string;
  from: string;
  /** Absent when the visitor left no e-mail address (a request to be phoned). */
  replyTo?: { email: string; name: string };
  subject: string;
  text: string;
  html: string;
}

export interface MailAddresses {
  to: string;
  from: string;
}

export const subjectPrefix = 'Kontaktformular: ';

// C0 and C1 controls (CR, LF, NUL, NEL, ...), DEL, and the Unicode line and paragraph separators:
// any of them in a header could end the header line or confuse the mail software reading it.
const headerBreakers = /[\p{Cc}\u2028\u2029]/gu;

/** One line of text fit for a header field: breakers become spaces, runs of spaces collapse. */
export function headerSafe(value: string): string {
  return value.replace(headerBreakers, ' ').replace(/\s+/g, ' ').trim();
}

// SendGrid writes a Reply-To name without quoting it, so a comma or semicolon splits it into a
// second address (sendgrid/sendgrid-nodejs#1121); quotes and angle brackets would do the same.
const addressSpecials = /[",;<>\\]/g;

/** The visitor's name as a display name: header-safe and without address syntax. */
export function displayNameSafe(value: string): string {
  return headerSafe(value.replace(addressSpecials, ' '));
}

// Keeps tab and line feed; other controls (NUL above all) have no place in a message body. The class
// reads: neither a non-control character, nor tab, nor line feed.
const bodyControls = /[^\P{Cc}\t\n]/gu;

/** Body text with Unix line ends and without control characters. */
export function bodySafe(value: string): string {
  return value.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(bodyControls, '');
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const languageNames: Record<Language, string> = { de: 'Deutsch', en: 'Englisch' };

/**
 * @throws if the visitor's address is not a plain address. Validation already guarantees this;
 * the check stays here because this is the last step before the address becomes a header.
 */
export function buildContactMail(input: ContactInput, addresses: MailAddresses, language: Language): ContactMail {
  if (!isEmailAddress(input.email)) throw new Error('refusing to use a malformed visitor address as Reply-To');
  const name = bodySafe(input.name);
  const subject = bodySafe(input.subject);
  const message = bodySafe(input.message);
  // The body repeats name and address, so nothing is lost when a header field was cleaned.
  const text = [
    'Neue Nachricht über das Kontaktformular der Website.',
    '',
    `Name: ${name}`,
    `E-Mail: ${input.email}`,
    `Sprache: ${languageNames[language]}`,
    `Betreff: ${subject}`,
    '',
    message,
    '',
  ].join('\n');
  const row = (label: string, value: string) => `<p><strong>${label}:</strong> ${escapeHtml(value)}</p>`;
  const html = [
    '<!doctype html><html><body>',
    '<p>Neue Nachricht über das Kontaktformular der Website.</p>',
    row('Name', name),
    row('E-Mail', input.email),
    row('Sprache', languageNames[language]),
    row('Betreff', subject),
    `<p style="white-space: pre-wrap">${escapeHtml(message)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: addresses.to,
    from: addresses.from,
    replyTo: { email: input.email, name: displayNameSafe(input.name) },
    subject: headerSafe(subjectPrefix + input.subject),
    text,
    html,
  };
}
