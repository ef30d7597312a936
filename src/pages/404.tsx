import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { useTranslation } from '../i18n/translation';
import { Container } from '../components/Container';
import { ButtonLink } from '../components/ButtonLink';
import { pageHead } from '../components/Seo/pageHead';
import { theme } from '../styles/theme';

/** Served for every missing address; `data-not-found` has the site script name it in the console (src/islands/site/not-found.ts). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container styles={wrapper} data-not-found>
      <h1>{t('notFound.heading')}</h1>
      <p className="text">{t('notFound.text')}</p>
      <p>{t('notFound.hint')}</p>
      <ButtonLink to="/">{t('notFound.back')}</ButtonLink>
    </Container>
  );
}

export const Head = pageHead('meta.notFound');

export const query = graphql`
  query NotFoundPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Locales
    }
  }
`;

const wrapper = css`
  padding-top: ${theme.space.xxl};
  padding-bottom: ${theme.space.xxl};
  text-align: center;
  p {
    margin-inline: auto;
  }
  h1 {
    font-size: 5rem;
    color: ${theme.colors.primary};
    margin-bottom: 0;
  }
  .text {
    font-size: ${theme.fontSizes.h2};
    font-weight: 700;
  }
`;
