import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { buildReview, reviewChangesPath } from '../../review/review-build';
import { pagePathOfFile, withoutPreviewNotice, withPreviewNotice } from '../../review/preview-notice';
import { removePreviewLeftovers } from '../../review/preview-leftovers';
import { builtPages } from '../post-build/built-pages';
import { contentSecurityPolicy, headersFileEntry, servedPaths, withMetaPolicy } from '../post-build/csp';
import { moveToPrettyUrls } from '../post-build/pretty-urls';
import { withSoftHyphensInPage } from '../post-build/soft-hyphens';
import { robotsTxt, sitemapXml } from '../post-build/sitemap';
import { securityHeadersRule } from '../../site/security-headers';

/**
 * Pages moved to the files Netlify serves without a redirect (pretty-urls.ts), long words given soft hyphens
 * (soft-hyphens.ts), then public/_headers
 * (the site's security headers for every path, and each page's CSP from its final HTML; 404 pages
 * carry theirs in a meta tag), sitemap.xml and robots.txt. The pages' scripts are already in place
 * (plugins/react-islands).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, store }) => {
  const publicDir = path.join(store.getState().program.directory, 'public');
  // Deploy previews only: the notice on each changed page (src/review/), before the CSP hashes its script.
  const review = buildReview(store.getState().program.directory);
  if (!review) await removePreviewLeftovers(publicDir);

  const files = await moveToPrettyUrls(publicDir, await builtPages(publicDir));
  const pages = await Promise.all(files.map(async (file) => ({ file, built: await readFile(path.join(publicDir, file), 'utf8') })));
  const headerEntries: string[] = [];
  for (const { file, built } of pages) {
    const fullPath = path.join(publicDir, file);
    // Long words may break at their syllables on a narrow screen (soft-hyphens.ts), before the notice is added.
    let html = withSoftHyphensInPage(withoutPreviewNotice(built));
    if (review) html = withPreviewNotice(html, review, pagePathOfFile(file));
    const paths = servedPaths(file);
    if (paths === 'not-found-page') html = withMetaPolicy(html, contentSecurityPolicy(html, 'meta'));
    else headerEntries.push(headersFileEntry(paths, contentSecurityPolicy(html)));
    if (html !== built) await writeFile(fullPath, html);
  }
  await writeFile(
    path.join(publicDir, '_headers'),
    [
      '# Written by src/gatsby/node/on-post-build.ts: the security headers of every path (src/site/security-headers.ts),',
      '# then one Content-Security-Policy per page.',
      `${securityHeadersRule()}${headerEntries.sort().join('')}`,
    ].join('\n'),
  );

  const result = await graphql<{
    site: { siteMetadata: { siteUrl: string } };
    allSitePage: { nodes: { pageContext: { i18n?: { originalPath?: string; routed?: boolean }; canonicalPath?: string } }[] };
  }>(`
    query PostBuildPages {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allSitePage {
        nodes {
          pageContext
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not list the pages for the sitemap', result.errors);
    return;
  }
  const { siteUrl } = result.data.site.siteMetadata;
  // German pages that are not an alias (an alias's canonical path differs from its own).
  const originalPaths = result.data.allSitePage.nodes
    .map(({ pageContext }) => ({ i18n: pageContext.i18n, canonical: pageContext.canonicalPath }))
    .filter(({ i18n, canonical }) => i18n?.originalPath && !i18n.routed && (canonical === undefined || canonical === i18n.originalPath))
    .map(({ i18n }) => i18n?.originalPath ?? '/')
    .filter((originalPath) => originalPath !== reviewChangesPath);
  await writeFile(path.join(publicDir, 'sitemap.xml'), sitemapXml(siteUrl, originalPaths));
  await writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl, process.env.CONTEXT, process.env.ROBOTS));
  reporter.info(
    `CSP for ${headerEntries.length} pages, sitemap of ${new Set(originalPaths).size} pages, robots.txt for ${process.env.CONTEXT ?? 'local'} build`,
  );
};
