import type { AnchorHTMLAttributes } from 'react';
import { loadedSiteFacts } from './preview/site-data';

/**
 * What the site's components import from 'gatsby', for the CMS preview (esbuild aliases 'gatsby'
 * to this file): links are plain anchors, and the one static query (site metadata) is answered
 * from content/site.yaml as it was at build time.
 */
export function Link({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export function graphql(): void {}

export function useStaticQuery(): unknown {
  return {
    site: { siteMetadata: { title: loadedSiteFacts().brand, siteUrl: loadedSiteFacts().siteUrl, version: '', facts: loadedSiteFacts() } },
  };
}
