import germanTexts from '../../../content/locales/de/translation.json';
import englishTexts from '../../../content/locales/en/translation.json';
import { type Language, languages } from '../../i18n/languages';
import { createTranslator } from '../../i18n/translation';
import { isEmailAddress } from '../email-address';
import { type FieldErrorCode as ContactErrorCode, fieldErrorCodes as contactErrorCodes } from '../model';
import { type ContactField, contactFields, contactQuestions } from './contact-form';
import { contactProblemText } from './texts';
import { validateContact } from './validate';

const contactLimits = Object.fromEntries(contactFields.map((field) => [field, contactQuestions[field].limit])) as Record<
  ContactField,
  number
>;
const translators = { de: createTranslator('de', [germanTexts]).t, en: createTranslator('en', [englishTexts]).t };
const messageForError = (language: Language, field: ContactField, code: ContactErrorCode) =>
  contactProblemText(translators[language], language, field, code);

const valid = { name: 'Anna Muster', email: 'anna@example.ch', subject: 'Coaching', message: 'Guten Tag' };
const x = (n: number) => 'x'.repeat(n);
/** A well-formed address of exactly `n` characters (labels of at most 63, as DNS allows). */
function emailOfLength(n: number): string {
  let domain = 'com';
  let remaining = n - '@'.length - 64 - domain.length;
  while (remaining > 1) {
    const label = Math.min(63, remaining - 1);
    domain = `${x(label)}.${domain}`;
    remaining -= label + 1;
  }
  return `${x(64)}@${domain}`;
}

describe('validateContact', () => {
  it('accepts a complete message and trims every field', () => {
    expect(validateContact({ name: '  Anna ', email: ' anna@example.ch\n', subject: '\tHallo ', message: ' Text \n' })).toEqual({
      ok: true,
      value: { name: 'Anna', email: 'anna@example.ch', subject: 'Hallo', message: 'Text' },
    });
  });

  type Row = [string, Partial<Record<ContactField, unknown>>, ContactField, ContactErrorCode];
  const table: Row[] = [
    ['everything empty: name first', {}, 'name', 'required'],
    ['blank name', { ...valid, name: '   ' }, 'name', 'required'],
    ['null name', { ...valid, name: null }, 'name', 'required'],
    ['name not text', { ...valid, name: 42 }, 'name', 'invalid'],
    ['name too long', { ...valid, name: x(contactLimits.name + 1) }, 'name', 'too_long'],
    ['missing email after a good name', { name: 'Anna' }, 'email', 'required'],
    ['blank email', { ...valid, email: ' ' }, 'email', 'required'],
    ['email without at sign', { ...valid, email: 'anna.example.ch' }, 'email', 'invalid'],
    ['email without domain dot', { ...valid, email: 'anna@localhost' }, 'email', 'invalid'],
    ['email with space', { ...valid, email: 'an na@example.ch' }, 'email', 'invalid'],
    ['email with CR/LF', { ...valid, email: 'anna@example.ch\r\nBcc: x@evil.test' }, 'email', 'invalid'],
    ['email with display name', { ...valid, email: 'Anna <anna@example.ch>' }, 'email', 'invalid'],
    ['email with two at signs', { ...valid, email: 'a@b@example.ch' }, 'email', 'invalid'],
    ['email with double dot', { ...valid, email: 'anna..m@example.ch' }, 'email', 'invalid'],
    ['email local part over 64', { ...valid, email: `${x(65)}@example.ch` }, 'email', 'invalid'],
    ['email over 254', { ...valid, email: emailOfLength(contactLimits.email + 1) }, 'email', 'too_long'],
    ['missing subject', { ...valid, subject: undefined }, 'subject', 'required'],
    ['subject too long', { ...valid, subject: x(contactLimits.subject + 1) }, 'subject', 'too_long'],
    ['missing message', { ...valid, message: '' }, 'message', 'required'],
    ['message too long', { ...valid, message: x(contactLimits.message + 1) }, 'message', 'too_long'],
    ['two failures: the earlier field wins', { ...valid, email: 'nope', message: '' }, 'email', 'invalid'],
  ];
  it.each(table)('%s → %s %s', (_, input, field, code) => {
    expect(validateContact(input)).toEqual({ ok: false, field, code });
  });

  it('accepts every field at exactly its limit', () => {
    const email = emailOfLength(contactLimits.email);
    expect(email).toHaveLength(contactLimits.email);
    expect(emailOfLength(contactLimits.email + 1)).toHaveLength(contactLimits.email + 1);
    const input = { name: x(100), email, subject: x(150), message: x(5000) };
    expect(validateContact(input)).toEqual({ ok: true, value: input });
  });
});

