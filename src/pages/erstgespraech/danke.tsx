import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { Container } from '../../components/Container';
import { LocalizedLink } from '../../components/LocalizedLink';
import { PageHeading } from '../../components/PageHeading';
import { pageHead } from '../../components/Seo/pageHead';
import { useTranslation } from '../../i18n/translation';
import RequestNextStepsIsland from '../../islands/react/request-next-steps';
import { requestPaths } from '../../site/routes';
import { theme } from '../../styles/theme';

/** "Wie geht es weiter?": the request arrived; what happens next (a React island: it reads the address) and how to prepare. */
export default function RequestSentPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('request.sent.title')} />
      <Container styles={content}>
        <RequestNextStepsIsland />
        <section aria-labelledby="request-prepare">
          <h2 id="request-prepare">{t('request.sent.prepareTitle')}</h2>
          <p>{t('request.sent.prepare')}</p>
          <p>
            <LocalizedLink to={requestPaths.whatToExpect}>{t('request.sent.expect')}</LocalizedLink>
          </p>
          <p>
            <LocalizedLink to="/">{t('request.sent.home')}</LocalizedLink>
          </p>
        </section>
      </Container>
    </>
  );
}

export const Head = pageHead('meta.requestSent');

export const query = graphql`
  query RequestSentPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Locales
    }
  }
`;

const content = css`
  max-width: ${theme.layout.textWidth};
  padding-bottom: ${theme.space.xxl};
  h2 {
    font-size: ${theme.fontSizes.h3};
  }
  ul {
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: ${theme.space.s};
  }
`;
