/**
 * A booking page as the function answers it: the built /erstgespraech/termin in the link's language with
 * its booking part filled (./booking-page.ts), and the build's policy made again for what is answered:
 * its own scripts by hash, nothing else.
 */
import { contentSecurityPolicy } from '../../../src/gatsby/post-build/csp';
import { type Language, languages, localizedPath } from '../../../src/i18n/languages';
import { requestPaths } from '../../../src/site/routes';
import { readFormPage } from '../../shared/built-page';
import { escapeHtml } from '../../shared/mail-safety';
import { texts } from '../../shared/locale-texts';
import { viewPath } from '../booking-links';
import type { BookingSettings } from '../booking-settings';
import { type BookingView, type PageFacts, bookingPageContent } from './booking-page';
import { fillBookingPage } from '../../shared/page-markup';

export const noStore = { 'Cache-Control': 'no-store' };

function factsOf(settings: BookingSettings | undefined, language: Language): PageFacts {
  if (!settings) return { brand: '', address: { street: '', postalCode: '', city: '' }, responseTime: '', email: '', phone: '' };
  const { brand, address, email, phone } = settings;
  return { brand, address, responseTime: settings.responseTime[language], email, phone };
}

export async function bookingPageAnswer(
  where: { root: string; settings?: BookingSettings },
  language: Language,
  view: BookingView,
  status = 200,
): Promise<Response> {
  // The language switch keeps the private link: the same booking in the other language.
  const languageLinks =
    view.kind === 'booked'
      ? Object.fromEntries(
          languages.map((other) => [
            localizedPath(requestPaths.booking, other),
            viewPath(view.token, other, { delayed: view.delayed, booked: view.justBooked }),
          ]),
        )
      : {};
  const built = await readFormPage(where.root, localizedPath(requestPaths.booking, language));
  const content = bookingPageContent(texts[language], language, view, factsOf(where.settings, language));
  const html = built
    ? // The whole booking part is the view's: a new request only where it offers one (not to someone who never booked).
      fillBookingPage(built.html, content, languageLinks)
    : `<!doctype html><title>${escapeHtml(content.title)}</title>${content.html}`;
  return new Response(html, {
    status,
    headers: { ...noStore, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': contentSecurityPolicy(html) },
  });
}

/** The booking's page after a post: its address, so a reload does not post again. */
export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { ...noStore, Location: path } });
}
