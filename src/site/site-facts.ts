import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

/** The company's details from content/site.yaml, validated so a typo fails the build with a clear message. */
export interface SiteFacts {
  company: string;
  brand: string;
  street: string;
  postalCode: string;
  city: string;
  country: { de: string; en: string };
  email: string;
  phone: string;
  registerId: string;
  managingDirector: string;
  siteUrl: string;
}

const stringFields = ['company', 'brand', 'street', 'postalCode', 'city', 'email', 'phone', 'registerId', 'managingDirector', 'siteUrl'] as const;

export const siteFactsFile = path.join(__dirname, '..', '..', 'content', 'site.yaml');

export function parseSiteFacts(text: string, file = siteFactsFile): SiteFacts {
  const data = yaml.load(text) as Record<string, unknown> | null;
  if (!data || typeof data !== 'object') throw new Error(`${file}: expected key: value lines`);
  for (const field of stringFields) {
    if (typeof data[field] !== 'string' || data[field] === '') {
      throw new Error(`${file}: "${field}" is missing or not text`);
    }
  }
  const country = data.country as Record<string, unknown> | undefined;
  if (!country || typeof country.de !== 'string' || typeof country.en !== 'string') {
    throw new Error(`${file}: "country" needs a "de" and an "en" line`);
  }
  return data as unknown as SiteFacts;
}

export function loadSiteFacts(file = siteFactsFile): SiteFacts {
  return parseSiteFacts(readFileSync(file, 'utf8'), file);
}
