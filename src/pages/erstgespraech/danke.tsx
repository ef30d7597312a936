import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { Container } from '../../components/Container';
import { LocalizedLink } from '../../components/LocalizedLink';
import { PageHeading } from '../../components/PageHeading';
import { pageHead } from '../../components/Seo/pageHead';
import { useLocationSearch } from '../../components/useLocationSearch';
import { useSiteMetadata } from '../../components/useSiteMetadata';
import { parseConfirmation } from '../../forms/request/confirmation';
import { hasDelayedFlag } from '../../forms/protocol';
import { optionLabels } from '../../forms/request/texts';
import { useLanguage } from '../../i18n/LanguageContext';
import { useTranslation } from '../../i18n/translation';
import { requestPaths } from '../../site/routes';
import { theme } from '../../styles/theme';

/**
 * "Wie geht es weiter?": the request arrived. The address carries the channel and times chosen
 * (codes only), which the page repeats once its script has read them; before that, and without
 * JavaScript, it says the same without the details.
 */
export default function RequestSentPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { facts } = useSiteMetadata();
  const search = useLocationSearch();
  const confirmation = parseConfirmation(search);

  const responseTime = facts.responseTime[language];
  const times = confirmation
    ? [optionLabels(t, 'days', confirmation.days), optionLabels(t, 'times', confirmation.times)].filter(Boolean)
    : [];
  return (
    <>
      <PageHeading title={t('request.sent.title')} />
      <Container styles={content}>
        <section aria-labelledby="request-next">
          <h2 id="request-next">{t('request.sent.next')}</h2>
          {hasDelayedFlag(search) && <p>{t('request.sent.delayed')}</p>}
          <ul>
            <li>{t(`request.sent.${confirmation?.channel ?? 'unknown'}`, { responseTime })}</li>
            {confirmation?.noCalls && <li>{t('request.sent.noCalls')}</li>}
            {confirmation && <li>{times.length ? t('request.sent.times', { times: times.join(', ') }) : t('request.sent.noTimes')}</li>}
            {confirmation?.place && <li>{t('request.sent.place', { place: optionLabels(t, 'place', [confirmation.place]) })}</li>}
          </ul>
          <p>{t('request.sent.spam', { email: facts.email, responseTime })}</p>
        </section>
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
