import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { ContactResultPage } from '../../components/ContactForm/ContactResultPage';
import { Seo } from '../../components/Seo/Seo';
import { localeText } from '../../i18n/locale-text';
import type { I18nPageContext } from '../../i18n/languages';

export default function ContactErrorPage(_props: PageProps<Queries.ContactErrorPageQuery, I18nPageContext>) {
  return <ContactResultPage outcome="error" />;
}

export const Head: HeadFC<Queries.ContactErrorPageQuery, I18nPageContext> = ({ data, pageContext, location }) => (
  <Seo
    language={pageContext.language}
    path={location.pathname}
    title={localeText(data.locales, 'metaResult.error.title')}
    description={localeText(data.locales, 'metaResult.error.description')}
    noindex
  />
);

export const query = graphql`
  query ContactErrorPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Locales
    }
  }
`;
