import { graphql } from 'gatsby';

/** The UI strings of one language; every page query spreads this so the i18n plugin finds them. */
export const localesFragment = graphql`
  fragment Locales on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;
