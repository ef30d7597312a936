import type { Language } from '../i18n/languages';

/**
 * Words and phrases staff agreed to avoid, because each once drifted from the one name the site uses
 * for a thing. The content check warns (never fails) where one appears in a page, a team member or an
 * interface text, and says what to write instead, so the names stay one after staff edits.
 */
export interface AvoidedPhrase {
  language: Language;
  /** Matched case-insensitively, as whole words. */
  phrase: string;
  instead: string;
  /**
   * Interface texts (dotted keys of translation.json) that keep the phrase on purpose: the
   * specification's own words, such as the "Nachricht gesendet!" notice's "so bald wie möglich".
   */
  keptIn?: readonly string[];
}

const answerTime =
  'the answer time from the company facts: <SiteFact name="responseTime" /> in a page, {{responseTime}} in an interface text';
const specNotice = ['contactResult.sentText', 'metaResult.sent.description'];

export const avoidedPhrases: readonly AvoidedPhrase[] = [
  { language: 'en', phrase: 'first conversation', instead: '"first consultation", the name of the free meeting everywhere' },
  { language: 'en', phrase: 'at our place', instead: '"at our practice" ("In Dietikon, at our practice")' },
  { language: 'en', phrase: 'send you a video call', instead: '"send you the link to a video call"' },
  { language: 'en', phrase: 'as soon as possible', instead: answerTime, keptIn: specNotice },
  { language: 'en', phrase: 'as soon as we can', instead: answerTime, keptIn: specNotice },
  { language: 'en', phrase: 'after a few days', instead: answerTime },
  { language: 'en', phrase: 'within two working days', instead: answerTime },
  { language: 'de', phrase: 'so bald wie möglich', instead: answerTime, keptIn: specNotice },
  { language: 'de', phrase: 'nach ein paar Tagen', instead: answerTime },
  { language: 'de', phrase: 'innerhalb von zwei Arbeitstagen', instead: answerTime },
  { language: 'de', phrase: 'bei uns in Dietikon', instead: '"in unseren Räumen in Dietikon"' },
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The avoided phrases of one language found in a text, each with its offset. */
export function findAvoidedPhrases(text: string, language: Language): { phrase: AvoidedPhrase; index: number }[] {
  return avoidedPhrases
    .filter((phrase) => phrase.language === language)
    .flatMap((phrase) =>
      [...text.matchAll(new RegExp(`(?<![\\p{L}])${escape(phrase.phrase)}(?![\\p{L}])`, 'giu'))].map((match) => ({
        phrase,
        index: match.index,
      })),
    );
}
