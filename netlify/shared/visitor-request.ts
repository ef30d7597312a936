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

/** The languages the browser prefers that the site has, best first ("en-GB;q=0.8" counts as en). */
function acceptedLanguages(header: string | null): Language[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .map((param) => param.trim())
          .find((param) => param.startsWith('q='))
          ?.slice(2) ?? '1',
      );
      return { language: tag.split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry): entry is { language: Language; q: number; index: number } => isLanguage(entry.language) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.language);
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
 * form names, else the page the visitor came from (/en/...), else the browser's preference (only for
 * an address that names none, such as a bookmark of a function's bare address), else German.
 */
export function visitorLanguage(req: Request, named?: string | null): Language {
  if (isLanguage(named)) return named;
  const fromReferer = refererLanguage(req.headers.get('referer'));
  if (fromReferer) return fromReferer;
  return acceptedLanguages(req.headers.get('accept-language'))[0] ?? defaultLanguage;
}
