import { parse, stringify } from 'yaml';
import type { DecapFormatter } from './decap-types';

/**
 * How the CMS reads and writes content/**\/index.<lang>.mdx: the fields as YAML between --- lines,
 * an empty line, the text, a final newline. Decap's own frontmatter format wraps long lines and
 * drops the empty line after the fields; this one writes what a person would, and every file in
 * content/ is in this form, so opening and saving an entry leaves it byte for byte as it was.
 */

const bodyKey = 'body';

/** A form field the file does not hold: a new page's address or team member's folder, which becomes the folder's name. */
export const formOnlyField = 'address';

export function splitMdx(content: string): { fields: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?\n)?---(?:\n|$)/.exec(content);
  if (!match) return { fields: {}, body: content.replace(/\n+$/, '') };
  const parsed: unknown = parse(match[1] ?? '');
  const fields = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  return { fields, body: content.slice(match[0].length).replace(/^\n+|\n+$/g, '') };
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Drops what a person would not write: empty optional fields, empty entries in lists and groups. */
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty).filter((item) => !isEmpty(item));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => [key, withoutEmpty(item)] as const)
      .filter(([, item]) => !isEmpty(item));
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

export function writeYaml(fields: Record<string, unknown>, sortedKeys: readonly string[] = []): string {
  const keys = [...sortedKeys.filter((key) => key in fields), ...Object.keys(fields).filter((key) => !sortedKeys.includes(key))];
  const ordered: Record<string, unknown> = {};
  for (const key of keys) {
    const value = withoutEmpty(fields[key]);
    if (key !== bodyKey && !isEmpty(value)) ordered[key] = value;
  }
  if (Object.keys(ordered).length === 0) return '';
  // lineWidth 0: one field, one line, however long (Decap's default folds at 80 characters).
  return stringify(ordered, { lineWidth: 0, minContentWidth: 0 });
}

export function joinMdx(fields: Record<string, unknown>, body: string, sortedKeys: readonly string[] = []): string {
  const text = body.replace(/^\n+|\s+$/g, '');
  return `---\n${writeYaml(fields, sortedKeys)}---\n${text === '' ? '' : `\n${text}\n`}`;
}

export const mdxFormat: DecapFormatter = {
  fromFile: (content) => {
    const { fields, body } = splitMdx(content);
    return { ...fields, [bodyKey]: body };
  },
  toFile: (data, sortedKeys = []) => {
    const { [bodyKey]: body, ...rest } = data;
    const fields = Object.fromEntries(Object.entries(rest).filter(([key]) => key !== formOnlyField));
    return joinMdx(fields, typeof body === 'string' ? body : '', sortedKeys);
  },
};
