import type { ReactNode } from 'react';
import { pageBackgrounds } from '../../styles/theme';
import { defaultLanguage, languageInfo, languages, localizedPath, unlocalizedPath, type Language } from '../../i18n/languages';
import { useSiteMetadata } from '../useSiteMetadata';

interface Props {
  language: Language;
  /** The page's path in this language (as served). */
  path: string;
  title: string;
  description: string;
  /** Where the page really lives when it is served at more than one path. */
  canonicalPath?: string;
  noindex?: boolean;
  children?: ReactNode;
}

/** Everything a page puts in <head>: language, title, description, canonical and language alternates. */
export function Seo({ language, path, title, description, canonicalPath, noindex = false, children }: Props) {
  const { siteUrl, facts } = useSiteMetadata();
  const canonical = canonicalPath ?? path;
  const original = unlocalizedPath(canonical);
  const fullTitle = title === facts.brand ? title : `${title} | ${facts.brand}`;
  return (
    <>
      {/* data-page: the fade into the home page is longer (src/styles/display-css.ts), known before the first paint. */}
      <html lang={language} data-page={original === '/' ? 'home' : undefined} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${siteUrl}${canonical}`} />
      {languages.map((alternate) => (
        <link
          key={alternate}
          rel="alternate"
          hrefLang={languageInfo[alternate].hreflang}
          href={`${siteUrl}${localizedPath(original, alternate)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${localizedPath(original, defaultLanguage)}`} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={facts.brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={`${siteUrl}${canonical}`} />
      <meta property="og:locale" content={languageInfo[language].ogLocale} />
      <meta property="og:image" content={`${siteUrl}/og-image.png`} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={`${siteUrl}/og-image.png`} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content={pageBackgrounds.light} media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content={pageBackgrounds.dark} media="(prefers-color-scheme: dark)" />
      {children}
    </>
  );
}
