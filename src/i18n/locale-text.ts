/**
 * Reads a UI string from the queried locale nodes. Gatsby's Head API renders outside the i18n
 * provider, so useTranslation() is not available there; Head uses this instead.
 */
export interface LocaleNodes {
  readonly edges: readonly { readonly node: { readonly data: string | null } }[];
}

export function localeText(locales: LocaleNodes, key: string): string {
  for (const { node } of locales.edges) {
    let value: unknown = JSON.parse(node.data ?? '{}');
    for (const part of key.split('.')) {
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
    }
    if (typeof value === 'string') return value;
  }
  return key;
}
