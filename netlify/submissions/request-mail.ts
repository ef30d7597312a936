/**
 * Turns a valid first-consultation request into the mail the team receives: every question of every
 * step under the step's title, in the layout both mails share (./mail-layout.ts), a subject that says
 * for whom, what and how to answer ("Erstgespräch: Für mein Kind, ADHS, Per E-Mail"), and "please
 * don't call" where nobody can miss it. Its words are the form's own (`request.questions.<name>`:
 * `short` as the row's label, the answers as the visitor saw them), in German: rows come from the
 * step list, so a new question reaches the mail without a line here.
 */
import type { FieldSpec } from '../../src/forms/model';
import {
  type RequestAnswers,
  type RequestField,
  isReminderField,
  noCalls,
  requestQuestions,
  requestSteps,
  slotField,
} from '../../src/forms/request/questions';
import { answerInWords } from '../../src/forms/request/texts';
import { type Language, languageName } from '../../src/i18n/languages';
import { type TeamMail, type MailAddresses, withNoteFirst } from '../outbox/mail';
import { teamLanguage, texts } from '../shared/locale-texts';
import { type MailSection, layOutMail } from '../outbox/mail-layout';
import { bodySafe, displayNameSafe, headerSafe } from '../shared/mail-safety';
import { type MailBooking, bookingSection, calendarAttachment, missingEntryWarning } from '../booking/mails/booking-mail';

export const requestSubjectPrefix = 'Erstgespräch: ';

export const doNotCall = 'BITTE NICHT ANRUFEN: Die Person möchte keinen Anruf.';

const t = texts[teamLanguage];

/** An answer as the team reads it; '' when left open. */
// Without the soft hyphens the form's long option names carry for narrow screens (a mail client may show them).
const answerText = (answers: RequestAnswers, field: RequestField) =>
  bodySafe(answerInWords(t, field, answers[field], teamLanguage).replace(/\u00ad/g, ''));

/** Answers of several lines stand as paragraphs; the others as rows. */
const isLong = (field: RequestField) => {
  const spec: FieldSpec = requestQuestions[field];
  return spec.kind === 'text' && spec.multiline === true;
};

export function buildRequestMail(answers: RequestAnswers, addresses: MailAddresses, language: Language, booking?: MailBooking): TeamMail {
  const open = t('request.notAnswered');
  const shown = (field: RequestField) =>
    // A booked time meets where it was booked: the place row says that, never an answer that contradicts it.
    (field === 'place' && booking ? bodySafe(booking.where) : answerText(answers, field)) ||
    (field === 'days' && !booking ? 'keine gewählt (Zeiten vorschlagen)' : isReminderField(field) ? 'Keine' : open);
  // Only what the visitor was asked: a booked time asks no days and times, and no time is asked when none
  // was offered (booking off); a row "Keine Angabe" would read as a question left open.
  const asked = (field: RequestField) =>
    field === noCalls
      ? Boolean(answers.noCalls)
      : field === 'reminders'
        ? // Asked only where a time was booked: "Bestätigung und Erinnerungen: Per E-Mail, Per SMS", or "Keine".
          Boolean(booking)
        : field === 'reminderWhen'
          ? Boolean(booking) && answers.reminders.length > 0
          : field === 'earlier' || field === 'earlierWhen'
            ? // Only where ticked: the team reads "Frühere Zeit" as the line the booking stands in.
              Boolean(booking) && answers.earlier.length > 0
            : field === 'days' || field === 'times'
              ? !booking
              : field !== slotField || Boolean(answers[slotField]);
  // The check step asks only its own questions (the reminders): the team reads them with the way to answer.
  const stepFields = (id: string): readonly RequestField[] =>
    requestSteps.filter((step) => step.id === id || (id === 'contact' && step.id === 'check')).flatMap((step) => step.fields);
  // The way to answer first: it is what the team needs before anything else.
  const steps = [...requestSteps]
    .filter((step) => step.id !== 'check' && step.fields.length > 0)
    .sort((a, b) => Number(b.id === 'contact') - Number(a.id === 'contact'));
  const sections: MailSection[] = steps.map((step) => {
    const fields = stepFields(step.id).filter((field) => asked(field));
    return {
      title: t(`request.steps.${step.id}`),
      rows: [
        ...fields.filter((field) => !isLong(field)).map((field) => [t(`request.questions.${field}.short`), shown(field)] as const),
        ...(step.id === 'contact' ? [['Sprache der Website', languageName(language, teamLanguage)] as const] : []),
      ],
      paragraphs: fields.filter(isLong).map((field) => [t(`request.questions.${field}.short`), shown(field)] as const),
    };
  });
  const { text, html } = layOutMail({
    // A booked time's first line says when, where and what to do before it: a coach can act on it alone.
    intro: booking
      ? `Neue Buchung eines Erstgesprächs über die Website: ${booking.when}, ${booking.where}.${booking.task ? ` ${booking.task.sentence}` : ''}`
      : 'Neue Anfrage für ein Erstgespräch über die Website.',
    alert: answers.noCalls ? doNotCall : undefined,
    // A booked time first: it is what the team must put in its calendar.
    sections: booking ? [bookingSection(booking), ...sections] : sections,
  });
  // A note for the visitor in brackets ("(den Link senden wir Ihnen per E-Mail)") is left out of the subject.
  const subject = (['forWhom', 'topics', 'channel'] as const)
    .map((field) => answerText(answers, field).replace(/\s*\([^)]*\)/g, ''))
    .filter(Boolean)
    .join(', ');
  const mail: TeamMail = {
    to: addresses.to,
    from: addresses.from,
    // Without an e-mail address (phone only) there is nobody to reply to; the team phones. Nor at an address
    // its owner said was given by someone else ("this was not me"), when the mail went out after that.
    ...(answers.email && !booking?.misused ? { replyTo: { email: answers.email, name: displayNameSafe(answers.name) } } : {}),
    subject: headerSafe(
      `${requestSubjectPrefix}${booking ? `gebucht für ${booking.when}, ${booking.task?.short ?? booking.where} – ` : ''}${subject}`,
    ),
    text,
    html,
    ...(booking ? { attachments: [calendarAttachment(booking, addresses)] } : {}),
  };
  // A time the team's calendar did not take is said before anything else: it could be given away twice.
  const warning = booking && missingEntryWarning(booking);
  return warning ? withNoteFirst(mail, warning) : mail;
}
