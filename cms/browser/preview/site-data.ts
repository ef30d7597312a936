import type { SiteFacts } from '../../../src/content-model/site-facts';

// Replaced at build time by cms/node/build.ts.
declare const CMS_PREVIEW_DATA: { facts: SiteFacts; texts: Record<string, Record<string, unknown>> };

export function loadedSiteFacts(): SiteFacts {
  return CMS_PREVIEW_DATA.facts;
}

/** The interface texts of one language, for the components' t() calls. */
export function interfaceTexts(language: string): Record<string, unknown> {
  return CMS_PREVIEW_DATA.texts[language] ?? {};
}
