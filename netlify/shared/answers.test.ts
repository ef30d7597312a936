import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answerSafely } from './answers';

/** The booking's built page as the site writes it, cut to what the error page uses: title, language switch, message part, footer. */
const bookingPage = (language: 'de' | 'en') =>
  `<!DOCTYPE html><html lang="${language}"><head><title>Ihr Termin</title></head><body>` +
  `<header><a href="${language === 'de' ? '/en/erstgespraech/termin' : '/erstgespraech/termin'}" hrefLang="${language === 'de' ? 'en' : 'de'}">${language === 'de' ? 'EN' : 'DE'}</a></header>` +
  `<main id="main"><div data-booking=""><h1>Ihr Termin</h1><p>Hier sehen Sie Ihren Termin</p></div></main>` +
  `<footer><a href="mailto:info@example.com">info@example.com</a> <a href="tel:+41440000000">+41 44 000 00 00</a></footer></body></html>`;

function buildWithBookingPages(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'answers-test-'));
  for (const [folder, language] of [
    ['erstgespraech', 'de'],
    [path.join('en', 'erstgespraech'), 'en'],
  ] as const) {
    mkdirSync(path.join(root, 'public', folder), { recursive: true });
    writeFileSync(path.join(root, 'public', folder, 'termin.html'), bookingPage(language));
  }
  return root;
}

const quietLog = () => ({ info: jest.fn(), warn: jest.fn(), error: jest.fn() });
const failing = () => Promise.reject(new Error('a bug'));
const origin = 'https://www.example.ch';

describe('answerSafely', () => {
  const root = buildWithBookingPages();

  test('an answer goes out with the security headers', async () => {
    const answer = await answerSafely('test', quietLog(), async () => new Response('ok'), { req: new Request(origin), root });
    expect(await answer.text()).toBe('ok');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test("an unexpected error is logged, and the site's script gets JSON it can explain", async () => {
    const log = quietLog();
    const req = new Request(`${origin}/.netlify/functions/booking?times=1`, { headers: { accept: 'application/json' } });
    const answer = await answerSafely('booking', log, failing, { req, root });
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ error: 'internal_error' });
    expect(log.error).toHaveBeenCalledWith('booking: unexpected error', expect.any(Error));
  });

  test('a browser that opened the address gets a page in the language the address names, never JSON', async () => {
    const req = new Request(`${origin}/.netlify/functions/booking?view=x&language=en`, { headers: { accept: 'text/html,*/*;q=0.8' } });
    const answer = await answerSafely('booking', quietLog(), failing, { req, root });
    const html = await answer.text();
    expect(answer.status).toBe(500);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(html).toContain('<title>Something went wrong</title>');
    expect(html).toContain('<h1>Something went wrong</h1>');
    expect(html).toContain("Use your browser's back button");
    // The ways on: the company's mail and phone as the footer writes them, and the home page.
    expect(html).toContain(
      '<a href="mailto:info@example.com">info@example.com</a> or <a href="tel:+41440000000">+41&nbsp;44&nbsp;000&nbsp;00&nbsp;00</a>',
    );
    expect(html).toContain('<a href="/en">Go to the home page</a>');
    // The language switch leads to the other language's home page, not to an empty booking page.
    expect(html).toContain('<a href="/" hreflang="de">DE</a>');
    expect(html).not.toContain('Ihr Termin');
    expect(html).not.toContain('internal_error');
  });

  test('a form sent without JavaScript gets the page in the language of the page it came from', async () => {
    const req = new Request(`${origin}/.netlify/functions/send-contact-email`, {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', referer: `${origin}/contact` },
      body: 'name=Eva',
    });
    const answer = await answerSafely('contact', quietLog(), failing, { req, root });
    const html = await answer.text();
    expect(answer.status).toBe(500);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Da ist etwas schiefgegangen</h1>');
    expect(html).toContain('Ihre Eingaben stehen dort meist noch');
    expect(html).toContain('<a href="/">Zur Startseite</a>');
  });

  test("without the build's page the message still comes, as a bare page in the visitor's language", async () => {
    const req = new Request(`${origin}/.netlify/functions/booking?language=en`, { headers: { accept: 'text/html' } });
    const answer = await answerSafely('booking', quietLog(), failing, { req, root: mkdtempSync(path.join(os.tmpdir(), 'answers-empty-')) });
    const html = await answer.text();
    expect(answer.status).toBe(500);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Something went wrong</title>');
    expect(html).toContain('<a href="/en">Go to the home page</a>');
  });
});
