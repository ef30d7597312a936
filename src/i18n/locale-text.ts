import { translate, type LocaleData } from './translate';

/**
 * Reads a UI string from the queried locale nodes. Gatsby's Head API renders outside the i18n
 * provider, so useTranslation() is not available there; Head uses this instead.
 */
export interface LocaleNodes {
  readonly edges: readonly { readonly node: { readonly data: string | null } }[];
}

export function localeText(locales: LocaleNodes, key: string): string {
  const sources = locales.edges.map(({ node }) => JSON.parse(node.data ?? '{}') as LocaleData);
  return translate(sources, key) as string;
}
