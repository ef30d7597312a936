import { defaultLanguage, languageInfo, languages, localizedPath } from '../../i18n/languages';
import { isListed } from '../../site/routes';

/**
 * sitemap.xml with every listed page once per language, each entry naming its language
 * alternates (hreflang), as search engines recommend for translated sites.
 */
export function sitemapXml(siteUrl: string, originalPaths: readonly string[]): string {
  const listed = [...new Set(originalPaths)].filter(isListed).sort();
  const entries = listed.flatMap((originalPath) =>
    languages.map((language) => {
      const alternates = [
        ...languages.map((alternate) => ({
          hreflang: languageInfo[alternate].hreflang,
          href: `${siteUrl}${localizedPath(originalPath, alternate)}`,
        })),
        { hreflang: 'x-default', href: `${siteUrl}${localizedPath(originalPath, defaultLanguage)}` },
      ];
      return [
        '  <url>',
        `    <loc>${siteUrl}${localizedPath(originalPath, language)}</loc>`,
        ...alternates.map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${alternate.href}"/>`),
        '  </url>',
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Only the production site is indexed; deploy previews and branch deploys ask robots to stay out.
 * ROBOTS (set per context in netlify.toml) decides; without it, Netlify's CONTEXT does.
 */
export function robotsTxt(siteUrl: string, deployContext: string | undefined, robots?: string): string {
  const isPreview = robots
    ? robots === 'disallow'
    : deployContext !== undefined && deployContext !== 'production' && deployContext !== 'dev';
  if (isPreview) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
