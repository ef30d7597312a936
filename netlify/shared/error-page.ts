/**
 * The page a visitor's browser gets when a function fails in a way nothing expected (a bug: the fuzz
 * tests exist to keep it unreachable). A script of the site's own gets JSON it can explain; a browser
 * that opened an address or sent a form without JavaScript gets a page in the visitor's language, never
 * raw JSON: a page of this deploy's build with the message in its place (what happened and what to do),
 * and the company's address and phone from its footer.
 */
import { contentSecurityPolicy } from '../../src/gatsby/post-build/csp';
import { type Language, languages, localizedPath } from '../../src/i18n/languages';
import { requestPaths } from '../../src/site/routes';
import { fillBookingPage } from './page-markup';
import { readFormPage } from './built-page';
import { texts } from './locale-texts';
import { escapeHtml } from './mail-safety';
import { type Page, firstLinkTo, parsePage } from './page-markup';

const noStore = { 'Cache-Control': 'no-store' };

/** The message: what happened, that it is not the visitor's doing, and the ways on (again later, mail, phone, home). */
function messageHtml(language: Language, page: Page | undefined): { title: string; html: string } {
  const t = texts[language];
  const reach = (['mailto:', 'tel:'] as const).flatMap((scheme) => {
    const link = page && firstLinkTo(page, scheme);
    if (!link) return [];
    // A phone number is not broken across lines ("+41 44 / 000 00 00").
    const words = scheme === 'tel:' ? link.words.replace(/ /g, '\u00a0') : link.words;
    return [`<a href="${escapeHtml(link.href)}">${escapeHtml(words)}</a>`];
  });
  const title = t('functionError.title');
  return {
    title,
    html: [
      `<h1>${escapeHtml(title)}</h1>`,
      `<p>${escapeHtml(t('functionError.text'))}</p>`,
      `<p>${escapeHtml(t('functionError.back'))}</p>`,
      reach.length ? `<p>${escapeHtml(t('functionError.reach'))} ${reach.join(` ${escapeHtml(t('functionError.or'))} `)}</p>` : '',
      `<p><a href="${escapeHtml(localizedPath('/', language))}">${escapeHtml(t('functionError.home'))}</a></p>`,
    ].join(''),
  };
}

/**
 * A 500 page in `language`: the booking's built page (a page made for a message in its part), the message
 * in that part, its language switch to the other language's home page. A bare page with the message where
 * the built page cannot be read.
 */
export async function errorPageAnswer(root: string, language: Language): Promise<Response> {
  const shell = await readFormPage(root, localizedPath(requestPaths.booking, language)).catch(() => null);
  const homes = Object.fromEntries(languages.map((other) => [localizedPath(requestPaths.booking, other), localizedPath('/', other)]));
  const html = shell
    ? fillBookingPage(shell.html, messageHtml(language, parsePage(shell.html)), homes)
    : `<!doctype html><html lang="${language}"><meta charset="utf-8"><title>${escapeHtml(texts[language]('functionError.title'))}</title>${messageHtml(language, undefined).html}</html>`;
  return new Response(html, {
    status: 500,
    headers: { ...noStore, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': contentSecurityPolicy(html) },
  });
}
