import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import ConsultationRequestIsland from '../islands/react/consultation-request';
import { Container } from '../components/Container';
import { besideFormColumns } from '../forms/ui/form-styles';
import { LocalizedLink } from '../components/LocalizedLink';
import { PageHeading } from '../components/PageHeading';
import { pageHead } from '../components/Seo/pageHead';
import { useSiteMetadata } from '../components/useSiteMetadata';
import { useLanguage } from '../i18n/LanguageContext';
import { useTranslation } from '../i18n/translation';
import { requestPaths } from '../site/routes';
import { theme } from '../styles/theme';

/** /erstgespraech: what to know before starting, then the request. */
export default function RequestPage() {
  const { t } = useTranslation();
  const { facts } = useSiteMetadata();
  const language = useLanguage();
  // What a hesitating visitor asks first: cost, language, whether the child comes. The company facts
  // (content/site.yaml) answer the last two and what follows the free meeting, so they stay one.
  const beforeYouStart = [
    t('request.before.free'),
    facts.afterFirstMeeting[language],
    t('request.before.languages', { consultationLanguages: facts.consultationLanguages[language] }),
    facts.firstMeetingCompany[language],
    t('request.before.time'),
    t('request.before.needed'),
    t('request.before.required'),
    t('request.before.noPhone'),
  ];
  return (
    <>
      <PageHeading title={t('request.title')} lead={t('request.lead')} />
      <Container styles={columns} data-columns>
        <section css={before} aria-labelledby="request-before">
          <h2 id="request-before">{t('request.before.title')}</h2>
          <ul>
            {beforeYouStart.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            <LocalizedLink to={requestPaths.whatToExpect}>{t('request.before.expect')}</LocalizedLink>
          </p>
        </section>
        <ConsultationRequestIsland />
      </Container>
    </>
  );
}

export const Head = pageHead('meta.request');

export const query = graphql`
  query RequestPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Locales
    }
  }
`;

const columns = besideFormColumns(1.8);

const before = css`
  h2 {
    margin-top: 0;
    font-size: ${theme.fontSizes.h3};
  }
  ul {
    margin: 0 0 ${theme.space.m};
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: ${theme.space.s};
  }
  ${theme.breakpoints.desktop} {
    position: sticky;
    top: calc(${theme.layout.headerHeight} + ${theme.space.m});
  }
`;
