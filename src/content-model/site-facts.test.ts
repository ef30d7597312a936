import { readFileSync } from 'node:fs';
import { siteFactsFile } from '../site/load-site-facts';
import { parseSiteFacts } from './site-facts';

// The site's own file is the valid example; each test breaks one line of it.
const valid = readFileSync(siteFactsFile, 'utf8');

describe('parseSiteFacts', () => {
  it('reads every fact of the description, the country in each language', () => {
    const facts = parseSiteFacts(valid, 'site.yaml');
    expect(facts.country).toEqual({ de: 'Schweiz', en: 'Switzerland' });
    expect(facts.siteUrl).toMatch(/^https:\/\//);
  });

  it('names the file and the fact that is missing, malformed or lacks a language', () => {
    expect(() => parseSiteFacts(valid.replace(/^city:.*\n/m, ''), 'site.yaml')).toThrow('site.yaml: "city" is missing or not text');
    expect(() => parseSiteFacts(valid.replace(/^ {2}en:.*\n/m, ''), 'site.yaml')).toThrow(
      'site.yaml: "country" needs a line for each language: "de" and "en"',
    );
    expect(() => parseSiteFacts(valid.replace(/^email: .*$/m, 'email: info(at)example.com'), 'site.yaml')).toThrow(
      '"email" does not look right',
    );
    expect(() => parseSiteFacts(valid.replace(/^siteUrl: (.*)$/m, 'siteUrl: $1/'), 'site.yaml')).toThrow('"siteUrl" does not look right');
  });
});
