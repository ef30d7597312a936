/**
 * Decap's German texts that read wrongly here (its German locale as of Decap 3.16.3; wording, not a
 * bug, so no upstream issue): a field's pattern message is our whole sentence, a refused save says
 * "Nicht gespeichert" and why, and the add button is "+ Seite".
 */
const germanOverrides = {
  collection: { collectionTop: { newButton: '+ %{collectionLabel}' } },
  editor: { editorControlPane: { widget: { regexPattern: '%{pattern}' } } },
  ui: { toast: { onFailToPersist: 'Nicht gespeichert: %{details}' } },
};

function merged(base: Record<string, unknown>, overrides: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = result[key];
    result[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? merged(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return result;
}

export interface LocaleApi {
  getLocale: (locale: string) => Record<string, unknown> | undefined;
  registerLocale: (locale: string, phrases: Record<string, unknown>) => void;
}

/** Decap's interface speaks German to staff (`locale: 'de'` in cms/config.ts). */
export function overrideGermanTexts(cms: LocaleApi) {
  cms.registerLocale('de', merged(cms.getLocale('de') ?? {}, germanOverrides));
}
