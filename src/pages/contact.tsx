import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { useTranslation } from '../i18n/translation';
import { ContactDetails } from '../components/ContactDetails';
import { ContactForm } from '../components/ContactForm/ContactForm';
import { RequestEntry } from '../components/ConsultationRequest/RequestEntry';
import { Container } from '../components/Container';
import { PageHeading } from '../components/PageHeading';
import { pageHead } from '../components/Seo/pageHead';
import { theme } from '../styles/theme';

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
        <ContactForm />
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

// minmax(0, …): a long word at large text sizes breaks (overflow-wrap) instead of widening the column.
const columns = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.xl};
  padding-bottom: ${theme.space.xxl};
  ${theme.breakpoints.desktop} {
    grid-template-columns: 1fr 1.6fr;
  }
  h2 {
    margin-top: 0;
  }
`;