describe('isEmailAddress', () => {
  it.each(['a@b.ch', 'anna.muster+kontakt@sub.example.co.uk', "o'brien@example.com", 'x@xn--mller-kva.ch'])('accepts %s', (email) =>
    expect(isEmailAddress(email)).toBe(true),
  );
  it.each([
    '@example.ch',
    'anna@',
    'anna@.ch',
    'anna@example.c',
    'anna@-x.ch',
    'müller@example.ch',
    'anna@müller.ch',
    'a@b.ch\n',
    '.a@b.ch',
  ])('rejects %j', (email) => expect(isEmailAddress(email)).toBe(false));
});

describe('contactMessages', () => {
  const de: [ContactField, ContactErrorCode, string][] = [
    ['name', 'required', 'Bitte geben Sie Ihren Namen ein.'],
    ['email', 'required', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    ['email', 'invalid', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    ['subject', 'required', 'Bitte geben Sie einen Betreff ein.'],
    ['message', 'required', 'Bitte geben Sie eine Nachricht ein.'],
    ['name', 'too_long', 'Ihr Name ist zu lang (höchstens 100 Zeichen).'],
    ['email', 'too_long', 'Ihre E-Mail-Adresse ist zu lang (höchstens 254 Zeichen).'],
    ['subject', 'too_long', 'Ihr Betreff ist zu lang (höchstens 150 Zeichen).'],
    ['message', 'too_long', 'Ihre Nachricht ist zu lang (höchstens 5000 Zeichen).'],
  ];
  const en: [ContactField, ContactErrorCode, string][] = [
    ['name', 'required', 'Please enter your name.'],
    ['email', 'required', 'Please enter a valid email address.'],
    ['email', 'invalid', 'Please enter a valid email address.'],
    ['subject', 'required', 'Please enter a subject.'],
    ['message', 'required', 'Please enter a message.'],
    ['name', 'too_long', 'Your name is too long (at most 100 characters).'],
    ['email', 'too_long', 'Your email address is too long (at most 254 characters).'],
    ['subject', 'too_long', 'Your subject is too long (at most 150 characters).'],
    ['message', 'too_long', 'Your message is too long (at most 5,000 characters).'],
  ];
  it.each(de)('de: %s %s → %s', (field, code, text) => expect(messageForError('de', field, code)).toBe(text));
  it.each(en)('en: %s %s → %s', (field, code, text) => expect(messageForError('en', field, code)).toBe(text));

  it('has the notice texts in both languages, in the locale files staff edit', () => {
    const t = translators;
    expect([t.de('form.errorTitle'), t.de('form.sending'), t.de('contactResult.sentTitle'), t.de('contactResult.errorTitle')]).toEqual([
      'Fehler',
      'Wird gesendet...',
      'Nachricht gesendet!',
      'Fehler beim Senden',
    ]);
    expect([t.en('form.errorTitle'), t.en('form.sending'), t.en('contactResult.sentTitle'), t.en('contactResult.errorTitle')]).toEqual([
      'Error',
      'Sending...',
      'Message sent!',
      'Sending failed',
    ]);
    for (const language of languages) expect(t[language]('form.sendFailed', { email: 'x@y.ch' })).toContain('x@y.ch');
  });

  it('has a non-empty text for every field, code and language, German without ß', () => {
    for (const language of languages) {
      for (const field of contactFields) {
        for (const code of contactErrorCodes) expect(messageForError(language, field, code)).not.toMatch(/^form\.|ß|{{/);
      }
    }
  });

  it('maps every validation result to a text', () => {
    const result = validateContact({ ...valid, subject: x(151) });
    if (result.ok) throw new Error('expected a failure');
    expect(messageForError('de', result.field, result.code)).toBe('Ihr Betreff ist zu lang (höchstens 150 Zeichen).');
  });
});
