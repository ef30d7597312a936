/**
 * Turns a validated contact message into the mail the company receives, in the layout both mails
 * share (./mail-layout.ts), labelled with the form's own texts (`form.<field>`, German).
 */
import { type ContactInput } from '../../src/forms/contact/contact-form';
import type { InvitationMethod } from '../booking/calendar-file';
import { isEmailAddress } from '../../src/forms/email-address';
import { type Language, languageName } from '../../src/i18n/languages';
import { teamLanguage, texts } from './locale-texts';
import { layOutMail } from './mail-layout';
import { bodySafe, displayNameSafe, escapeHtml, headerSafe } from './mail-safety';

export interface ContactMail {
  to: string;
  from: string;
  /** Absent when the visitor left no e-mail address (a request to be phoned). */
  replyTo?: { email: string; name: string };
  subject: string;
  text: string;
  html: string;
  /** Files sent along (a booked time's invitation), as text. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** The MIME type, e.g. `text/calendar`. */
  type: string;
  content: string;
  /**
   * An iTIP message (RFC 5546: the team's invitation or its cancellation): the transport also sends it
   * as the mail's own `text/calendar; method=…` part (RFC 6047), which is what makes Outlook, Gmail and
   * Apple Mail offer it as an invitation rather than a file.
   */
  method?: InvitationMethod;
}

export interface MailAddresses {
  to: string;
  from: string;
}

export const subjectPrefix = 'Kontaktformular: ';

/**
 * @throws if the visitor's address is not a plain address. Validation already guarantees this;
 * the check stays here because this is the last step before the address becomes a header.
 */
export function buildContactMail(input: ContactInput, addresses: MailAddresses, language: Language): ContactMail {
  if (!isEmailAddress(input.email)) throw new Error('refusing to use a malformed visitor address as Reply-To');
  const t = texts[teamLanguage];
  // The body repeats name and address, so nothing is lost when a header field was cleaned.
  const { text, html } = layOutMail({
    intro: 'Neue Nachricht über das Kontaktformular der Website.',
    sections: [
      {
        rows: [
          [t('form.name'), bodySafe(input.name)],
          [t('form.email'), input.email],
          ['Sprache', languageName(language, teamLanguage)],
          [t('form.subject'), bodySafe(input.subject)],
        ],
        paragraphs: [[undefined, bodySafe(input.message)]],
      },
    ],
  });
  return {
    to: addresses.to,
    from: addresses.from,
    replyTo: { email: input.email, name: displayNameSafe(input.name) },
    subject: headerSafe(subjectPrefix + input.subject),
    text,
    html,
  };
}

/**
 * The mail with a note for the team put before everything else, in bold in the HTML part: what the
 * team must see before the message itself (a late delivery, a calendar entry the website skipped).
 */
export function withNoteFirst(mail: ContactMail, note: string): ContactMail {
  return {
    ...mail,
    text: `${note}\n\n${mail.text}`,
    html: mail.html.replace(/<body[^>]*>/, (body) => `${body}\n<p><strong>${escapeHtml(note)}</strong></p>`),
  };
}
