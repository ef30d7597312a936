/**
 * Who asks, as far as a function's answer depends on it: a script of the site's own (the forms'
 * islands ask for JSON), or a visitor's browser opening an address (a link, a bookmark, a reload),
 * which must get a page in the visitor's language and never raw JSON.
 */
import { type Language, defaultLanguage, isLanguage, languageOfPath } from '../../src/i18n/languages';

const acceptOf = (req: Request) => req.headers.get('accept')?.toLowerCase() ?? '';

/** The caller asks for JSON (`fetch` with `Accept: application/json`, as the forms' islands send it). */
export function asksForJson(req: Request): boolean {
  return acceptOf(req).includes('application/json');
}

/** A browser opening the address as a page: it names HTML and not JSON. */
export function opensAsPage(req: Request): boolean {
  return acceptOf(req).includes('text/html') && !asksForJson(req);
}

/** A site page's language (/en/...), or the language a function's address names (?language=en). */
function refererLanguage(referer: string | null): Language | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (!url.pathname.startsWith('/.netlify/')) return languageOfPath(url.pathname);
    const named = url.searchParams.get('language');
    return isLanguage(named) ? named : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's language for an answer that has no page of its own to say it: the one the address or
 * form names, else the page the visitor came from (/en/...), else German. Never the browser's
 * preference: DESIGN.md's behaviour decision 2 (no guessing from the browser) holds here too.
 */
export function visitorLanguage(req: Request, named?: string | null): Language {
  if (isLanguage(named)) return named;
  return refererLanguage(req.headers.get('referer')) ?? defaultLanguage;
}
