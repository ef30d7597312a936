import { graphql, type PageProps } from 'gatsby';
import ContactResultIsland from '../islands/react/contact-result';
import { pageHead } from '../components/Seo/pageHead';
import type { ContactOutcome } from '../site/routes';
import type { I18nPageContext } from '../i18n/languages';

/** The answer to a contact form posted without JavaScript: one page per outcome and language (create-pages.ts). */
export interface ContactResultPageContext extends I18nPageContext {
  outcome: ContactOutcome;
}

export default function ContactResultTemplate({ pageContext }: PageProps<Queries.ContactResultPageQuery, ContactResultPageContext>) {
  return <ContactResultIsland outcome={pageContext.outcome} />;
}

export const Head = pageHead<ContactResultPageContext>(({ outcome }) => `metaResult.${outcome}`);

export const query = graphql`
  query ContactResultPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Locales
    }
  }
`;
