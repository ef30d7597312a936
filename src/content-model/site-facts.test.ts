import { parseSiteFacts } from './site-facts';

const valid = [
  'company: Firma GmbH',
  'brand: Firma',
  'street: Riedstrasse 14',
  'postalCode: "8953"',
  'city: Dietikon',
  'country:',
  '  de: Schweiz',
  '  en: Switzerland',
  'email: info@example.com',
  'phone: +41 44 000 00 00',
  'registerId: CHE-000.000.000',
  'managingDirector: Lea Platzhalter',
  'siteUrl: https://www.example.ch',
].join('\n');

describe('parseSiteFacts', () => {
  it('reads every fact of the description, the country in each language', () => {
    const facts = parseSiteFacts(valid, 'site.yaml');
    expect(facts.country).toEqual({ de: 'Schweiz', en: 'Switzerland' });
    expect(facts.siteUrl).toBe('https://www.example.ch');
  });

  it('names the file and the fact that is missing, malformed or lacks a language', () => {
    expect(() => parseSiteFacts(valid.replace('city: Dietikon\n', ''), 'site.yaml')).toThrow('site.yaml: "city" is missing or not text');
    expect(() => parseSiteFacts(valid.replace('  en: Switzerland\n', ''), 'site.yaml')).toThrow('site.yaml: "country" needs a line for each language: "de" and "en"');
    expect(() => parseSiteFacts(valid.replace('info@example.com', 'info(at)example.com'), 'site.yaml')).toThrow('"email" does not look right');
    expect(() => parseSiteFacts(valid.replace('https://www.example.ch', 'https://www.example.ch/'), 'site.yaml')).toThrow('"siteUrl" does not look right');
  });
});
