import { graphql, type PageProps } from 'gatsby';
import { ContactResultPage } from '../../components/ContactForm/ContactResultPage';
import { pageHead } from '../../components/Seo/pageHead';
import type { I18nPageContext } from '../../i18n/languages';

export default function ContactErrorPage(_props: PageProps<Queries.ContactErrorPageQuery, I18nPageContext>) {
  return <ContactResultPage outcome="error" />;
}

export const Head = pageHead('metaResult.error', { noindex: true });

export const query = graphql`
  query ContactErrorPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Locales
    }
  }
`;
