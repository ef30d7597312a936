import { parse } from 'yaml';
import { languages, type Language } from '../i18n/languages';
import { matches, patternHints, type PatternName } from './patterns';

/**
 * The company's details in content/site.yaml, described once: the CMS's form, the SiteFact
 * component's choices, the build's validation and the `SiteFacts` type are derived from this list.
 * Adding a company fact is one entry here (and its value in content/site.yaml).
 */
interface SiteFactField {
  name: string;
  label: string;
  hint?: string;
  /** One value per language (country: "Schweiz" / "Switzerland") instead of one for both. */
  perLanguage?: true;
  /** A shape the value must have. */
  pattern?: PatternName;
  /** What the launch check (npm run check:launch) tells the owner to put here while it is a stand-in. */
  launch?: string;
}

/** The facts a page may show with <SiteFact name="…" />, in the order of the CMS form. */
export const siteFactNames = [
  { name: 'company', label: 'Firmenname (wie im Handelsregister)' },
  { name: 'brand', label: 'Kurzname (im Kopf der Website)' },
  { name: 'street', label: 'Strasse und Nummer' },
  { name: 'postalCode', label: 'Postleitzahl' },
  { name: 'city', label: 'Ort' },
  { name: 'country', label: 'Land', perLanguage: true },
  { name: 'email', label: 'E-Mail-Adresse', pattern: 'email', launch: "the company's real info address" },
  {
    name: 'phone',
    label: 'Telefonnummer',
    hint: 'So, wie sie angezeigt wird, z. B. "+41 44 000 00 00".',
    launch: "the company's real phone number (as the site shows it)",
  },
  { name: 'registerId', label: 'UID (Unternehmens-Identifikationsnummer)', launch: 'the UID from the commercial register (CHE-…)' },
  { name: 'managingDirector', label: 'Geschäftsführung', launch: 'the name of the managing director' },
  {
    name: 'responseTime',
    label: 'Antwortzeit auf Anfragen',
    hint: 'Steht im Satz "Wir melden uns … bei Ihnen", z. B. "innerhalb von zwei Arbeitstagen".',
    perLanguage: true,
    launch: 'the time the team really answers a request in, as in "We will get back to you …"',
  },
  {
    name: 'consultationLanguages',
    label: 'Sprachen der Beratung',
    hint: 'Steht im Satz "Wir beraten Sie …", z. B. "auf Deutsch und Englisch".',
    perLanguage: true,
    launch: 'the languages the team consults in, as in "We can talk …"',
  },
  {
    name: 'firstMeetingCompany',
    label: 'Wer zum Erstgespräch kommen kann',
    hint: 'Ein bis zwei Sätze: Kommen Eltern allein, mit oder ohne Kind? Wer darf mitkommen?',
    perLanguage: true,
    launch: 'who may come to the first meeting (parents with or without their child, a companion)',
  },
  {
    name: 'afterFirstMeeting',
    label: 'Nach dem Erstgespräch: Preis',
    hint: 'Ein bis zwei Sätze: Preis pro Sitzung (z. B. "CHF 150 pro Sitzung von 60 Minuten") oder "auf Anfrage".',
    perLanguage: true,
    launch: 'what a session costs after the free meeting (a price per session, or "on request")',
  },
  {
    name: 'insurance',
    label: 'Krankenkasse und IV',
    hint: 'Ein bis zwei Sätze: Ob und wann die Krankenkasse (Zusatzversicherung) oder die IV Kosten übernimmt.',
    perLanguage: true,
    launch: 'whether health insurance (Krankenkasse) or disability insurance (IV) pays, and when',
  },
] as const satisfies readonly SiteFactField[];

/** The production address, used for canonical links and the sitemap; not shown on pages. */
export const siteUrlField = {
  name: 'siteUrl',
  label: 'Adresse der Website',
  hint: patternHints.siteUrl,
  pattern: 'siteUrl',
  launch: "the site's production address",
} as const satisfies SiteFactField;

/**
 * The facts still standing in for the real ones: a list in content/site.yaml that staff tick in the
 * CMS ("Noch Platzhalter") and untick once the real value is in. The launch check lists each one;
 * the site itself ignores the list.
 */
export const placeholderFactsField = {
  name: 'placeholders',
  label: 'Noch Platzhalter (vor dem Livegang ersetzen)',
  hint: 'Angaben, die noch nicht stimmen. Nach dem Eintragen des richtigen Werts hier entfernen.',
} as const;

type ShownFact = (typeof siteFactNames)[number];
export type SiteFactName = ShownFact['name'];

/** content/site.yaml as the site reads it. */
export type SiteFacts = {
  [F in ShownFact as F['name']]: F extends { perLanguage: true } ? Record<Language, string> : string;
} & { siteUrl: string };

/** Every fact of content/site.yaml, the production address included. */
export const allSiteFactFields: readonly SiteFactField[] = [...siteFactNames, siteUrlField];

/** Reads content/site.yaml's text; a missing or malformed fact throws an error naming the file and the fact. */
export function parseSiteFacts(text: string, file: string): SiteFacts {
  const data = parse(text) as Record<string, unknown> | null;
  if (!data || typeof data !== 'object') throw new Error(`${file}: expected key: value lines`);
  for (const field of allSiteFactFields) {
    const value = data[field.name];
    if (field.perLanguage) {
      const perLanguage = value as Record<string, unknown> | undefined;
      if (!perLanguage || typeof perLanguage !== 'object' || languages.some((language) => typeof perLanguage[language] !== 'string')) {
        throw new Error(
          `${file}: "${field.name}" needs a line for each language: ${languages.map((language) => `"${language}"`).join(' and ')}`,
        );
      }
    } else if (typeof value !== 'string' || value === '') {
      throw new Error(`${file}: "${field.name}" is missing or not text`);
    } else if (field.pattern && !matches(field.pattern, value)) {
      throw new Error(`${file}: "${field.name}" does not look right ("${value}"): ${patternHints[field.pattern]}`);
    }
  }
  return data as SiteFacts;
}
