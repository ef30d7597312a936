import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { allSiteFactFields, placeholderFactsField } from '../../src/content-model/site-facts';
import { exampleReason } from './example-values';
import { lineOf, type StandIn } from './stand-in';

const file = 'content/site.yaml';

function valuesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).filter((v): v is string => typeof v === 'string');
  return [];
}

/** Each company fact ticked as "Noch Platzhalter" in the CMS, and each one whose value is an obvious example. */
export function siteFactStandIns(rootDir: string): StandIn[] {
  const absolute = path.join(rootDir, file);
  if (!existsSync(absolute)) return [];
  const text = readFileSync(absolute, 'utf8');
  const data = (parse(text) ?? {}) as Record<string, unknown>;
  const marked = new Set(
    Array.isArray(data[placeholderFactsField.name]) ? (data[placeholderFactsField.name] as unknown[]).map(String) : [],
  );
  const standIns: StandIn[] = [];
  for (const field of allSiteFactFields) {
    const example = valuesOf(data[field.name])
      .map(exampleReason)
      .find((reason) => reason !== undefined);
    if (!marked.has(field.name) && !example) continue;
    const what = field.launch ?? field.label;
    const message = marked.has(field.name)
      ? `"${field.name}" (${field.label}) is a stand-in: put ${what} here, then untick it under "${placeholderFactsField.label}" (${placeholderFactsField.name})`
      : `"${field.name}" (${field.label}) is still ${example}: put ${what} here`;
    standIns.push({ file, line: lineOf(text, new RegExp(`^${field.name}\\s*:`)), message });
  }
  return standIns;
}
