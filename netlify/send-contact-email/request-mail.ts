/**
 * Turns a valid first-consultation request into the mail the team receives: every answer laid out
 * under a heading, a subject that says for whom, what and how to answer ("Erstgespräch: Kind, ADHS,
 * per E-Mail"), and "please don't call" where nobody can miss it. Written for the team, in German,
 * with the same care for hostile input as the contact mail (contact-mail.ts).
 */
import type { ChoiceQuestion, OptionOf, RequestAnswers } from '../../src/consultation/questions';
import type { Language } from '../../src/i18n/languages';
import { type ContactMail, type MailAddresses, bodySafe, displayNameSafe, escapeHtml, headerSafe } from './contact-mail';

export const requestSubjectPrefix = 'Erstgespräch: ';

/** The answers as the team reads them: short, in German. */
const words: { readonly [Q in ChoiceQuestion]: Readonly<Record<OptionOf<Q>, string>> } = {
  forWhom: { self: 'für sich selbst', child: 'Kind', family: 'Familie', professional: 'Fachperson', organisation: 'Organisation' },
  topics: {
    adhd: 'ADHS',
    autism: 'Autismus',
    dyscalculia: 'Dyskalkulie',
    giftedness: 'Hochbegabung',
    unsure: 'noch unklar',
    other: 'anderes',
  },
  offer: {
    unsure: 'weiss noch nicht',
    coaching: 'Coaching',
    potential: 'Potentialanalyse',
    peer: 'Peer-to-Peer',
    psychoeducation: 'Psychoedukation',
    case: 'Interdisziplinäre Fallaufbereitung',
  },
  days: { mon: 'Montag', tue: 'Dienstag', wed: 'Mittwoch', thu: 'Donnerstag', fri: 'Freitag' },
  times: { morning: 'Vormittag', afternoon: 'Nachmittag', evening: 'Abend' },
  place: { dietikon: 'in Dietikon', online: 'online per Video', either: 'beides ist gut' },
  channel: { email: 'per E-Mail', phone: 'per Telefon', video: 'per Videoanruf' },
};

const languageNames: Record<Language, string> = { de: 'Deutsch', en: 'Englisch' };
const open = '(keine Angabe)';

const list = (question: ChoiceQuestion, chosen: readonly string[]) =>
  chosen.map((option) => (words[question] as Readonly<Record<string, string>>)[option]).join(', ');

export const doNotCall = 'BITTE NICHT ANRUFEN: Die Person möchte keinen Anruf.';

interface Section {
  title: string;
  rows: [label: string, value: string][];
}

export function buildRequestMail(answers: RequestAnswers, addresses: MailAddresses, language: Language): ContactMail {
  const a = {
    ...answers,
    name: bodySafe(answers.name),
    topicOther: bodySafe(answers.topicOther),
    needs: bodySafe(answers.needs),
    message: bodySafe(answers.message),
    phone: bodySafe(answers.phone),
  };
  const subject = [a.forWhom && words.forWhom[a.forWhom], list('topics', a.topics), words.channel[a.channel]].filter(Boolean).join(', ');
  const sections: Section[] = [
    {
      title: 'Kontakt',
      rows: [
        ['Name', a.name],
        ['Kontaktweg', words.channel[a.channel] + (a.noCalls ? ', bitte nicht anrufen' : '')],
        ['E-Mail', a.email || open],
        ['Telefon', a.phone || open],
        ['Sprache der Website', languageNames[language]],
      ],
    },
    {
      title: 'Anliegen',
      rows: [
        ['Für wen', a.forWhom ? words.forWhom[a.forWhom] : open],
        ['Thema', list('topics', a.topics) || open],
        ['Genauer', a.topicOther || open],
        ['Angebot', a.offer ? words.offer[a.offer] : open],
      ],
    },
    {
      title: 'Termin',
      rows: [
        ['Tage', list('days', a.days) || 'keine gewählt (Zeiten vorschlagen)'],
        ['Tageszeit', list('times', a.times) || 'keine gewählt'],
        ['Ort', a.place ? words.place[a.place] : open],
      ],
    },
  ];
  const longAnswers: [string, string][] = [
    ['Was im Gespräch hilft', a.needs || open],
    ['Nachricht', a.message || open],
  ];

  const text = [
    'Neue Anfrage für ein Erstgespräch über die Website.',
    '',
    ...(a.noCalls ? [doNotCall, ''] : []),
    ...sections.flatMap((section) => [section.title, ...section.rows.map(([label, value]) => `  ${label}: ${value}`), '']),
    ...longAnswers.flatMap(([label, value]) => [`${label}:`, value, '']),
  ].join('\n');

  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    '<p>Neue Anfrage für ein Erstgespräch über die Website.</p>',
    ...(a.noCalls ? [`<p style="font-size: 1.2em; color: #a00"><strong>${escapeHtml(doNotCall)}</strong></p>`] : []),
    ...sections.flatMap((section) => [
      `<h2 style="font-size: 1.1em">${section.title}</h2>`,
      '<table cellpadding="4">',
      ...section.rows.map(([label, value]) => `<tr><th align="left" valign="top">${label}</th><td>${escapeHtml(value)}</td></tr>`),
      '</table>',
    ]),
    ...longAnswers.flatMap(([label, value]) => [
      `<h2 style="font-size: 1.1em">${label}</h2>`,
      `<p style="white-space: pre-wrap">${escapeHtml(value)}</p>`,
    ]),
    '</body></html>',
  ].join('\n');

  return {
    to: addresses.to,
    from: addresses.from,
    // Without an e-mail address (phone only) there is nobody to reply to; the team phones.
    ...(a.email ? { replyTo: { email: a.email, name: displayNameSafe(answers.name) } } : {}),
    subject: headerSafe(requestSubjectPrefix + subject),
    text,
    html,
  };
}
