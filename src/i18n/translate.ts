/**
 * The part of i18next the site uses, in a few hundred bytes instead of 15 kB of gzip on every page:
 * dotted keys ("nav.cta"), `{{name}}` placeholders (inserted as they are: React escapes text), lists
 * and groups with `returnObjects`, and the key itself when a text is missing. translate.test.ts
 * checks it against i18next on every text of both languages; the content check rejects texts that
 * use anything else.
 */

/** One language's texts of one locale file, as parsed from content/locales/<language>/<file>.json. */
export type LocaleData = Readonly<Record<string, unknown>>;

export type InterpolationValues = Readonly<Record<string, string | number>>;

export interface TranslateOptions {
  /** Return a group or list as it is (i18next's option of the same name). */
  returnObjects?: boolean;
}

/** Matches a placeholder; the content check allows no other `{{…}}` form. */
export const placeholderPattern = /{{(\w+)}}/g;

/** The value at a dotted key, or undefined. */
export function lookup(data: LocaleData, key: string): unknown {
  let value: unknown = data;
  for (const part of key.split('.')) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value;
}

/** Fills `{{name}}` placeholders; one without a value stays as written, as in i18next. */
export function interpolate(text: string, values: InterpolationValues = {}): string {
  return text.replace(placeholderPattern, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : placeholder,
  );
}

/**
 * The text at `key` from the first of `sources` that has it, with placeholders filled. Groups and
 * lists come back only with `returnObjects`; anything missing comes back as the key.
 */
export function translate(
  sources: readonly LocaleData[],
  key: string,
  options: TranslateOptions & { values?: InterpolationValues } = {},
): unknown {
  for (const source of sources) {
    const value = lookup(source, key);
    if (typeof value === 'string') return interpolate(value, options.values);
    if (value !== undefined && value !== null && options.returnObjects) return value;
  }
  return key;
}
