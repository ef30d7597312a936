import { css } from '@emotion/react';
import { useTranslation } from '../../i18n/translation';
import { theme } from '../../styles/theme';
import { wrapLongWords } from '../../styles/typography';
import { Container } from '../Container';
import { Logo } from '../Logo';
import { ButtonLink } from '../ButtonLink';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section css={hero}>
      <Container>
        <Logo size={72} />
        <h1>{t('hero.eyebrow')}</h1>
        <p className="title">
          {t('hero.titleBefore')}
          <mark>{t('hero.titleHighlight')}</mark>
          {t('hero.titleAfter')}
        </p>
        <p className="subtitle">{t('hero.subtitle')}</p>
        <ButtonLink to="/angebot">{t('hero.cta')}</ButtonLink>
      </Container>
    </section>
  );
}

const hero = css`
  padding: ${theme.space.xl} 0 ${theme.space.xxl};
  h1 {
    font-size: ${theme.fontSizes.lead};
    color: ${theme.colors.primary};
    margin: ${theme.space.m} 0;
    letter-spacing: 0.01em;
  }
  .title {
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.h1};
    font-weight: 700;
    line-height: ${theme.lineHeights.heading};
    ${wrapLongWords};
    max-width: 20ch;
    margin-bottom: ${theme.space.l};
  }
  mark {
    background: linear-gradient(transparent 55%, ${theme.colors.highlight} 55%);
    color: inherit;
  }
  .subtitle {
    font-size: ${theme.fontSizes.lead};
    color: ${theme.colors.muted};
    max-width: ${theme.layout.textWidth};
    margin-bottom: ${theme.space.xl};
  }
`;
