import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Container } from '../Container';
import { Logo } from '../Logo';
import { ButtonLink } from '../mdx/CallToAction';

export function Hero() {
  const { t } = useTranslation();
  return (
    <Section>
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
    </Section>
  );
}

const Section = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.xxl};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.lead};
    color: ${({ theme }) => theme.colors.primary};
    margin: ${({ theme }) => theme.space.m} 0;
    letter-spacing: 0.01em;
  }
  .title {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.h1};
    font-weight: 700;
    line-height: ${({ theme }) => theme.lineHeights.heading};
    max-width: 20ch;
    margin-bottom: ${({ theme }) => theme.space.l};
  }
  mark {
    background: linear-gradient(transparent 55%, ${({ theme }) => theme.colors.highlight} 55%);
    color: inherit;
  }
  .subtitle {
    font-size: ${({ theme }) => theme.fontSizes.lead};
    color: ${({ theme }) => theme.colors.muted};
    max-width: ${({ theme }) => theme.layout.textWidth};
    margin-bottom: ${({ theme }) => theme.space.xl};
  }
`;
