import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { languages } from './languages';
import { interpolate, lookup, placeholderPattern, translate, type LocaleData } from './translate';
import { createTranslator } from './translation';

const texts = { nav: { cta: 'Termin buchen' }, team: { email: 'E-Mail an {{name}}' }, list: [{ a: 1 }] };

describe('translate', () => {
  it('reads a dotted key and fills placeholders', () => {
    expect(translate([texts], 'nav.cta')).toBe('Termin buchen');
    expect(translate([texts], 'team.email', { values: { name: 'Anna & Co' } })).toBe('E-Mail an Anna & Co');
  });
  it('leaves a placeholder without a value as written', () => {
    expect(interpolate('{{a}} und {{b}}', { a: 1 })).toBe('1 und {{b}}');
  });
  it('gives the key for a missing text, and for a group unless asked for objects', () => {
    expect(translate([texts], 'nav.nope')).toBe('nav.nope');
    expect(translate([texts], 'nav')).toBe('nav');
    expect(translate([texts], 'list', { returnObjects: true })).toEqual([{ a: 1 }]);
  });
  it('searches the sources in order', () => {
    expect(translate([{ a: 'first' }, { a: 'second', b: 'only second' }], 'a')).toBe('first');
    expect(translate([{ a: 'first' }, { a: 'second', b: 'only second' }], 'b')).toBe('only second');
    expect(lookup({ a: null }, 'a.b')).toBeUndefined();
  });
});

/** Every dotted key with a string or list value. */
function leaves(data: unknown, prefix: string[] = []): { key: string; value: unknown }[] {
  if (typeof data === 'string' || Array.isArray(data)) return [{ key: prefix.join('.'), value: data }];
  if (data === null || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([k, v]) => leaves(v, [...prefix, k]));
}

describe.each(languages)('the translator gives what i18next gave for every %s text', (language) => {
  const data = JSON.parse(readFileSync(path.join(__dirname, '../../content/locales', language, 'translation.json'), 'utf8')) as LocaleData;
  const ours = createTranslator(language, [data]);
  // i18next as gatsby-plugin-react-i18next set it up, with the options the site used to pass.
  const theirs = i18next.createInstance();
  void theirs.init({
    resources: { [language]: { translation: data } },
    lng: language,
    fallbackLng: 'de',
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    keySeparator: '.',
    nsSeparator: false,
    returnNull: false,
    initImmediate: false,
  });
  const all = leaves(data);

  it('has texts to compare', () => {
    expect(all.length).toBeGreaterThan(50);
  });
  it.each(all.map(({ key, value }) => [key, value] as const))('%s', (key, value) => {
    if (Array.isArray(value)) {
      expect(ours.t(key, { returnObjects: true })).toEqual(theirs.t(key, { returnObjects: true }));
      return;
    }
    const names = [...String(value).matchAll(placeholderPattern)].map((match) => match[1] ?? '');
    const values = Object.fromEntries(names.map((name) => [name, `<${name} & 1>`]));
    expect(ours.t(key, values)).toBe(theirs.t(key, values));
    // Without values the placeholders stay, in both.
    expect(ours.t(key)).toBe(theirs.t(key));
  });
  it('gives the key for a missing text, like i18next', () => {
    expect(ours.t('nav.missing')).toBe(theirs.t('nav.missing'));
  });
});
