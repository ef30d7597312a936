import { graphql, useStaticQuery } from 'gatsby';
import type { SiteFacts } from '../content-model/site-facts';

export function useSiteMetadata() {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          title
          siteUrl
          version
          facts
          earlierOffered
        }
      }
    }
  `);
  const metadata = data.site?.siteMetadata;
  if (!metadata) throw new Error('siteMetadata is missing from gatsby-config');
  // The facts are one JSON value in GraphQL; gatsby-config validated them with parseSiteFacts.
  return { ...metadata, facts: metadata.facts as SiteFacts };
}

/** `tel:` links want the number without spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
