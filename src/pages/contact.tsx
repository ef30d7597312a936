import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { useTranslation } from '../i18n/translation';
import { ContactDetails } from '../components/ContactDetails';
import ContactFormIsland from '../islands/react/contact-form';
import { besideFormColumns } from '../forms/ui/form-styles';
import { Container } from '../components/Container';
import { PageHeading } from '../components/PageHeading';
import { pageHead } from '../components/Seo/pageHead';
import { ButtonLink } from '../components/ButtonLink';
import { LocalizedLink } from '../components/LocalizedLink';
import { requestPaths } from '../site/routes';
import { theme } from '../styles/theme';

/**
 * /contact: the header's "Erstgespräch" leads here (SPEC), so booking the first consultation comes first,
 * as a button right below its title; writing or calling follow.
 */
export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('contact.title')} lead={t('contact.subtitle')}>
        <p css={booking}>
          <ButtonLink to={requestPaths.form}>{t('contact.book')}</ButtonLink>
          <LocalizedLink to={requestPaths.whatToExpect}>{t('requestEntry.expect')}</LocalizedLink>
        </p>
      </PageHeading>
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

const booking = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.m} ${theme.space.l};
  margin: ${theme.space.l} 0 ${theme.space.m};
`;
