/**
 * What the forms' components import from 'gatsby', in the islands' modules (plugins/react-islands/build-scripts.ts
 * aliases 'gatsby' to this file): Gatsby's runtime is not on the page. The one static query the
 * components make (useSiteMetadata) is answered with gatsby-config's siteMetadata, written into the
 * bundle at build time from the same files.
 */
declare const __SITE_METADATA__: unknown;

export function graphql(): void {}

export function useStaticQuery(): unknown {
  return { site: { siteMetadata: __SITE_METADATA__ } };
}
