/**
 * The shapes of addresses staff type, for the content check (RegExp) and the CMS's form fields
 * (pattern strings). Written without anchors; `whole` and `wholeOrEmpty` add them.
 */
export const patterns = {
  /** A web address on another site, for example a LinkedIn profile. */
  https: 'https://[^\\s/]+\\.[^\\s]+',
  /** The site's own domain: https:// and a host, no path, no slash at the end. */
  siteUrl: 'https://[^\\s/]+\\.[^\\s/]+',
  email: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+',
  /** An address on this site, as in `aliases`: "/fallaufbereitung". */
  sitePath: '/[a-z0-9/-]*',
} as const;

export type PatternName = keyof typeof patterns;

/** What the CMS tells staff when a value does not have the pattern's shape. */
export const patternHints: Record<PatternName, string> = {
  https: 'Die ganze Adresse mit https://, z. B. https://www.linkedin.com/in/name',
  siteUrl: 'Die Domain mit https:// und ohne Schrägstrich am Ende, z. B. "https://www.beispiel.ch".',
  email: 'Eine E-Mail-Adresse wie name@beispiel.ch',
  sitePath: 'Eine Adresse beginnt mit «/», z. B. /fallaufbereitung',
};

/** The pattern as a whole value, e.g. for Decap's `pattern` option. */
export function whole(name: PatternName): string {
  return `^${patterns[name]}$`;
}

/** The pattern as a whole value, or nothing at all (an optional field written as ""). */
export function wholeOrEmpty(name: PatternName): string {
  return `^(${patterns[name]})?$`;
}

export function matches(name: PatternName, value: string): boolean {
  return new RegExp(whole(name)).test(value);
}
