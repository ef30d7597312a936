import { parse } from 'yaml';
import type { DecapFormatter } from './decap-types';
import { writeYaml } from './mdx-format';

/**
 * content/site.yaml and the interface texts, written the way the files already are, so saving
 * them from the CMS changes only what was edited.
 */
export const yamlFormat: DecapFormatter = {
  fromFile: (content) => {
    const data: unknown = parse(content);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  },
  toFile: (data, sortedKeys = []) => writeYaml(data, sortedKeys),
};

/** Two-space JSON with a final newline, as the locale files are written. */
export const jsonFormat: DecapFormatter = {
  fromFile: (content) => JSON.parse(content) as Record<string, unknown>,
  toFile: (data) => `${JSON.stringify(data, null, 2)}\n`,
};
