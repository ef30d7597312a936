/**
 * Turns a validated contact message into the mail the company receives, in the layout both mails
 * share (./mail-layout.ts), labelled with the form's own texts (`form.<field>`, German).
 */
import { type ContactInput } from '../../src/forms/contact/contact-form';
import { isEmailAddress } from '../../src/forms/email-address';
import { type Language, languageName } from '../../src/i18n/languages';
import { teamLanguage, texts } from '../shared/locale-texts';
import { layOutMail } from '../outbox/mail-layout';
import { bodySafe, displayNameSafe, headerSafe } from '../shared/mail-safety';
import type { TeamMail, MailAddresses } from '../outbox/mail';

export const subjectPrefix = 'Kontaktformular: ';

/**
 * @throws if the visitor's address is not a plain address. Validation already guarantees this;
 * the check stays here because this is the last step before the address becomes a header.
 */
export function buildContactMail(input: ContactInput, addresses: MailAddresses, language: Language): TeamMail {
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
