/**
 * The one layout of the team's mails, plain text and HTML alike: an opening line, an alert nobody may
 * miss, sections of short answers as rows, long answers as paragraphs. Both mails (contact-mail.ts,
 * request-mail.ts) are this layout filled in; everything a visitor typed reaches the HTML escaped.
 */
import { escapeHtml } from '../shared/mail-safety';

export interface MailSection {
  title?: string;
  /** Short answers: `label: value`. */
  rows?: readonly (readonly [label: string, value: string])[];
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
      ...(section.paragraphs ?? []).flatMap(([label, value]) => [...(label ? [`${label}:`] : []), value, '']),
    ]),
  ].join('\n');

  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(intro)}</p>`,
    ...(alert ? [`<p style="font-size: 1.2em; color: #a00"><strong>${escapeHtml(alert)}</strong></p>`] : []),
    ...sections.flatMap((section) => [
      ...(section.title ? [`<h2 style="font-size: 1.1em">${escapeHtml(section.title)}</h2>`] : []),
      ...(section.rows?.length
        ? [
            '<table cellpadding="4">',
            ...section.rows.map(
              ([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
            ),
            '</table>',
          ]
        : []),
      ...(section.paragraphs ?? []).flatMap(([label, value]) => [
        ...(label ? [`<h3 style="font-size: 1em">${escapeHtml(label)}</h3>`] : []),
        `<p style="white-space: pre-wrap">${escapeHtml(value)}</p>`,
      ]),
    ]),
    '</body></html>',
  ].join('\n');
  return { text, html };
}
