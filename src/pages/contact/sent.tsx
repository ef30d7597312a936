import { graphql, type PageProps } from 'gatsby';
import { ContactResultPage } from '../../components/ContactForm/ContactResultPage';
import { pageHead } from '../../components/Seo/pageHead';
import type { I18nPageContext } from '../../i18n/languages';

export default function ContactSentPage(_props: PageProps<Queries.ContactSentPageQuery, I18nPageContext>) {
  return <ContactResultPage outcome="sent" />;
}

export const Head = pageHead('metaResult.sent', { noindex: true });

export const query = graphql`
  query ContactSentPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Locales
    }
  }
`;
