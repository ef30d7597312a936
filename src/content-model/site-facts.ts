/**
 * The company's details in content/site.yaml, described once for the CMS's form, the SiteFact
 * component's choices and the build's loader (src/site/site-facts.ts).
 */
export interface SiteFactField {
  name: 'company' | 'brand' | 'street' | 'postalCode' | 'city' | 'country' | 'email' | 'phone' | 'registerId' | 'managingDirector';
  label: string;
  hint?: string;
}

/** The facts a page may show with <SiteFact name="…" />, in the order of the CMS form. */
export const siteFactNames = [
  { name: 'company', label: 'Firmenname (wie im Handelsregister)' },
  { name: 'brand', label: 'Kurzname (im Kopf der Website)' },
  { name: 'street', label: 'Strasse und Nummer' },
  { name: 'postalCode', label: 'Postleitzahl' },
  { name: 'city', label: 'Ort' },
  { name: 'country', label: 'Land' },
  { name: 'email', label: 'E-Mail-Adresse' },
  { name: 'phone', label: 'Telefonnummer', hint: 'So, wie sie angezeigt wird, z. B. "+41 44 000 00 00".' },
  { name: 'registerId', label: 'UID (Unternehmens-Identifikationsnummer)' },
  { name: 'managingDirector', label: 'Geschäftsführung' },
] as const satisfies readonly SiteFactField[];

export type SiteFactName = SiteFactField['name'];

/** The production address, used for canonical links and the sitemap; not shown on pages. */
export const siteUrlField = {
  name: 'siteUrl',
  label: 'Adresse der Website',
  hint: 'Die Domain mit https:// und ohne Schrägstrich am Ende, z. B. "https://www.beispiel.ch".',
} as const;
