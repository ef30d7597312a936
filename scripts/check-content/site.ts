import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSiteFacts } from '../../src/content-model/site-facts';
import type { Problem } from './problem';

export const siteFactsPath = 'content/site.yaml';

/** content/site.yaml read by the same loader the build uses, its errors pointed at a line. */
export function checkSiteFacts(rootDir: string): Problem[] {
  const absolute = path.join(rootDir, siteFactsPath);
  if (!existsSync(absolute)) {
    return [
      {
        file: siteFactsPath,
        line: 1,
        message: 'the file with the company details is missing: every page, the footer and the legal texts read it',
      },
    ];
  }
  const text = readFileSync(absolute, 'utf8');
  try {
    parseSiteFacts(text, siteFactsPath);
    return [];
  } catch (error) {
    const e = error as { message?: string; reason?: string; mark?: { line?: number } };
    if (typeof e.mark?.line === 'number') {
      return [
        {
          file: siteFactsPath,
          line: e.mark.line + 1,
          message: `the file cannot be read (${e.reason ?? 'invalid YAML'}): check the indentation and put values containing ":" or "#" in quotes`,
        },
      ];
    }
    const message = (e.message ?? String(error)).replace(`${siteFactsPath}: `, '');
    const field = /"([A-Za-z]+)"/.exec(message)?.[1];
    const lines = text.split('\n');
    const index = field ? lines.findIndex((l) => new RegExp(`^${field}\\s*:`).test(l)) : -1;
    return [{ file: siteFactsPath, line: index >= 0 ? index + 1 : 1, message }];
  }
}
