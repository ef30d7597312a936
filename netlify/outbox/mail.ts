/**
 * A mail the functions send, as every transport takes it (./mail-transport.ts): to the team (a contact
 * message, a request, a booking's notice) or to a visitor who booked (netlify/booking/mails/visitor-mails.ts).
 */
import { escapeHtml } from '../shared/mail-safety';
import { withFirstLine } from './mail-layout';

/** How an invitation attached to a mail speaks to the team's calendar (RFC 5546). */
export type InvitationMethod = 'REQUEST' | 'CANCEL';

export interface TeamMail {
  to: string;
  from: string;
  /** Absent when the visitor left no e-mail address (a request to be phoned). */
  replyTo?: { email: string; name: string };
  subject: string;
  text: string;
  html: string;
  /** Files sent along: a booked time's invitation (text), the weekly figures' chart (a PNG shown in the HTML part). */
  attachments?: MailAttachment[];
  /** Further headers: a visitor's mail has `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  /** The MIME type, e.g. `text/calendar`. */
  type: string;
  /** The file: text as it is, or with `encoding: 'base64'` the bytes of a binary file (an image) in base64. */
  content: string;
  encoding?: 'base64';
  /**
   * Shown in the HTML part where it says `<img src="cid:…">` (RFC 2392), rather than offered as a file:
   * `disposition: 'inline'` with this Content-ID.
   */
  contentId?: string;
  disposition?: 'inline' | 'attachment';
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

/** The addresses CONTACT_TO names, separated by commas. */
export function recipientsOf(to: string): string[] {
  return to
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/**
 * The mail with a note for the team put before everything else, in bold in the HTML part: what the
 * team must see before the message itself (a late delivery, a calendar entry the website skipped).
 */
export function withNoteFirst(mail: TeamMail, note: string): TeamMail {
  return {
    ...mail,
    text: `${note}\n\n${mail.text}`,
    html: withFirstLine(mail.html, `<p><strong>${escapeHtml(note)}</strong></p>`),
  };
}
