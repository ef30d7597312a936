import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSiteFacts, type SiteFacts } from '../content-model/site-facts';

export const siteFactsFile = path.join(__dirname, '..', '..', 'content', 'site.yaml');

/** The company's details from content/site.yaml, validated so a typo fails the build with a clear message. */
export function loadSiteFacts(file = siteFactsFile): SiteFacts {
  return parseSiteFacts(readFileSync(file, 'utf8'), file);
}
