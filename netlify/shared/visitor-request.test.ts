import { asksForJson, opensAsPage, visitorLanguage } from './visitor-request';

const request = (headers: Record<string, string>) => new Request('http://localhost/.netlify/functions/booking', { headers });

describe('who asks', () => {
  it('the forms’ scripts ask for JSON; a browser opening the address names HTML', () => {
    expect(asksForJson(request({ Accept: 'application/json' }))).toBe(true);
    expect(opensAsPage(request({ Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }))).toBe(true);
    expect(opensAsPage(request({ Accept: 'text/html, application/json' }))).toBe(false);
    expect(asksForJson(request({}))).toBe(false);
    expect(opensAsPage(request({}))).toBe(false);
  });
});

describe('visitorLanguage', () => {
  it.each([
    ['the language named wins', 'en', { Referer: 'https://x.ch/contact', 'Accept-Language': 'de' }, 'en'],
    ['else the page it came from: English', null, { Referer: 'https://x.ch/en/erstgespraech', 'Accept-Language': 'de' }, 'en'],
    ['else the page it came from: German (no prefix)', null, { Referer: 'https://x.ch/erstgespraech', 'Accept-Language': 'en' }, 'de'],
    ['a function’s address says it in its query', null, { Referer: 'https://x.ch/.netlify/functions/booking?view=a&language=en' }, 'en'],
    [
      'a function’s address without one: German',
      null,
      { Referer: 'https://x.ch/.netlify/functions/booking', 'Accept-Language': 'en' },
      'de',
    ],
    ['never the browser’s preference', null, { 'Accept-Language': 'en-GB,en;q=0.9' }, 'de'],
    ['German when nothing says otherwise', 'fr', {}, 'de'],
  ])('%s', (_, named, headers, expected) => {
    expect(visitorLanguage(request(headers), named)).toBe(expected);
  });
});
