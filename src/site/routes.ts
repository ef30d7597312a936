/**
 * Every address of the site that is not a content file, and the link lists of header and footer:
 * the one place to add, hide or rename a page. Addresses are written without the language prefix
 * (`/team`); each page exists in German there and in English under `/en` (`/en/team`).
 *
 * Content pages come from their folders (content/pages/<slug>/ is /<slug>, plus the `aliases` in its
 * frontmatter): `siteRoutes` in ./site-routes.ts joins them with the pages below. This module is read
 * in the browser too (header, footer), so it reads no files.
 */

export interface InterfacePage {
  /** The address without language prefix. */
  readonly path: string;
  /** How staff know the page: the CMS's link choices show it. */
  readonly name: string;
  /** Where the page is built from, to name it when something else claims its address. */
  readonly source: string;
  /**
   * `internal`: built and reachable, but marked noindex and left out of the sitemap (previews for the
   * team). `formResult`: a form's answer, reached only by sending the form; noindex and unlisted
   * as well.
   */
  readonly visibility?: 'internal' | 'formResult';
}

/**
 * The contact form's page and where the function sends a form posted without JavaScript
 * (src/forms/protocol.ts). Kept here rather than there: the header reads this module on every page,
 * and the protocol brings the form's validation with it.
 */
export const contactPaths = { form: '/contact', sent: '/contact/sent', error: '/contact/error' } as const;
export type ContactOutcome = Exclude<keyof typeof contactPaths, 'form'>;

/**
 * The first-consultation request, the page that confirms it (src/forms/request/confirmation.ts), and the
 * content page that tells what the first meeting is like (content/pages/erstgespraech-ablauf/),
 * which the request, the confirmation and /contact link to.
 */
export const requestPaths = {
  form: '/erstgespraech',
  confirmation: '/erstgespraech/danke',
  /** A booked time: the booking function answers with this page, the booking filled in (netlify/booking/pages/booking-page.ts). */
  booking: '/erstgespraech/termin',
  whatToExpect: '/erstgespraech-ablauf',
} as const;

/** The pages written in React rather than MDX. */
export const interfacePages: readonly InterfacePage[] = [
  { path: '/', name: 'Startseite', source: 'src/pages/index.tsx' },
  { path: '/team', name: 'Team', source: 'src/pages/team.tsx' },
  { path: contactPaths.form, name: 'Kontakt (Formular)', source: 'src/pages/contact.tsx' },
  {
    path: contactPaths.sent,
    name: 'Kontakt: Nachricht gesendet',
    source: 'src/templates/contact-result-page.tsx',
    visibility: 'formResult',
  },
  {
    path: contactPaths.error,
    name: 'Kontakt: Fehler beim Senden',
    source: 'src/templates/contact-result-page.tsx',
    visibility: 'formResult',
  },
  { path: requestPaths.form, name: 'Erstgespräch anfragen (Formular)', source: 'src/pages/erstgespraech.tsx' },
  {
    path: requestPaths.confirmation,
    name: 'Erstgespräch: Anfrage gesendet',
    source: 'src/pages/erstgespraech/danke.tsx',
    visibility: 'formResult',
  },
  {
    path: requestPaths.booking,
    name: 'Erstgespräch: Ihr Termin',
    source: 'src/pages/erstgespraech/termin.tsx',
    visibility: 'formResult',
  },
  { path: '/zielgruppe', name: 'Zielgruppe (intern)', source: 'src/pages/zielgruppe.tsx', visibility: 'internal' },
  { path: '/icon-preview', name: 'Icon-Vorschau (intern)', source: 'src/pages/icon-preview.tsx', visibility: 'internal' },
];

/** The parts of the home page a link may jump to (`/#contact`): the ids of its sections, and how staff know them. */
export const homeSections = [{ id: 'contact', name: 'Kontakt-Abschnitt' }] as const;

/** A link of the header or footer; `label` is a key of content/locales/<language>/translation.json. */
export interface NavigationLink {
  readonly to: string;
  readonly label: string;
}

/**
 * The header's entries, in order. Its services entry and the footer's are one: the overview the spec
 * names for the footer (/angebot), under one name. Two entries "Leistungen" and "Angebot" led to
 * two pages that said nearly the same (issue 55); /services stays, reached by its address.
 */
export const headerLinks = [
  { to: '/', label: 'nav.home' },
  { to: '/angebot', label: 'nav.offer' },
  { to: '/team', label: 'nav.team' },
  { to: contactPaths.form, label: 'nav.contact' },
] as const satisfies readonly NavigationLink[];

/** Where the header's call to action ("Erstgespräch") leads. */
export const callToActionPath = contactPaths.form;

/** The footer's quick links. */
export const footerLinks = [
  { to: '/', label: 'nav.home' },
  { to: '/angebot', label: 'nav.offer' },
  { to: '/team', label: 'nav.team' },
  { to: contactPaths.form, label: 'nav.contact' },
] as const satisfies readonly NavigationLink[];

/** The footer's legal links. */
export const legalLinks = [
  { to: '/terms-and-conditions', label: 'footer.terms' },
  { to: '/impressum', label: 'footer.impressum' },
  { to: '/datenschutz', label: 'footer.privacy' },
  { to: '/cookies', label: 'footer.cookies' },
] as const satisfies readonly NavigationLink[];

const unlisted = new Set<string>(interfacePages.filter((page) => page.visibility).map((page) => page.path));

/** Whether search engines should list the page (sitemap, no noindex); 404 pages never are. */
export function isListed(originalPath: string): boolean {
  if (/(^|\/)404(\.html)?$/.test(originalPath)) return false;
  return !unlisted.has(originalPath);
}
