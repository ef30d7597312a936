import yaml from 'js-yaml';
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
}

/** The facts a page may show with <SiteFact name="…" />, in the order of the CMS form. */
export const siteFactNames = [
  { name: 'company', label: 'Firmenname (wie im Handelsregister)' },
  { name: 'brand', label: 'Kurzname (im Kopf der Website)' },
  { name: 'street', label: 'Strasse und Nummer' },
  { name: 'postalCode', label: 'Postleitzahl' },
  { name: 'city', label: 'Ort' },
  { name: 'country', label: 'Land', perLanguage: true },
  { name: 'email', label: 'E-Mail-Adresse', pattern: 'email' },
  { name: 'phone', label: 'Telefonnummer', hint: 'So, wie sie angezeigt wird, z. B. "+41 44 000 00 00".' },
  { name: 'registerId', label: 'UID (Unternehmens-Identifikationsnummer)' },
  { name: 'managingDirector', label: 'Geschäftsführung' },
  {
    name: 'responseTime',
    label: 'Antwortzeit auf Anfragen',
    hint: 'Steht im Satz "Wir melden uns … bei Ihnen", z. B. "innerhalb von zwei Arbeitstagen".',
    perLanguage: true,
  },
] as const satisfies readonly SiteFactField[];

/** The production address, used for canonical links and the sitemap; not shown on pages. */
export const siteUrlField = {
  name: 'siteUrl',
  label: 'Adresse der Website',
  hint: patternHints.siteUrl,
  pattern: 'siteUrl',
} as const satisfies SiteFactField;

type ShownFact = (typeof siteFactNames)[number];
export type SiteFactName = ShownFact['name'];

/** content/site.yaml as the site reads it. */
export type SiteFacts = {
  [F in ShownFact as F['name']]: F extends { perLanguage: true } ? Record<Language, string> : string;
} & { siteUrl: string };

const allFields: readonly SiteFactField[] = [...siteFactNames, siteUrlField];

/** Reads content/site.yaml's text; a missing or malformed fact throws an error naming the file and the fact. */
export function parseSiteFacts(text: string, file: string): SiteFacts {
  const data = yaml.load(text) as Record<string, unknown> | null;
  if (!data || typeof data !== 'object') throw new Error(`${file}: expected key: value lines`);
  for (const field of allFields) {
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
