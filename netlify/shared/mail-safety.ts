/**
 * Everything a visitor typed is treated as hostile: it never reaches `to` or `from`, reaches header
 * fields only with control characters removed, and reaches the HTML part only escaped. Both mails use these.
 */

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

export { escapeHtml } from '../../src/html/escape-html';
