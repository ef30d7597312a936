import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { useTranslation } from '../i18n/translation';
import { ContactDetails } from '../components/ContactDetails';
import ContactFormIsland from '../islands/react/contact-form';
import { besideFormColumns } from '../forms/ui/form-styles';
import { RequestEntry } from '../forms/request/RequestEntry';
import { Container } from '../components/Container';
import { PageHeading } from '../components/PageHeading';
import { pageHead } from '../components/Seo/pageHead';

export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('contact.title')} lead={t('contact.subtitle')} />
      <Container>
        <RequestEntry />
      </Container>
      <Container styles={columns} data-columns>
        <section aria-labelledby="contact-info">
          <h2 id="contact-info">{t('contact.info')}</h2>
          <ContactDetails />
        </section>
        <ContactFormIsland />
      </Container>
    </>
  );
}

export const Head = pageHead('meta.contact');

export const query = graphql`
  query ContactPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Locales
    }
  }
`;

const columns = css`
  ${besideFormColumns(1.6)};
  h2 {
    margin-top: 0;
  }
`;
