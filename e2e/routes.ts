/** Every route of the spec (SPEC §2), unprefixed; each exists in German and under /en in English. */
export const routes = [
  '/',
  '/angebot',
  '/services',
  '/team',
  '/contact',
  '/terms-and-conditions',
  '/impressum',
  '/datenschutz',
  '/cookies',
  '/neurodivergent-coaching',
  '/psychoeducation',
  '/potentialanalyse',
  '/fallaufbereitung',
  '/interdisziplinaere-fallaufbereitung',
  '/peer-to-peer',
  '/icon-preview',
  '/zielgruppe',
] as const;

export function english(route: string): string {
  return route === '/' ? '/en' : `/en${route}`;
}

export const phone = { width: 390, height: 844 };
