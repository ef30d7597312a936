/**
 * The one HTML document every mail of the site is (`mailDocument`): the team's, the visitors' and the
 * owner's, in one style that reads on a phone (the width of the screen, never wider than a line should
 * be, long words and addresses wrapped), with its rows of short answers (`rowsTable`). And the team's
 * mails' layout, plain text and HTML alike: an opening line, an alert nobody may miss, sections of short
 * answers as rows, long answers as paragraphs (the contact message, the request, a booking's notices, the
 * morning mail), links as words (a bare address is wider than a phone and says nothing; the plain text
 * keeps the address after the words); everything a visitor typed reaches the HTML escaped.
 */
import type { Language } from '../../src/i18n/languages';
import { addressInText, addressPieces } from '../../src/html/address-breaks';
import { escapeHtml } from '../shared/mail-safety';

/** The column every mail's words stand in: the width of a phone's screen with room at the sides, a line's length on a wide one. */
const mailColumn = '<div style="max-width: 36em; margin: 0 auto; padding: 16px">';

/** A mail's HTML: the document around `body` (HTML already escaped), in the mail's language. */
export function mailDocument({ language, title, body }: { language: Language; title?: string; body: string }): string {
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    title ? `<title>${escapeHtml(title)}</title>` : '',
    '</head>',
    '<body style="margin: 0; padding: 0; background: #ffffff; color: #1f2933; font-family: system-ui, -apple-system, \'Segoe UI\', Arial, sans-serif; font-size: 15px; line-height: 1.5; overflow-wrap: break-word">',
    mailColumn,
    body,
    '</div></body></html>',
  ].join('\n');
}

/**
 * A mail document (`mailDocument`) with `line` (HTML already escaped) said before everything else, inside the
 * column, so that it keeps the column's room at the sides on a phone and its place on a wide screen.
 */
export function withFirstLine(html: string, line: string): string {
  const at = html.indexOf(mailColumn);
  if (at < 0) throw new Error('withFirstLine: not a mail document (mailDocument)');
  const after = at + mailColumn.length;
  return `${html.slice(0, after)}\n${line}${html.slice(after)}`;
}

const wholeAddress = new RegExp(`^${addressInText.source}$`);

/**
 * A value as a mail's HTML shows it: escaped, and an e-mail address with <wbr> where it may break (before its @
 * and each dot, as the site's pages break one: ../../src/html/address-breaks.ts), so that a long one wraps at its
 * parts before anywhere else.
 */
export function valueHtml(value: string): string {
  return wholeAddress.test(value) ? addressPieces(value).map(escapeHtml).join('<wbr>') : escapeHtml(value);
}

/** Words (escaped) that break only between each other, never inside one, not even at a hyphen. */
function wordsWhole(words: string): string {
  return escapeHtml(words).replace(/\S+/g, (word) => `<span style="white-space: nowrap">${word}</span>`);
}

/**
 * Short answers as a mail's rows, the label beside its value: the team's (`layOutMail`) and the visitors' (the time
 * and place). A label wraps between its words only ("E-Mail" stays whole beside a long address); a value (HTML
 * already escaped) wraps where it must, word-break for mail clients older than overflow-wrap's `anywhere`.
 */
export function rowsTable(rows: readonly (readonly [label: string, valueHtml: string])[]): string {
  return [
    '<table cellpadding="6" style="border-collapse: collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${wordsWhole(label)}</th><td style="overflow-wrap: anywhere; word-break: break-word">${value}</td></tr>`,
    ),
    '</table>',
  ].join('\n');
}

export interface MailSection {
  title?: string;
  /** Short answers: `label: value`. */
  rows?: readonly (readonly [label: string, value: string])[];
  /** Links after the rows, each its own line: the words to tap, and where they lead. */
  links?: readonly (readonly [words: string, url: string])[];
  /** Long answers, each under its label (or none), line breaks kept. */
  paragraphs?: readonly (readonly [label: string | undefined, value: string])[];
}

export interface MailContent {
  intro: string;
  /** Said first, in red in the HTML part ("BITTE NICHT ANRUFEN"). */
  alert?: string;
  sections: readonly MailSection[];
}

export function layOutMail({ intro, alert, sections }: MailContent): { text: string; html: string } {
  const text = [
    intro,
    '',
    ...(alert ? [alert, ''] : []),
    ...sections.flatMap((section) => [
      ...(section.title ? [section.title] : []),
      ...(section.rows ?? []).map(([label, value]) => `${section.title ? '  ' : ''}${label}: ${value}`),
      ...(section.rows?.length ? [''] : []),
      ...(section.links ?? []).map(([words, url]) => `${section.title ? '  ' : ''}${words}: ${url}`),
      ...(section.links?.length ? [''] : []),
      ...(section.paragraphs ?? []).flatMap(([label, value]) => [...(label ? [`${label}:`] : []), value, '']),
    ]),
  ].join('\n');

  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    ...(alert ? [`<p style="font-size: 1.2em; color: #a00"><strong>${escapeHtml(alert)}</strong></p>`] : []),
    ...sections.flatMap((section) => [
      ...(section.title ? [`<h2 style="font-size: 1.1em">${escapeHtml(section.title)}</h2>`] : []),
      ...(section.rows?.length ? [rowsTable(section.rows.map(([label, value]) => [label, valueHtml(value)] as const))] : []),
      ...(section.links ?? []).map(
        ([words, url]) =>
          `<p style="margin: 8px 0"><a href="${escapeHtml(url)}" style="display: inline-block; padding: 6px 0; color: #1a56a0; font-weight: 600">${escapeHtml(words)}</a></p>`,
      ),
      ...(section.paragraphs ?? []).flatMap(([label, value]) => [
        ...(label ? [`<h3 style="font-size: 1em">${escapeHtml(label)}</h3>`] : []),
        `<p style="white-space: pre-wrap">${escapeHtml(value)}</p>`,
      ]),
    ]),
  ].join('\n');
  // The team's mails are German (the team's language), whatever the visitor's.
  return { text, html: mailDocument({ language: 'de', body: html }) };
}
