/**
 * Every question and answer of both forms has its words in every language's locale file, which the
 * pages, the no-JavaScript answers and the team's mails all read: a question added to a form's data
 * without its texts fails here, naming the missing key.
 */
import germanTexts from '../../content/locales/de/translation.json';
import englishTexts from '../../content/locales/en/translation.json';
import { type Language, languages } from '../i18n/languages';
import { lookup, type LocaleData } from '../i18n/translate';
import { contactFields } from './contact/contact-form';
import { fieldErrorCodes } from './model';
import { requestFields, requestQuestions, requestSteps } from './request/questions';

const locales: Record<Language, LocaleData> = { de: germanTexts, en: englishTexts };

/** Every key the forms read for their questions and answers. */
function formKeys(): string[] {
  const keys: string[] = [];
  for (const field of requestFields) {
    const spec = requestQuestions[field];
    const base = `request.questions.${field}`;
    keys.push(`${base}.label`, `${base}.short`);
    if ('hint' in spec && spec.hint) keys.push(`${base}.hint`);
    if (spec.kind === 'choice') keys.push(...spec.options.map((option) => `${base}.options.${option}`));
  }
  keys.push(...requestSteps.map((step) => `request.steps.${step.id}`));
  for (const field of contactFields) {
    keys.push(`form.${field}`, ...fieldErrorCodes.map((code) => `form.errors.${field}.${code}`));
  }
  return keys;
}

describe('the forms’ texts', () => {
  it('reads 86 keys today, so the list above is the real one', () => {
    expect(formKeys().length).toBeGreaterThanOrEqual(86);
  });

  it.each(languages)('are all in the %s locale file, none empty', (language) => {
    const missing = formKeys().filter((key) => {
      const text = lookup(locales[language], key);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });
});
