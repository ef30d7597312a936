import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { ContactResultPage } from '../../components/ContactForm/ContactResultPage';
import { Seo } from '../../components/Seo/Seo';
import { localeText } from '../../i18n/locale-text';
import type { I18nPageContext } from '../../i18n/languages';

export default function ContactSentPage(_props: PageProps<Queries.ContactSentPageQuery, I18nPageContext>) {
  return <ContactResultPage outcome="sent" />;
}

export const Head: HeadFC<Queries.ContactSentPageQuery, I18nPageContext> = ({ data, pageContext, location }) => (
  <Seo
    language={pageContext.language}
    path={location.pathname}
    title={localeText(data.locales, 'metaResult.sent.title')}
    description={localeText(data.locales, 'metaResult.sent.description')}
    noindex
  />
);

export const query = graphql`
  query ContactSentPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Locales
    }
  }
`;
