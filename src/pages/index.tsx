import { css } from '@emotion/react';
import { graphql, type HeadFC } from 'gatsby';
import { useTranslation } from '../i18n/translation';
import { ContactDetails } from '../components/ContactDetails';
import { RequestEntry } from '../forms/request/RequestEntry';
import { Container } from '../components/Container';
import { Hero } from '../components/Home/Hero';
import { WavyDivider } from '../components/Home/WavyDivider';
import { ButtonLink } from '../components/ButtonLink';
import { Stat, Stats } from '../components/mdx/Stats';
import { BusinessJsonLd } from '../components/Seo/BusinessJsonLd';
import { Seo } from '../components/Seo/Seo';
import { localeText } from '../i18n/locale-text';
import type { I18nPageContext } from '../i18n/languages';
import { theme } from '../styles/theme';
import { contactPaths } from '../site/routes';
import { useSiteMetadata } from '../components/useSiteMetadata';
import { useLanguage } from '../i18n/LanguageContext';

export default function HomePage() {
  const { t } = useTranslation();
  const { facts } = useSiteMetadata();
  const language = useLanguage();
  return (
    <>
      <Hero />
      <WavyDivider />
      <section css={intro}>
        <Container>
          <h2>{t('home.introTitle')}</h2>
          <p>{t('home.introText')}</p>
          <Stats>
            <Stat value={t('home.claimHours')} label={t('home.claimHoursLabel')} />
            <Stat value={t('home.claimYears')} label={t('home.claimYearsLabel')} />
          </Stats>
        </Container>
      </section>
      <section css={contactSection} id="contact" aria-labelledby="contact-heading">
        <Container>
          <h2 id="contact-heading">{t('home.contactTitle')}</h2>
          <p>{t('home.contactText', { responseTime: facts.responseTime[language] })}</p>
          <RequestEntry headingLevel={3} />
          <ContactDetails />
          <ButtonLink to={contactPaths.form}>{t('home.contactCta')}</ButtonLink>
        </Container>
      </section>
    </>
  );
}

export const Head: HeadFC<Queries.HomePageQuery, I18nPageContext> = ({ data, pageContext, location }) => (
  <Seo
    language={pageContext.language}
    path={location.pathname}
    title={localeText(data.locales, 'meta.home.title')}
    description={localeText(data.locales, 'meta.home.description')}
  >
    <BusinessJsonLd language={pageContext.language} description={localeText(data.locales, 'meta.home.description')} />
  </Seo>
);

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Locales
    }
  }
`;

const intro = css`
  background: ${theme.colors.tones.sage};
  padding: ${theme.space.l} 0 ${theme.space.xxl};
  h2 {
    margin-top: 0;
  }
  p {
    max-width: ${theme.layout.textWidth};
    font-size: ${theme.fontSizes.lead};
  }
`;

const contactSection = css`
  padding: ${theme.space.xxl} 0;
  p {
    max-width: ${theme.layout.textWidth};
  }
`;
