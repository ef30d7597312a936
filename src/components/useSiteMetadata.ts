import { graphql, useStaticQuery } from 'gatsby';

export function useSiteMetadata() {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          title
          siteUrl
          version
          facts {
            company
            brand
            street
            postalCode
            city
            country {
              de
              en
            }
            email
            phone
            registerId
            managingDirector
            siteUrl
          }
        }
      }
    }
  `);
  const metadata = data.site?.siteMetadata;
  if (!metadata) throw new Error('siteMetadata is missing from gatsby-config');
  return metadata;
}

/** `tel:` links want the number without spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
