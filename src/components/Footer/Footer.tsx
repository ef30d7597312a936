import { css } from '@emotion/react';
import { useTranslation } from '../../i18n/translation';
import { theme } from '../../styles/theme';
import { Container } from '../Container';
import { LocalizedLink } from '../LocalizedLink';
import { Logo } from '../Logo';
import { Address } from '../mdx/SiteFact';
import { footerLinks, legalLinks } from '../../site/routes';
import { useSiteMetadata } from '../useSiteMetadata';

export function Footer() {
  const { t } = useTranslation();
  const { facts, version } = useSiteMetadata();
  const year = new Date().getFullYear();
  return (
    <footer css={footer}>
      <Container styles={columns} data-columns>
        <div>
          <p css={brand}>
            <Logo size={32} />
            <span>{facts.brand}</span>
          </p>
          <p>{t('footer.description')}</p>
        </div>
        <nav aria-label={t('footer.quickLinks')}>
          <h2>{t('footer.quickLinks')}</h2>
          <ul>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <LocalizedLink to={link.to}>{t(link.label)}</LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>{t('footer.contact')}</h2>
          <Address withCompany={false} withContact />
        </div>
      </Container>
      <Container styles={bottom}>
        <p>
          {t('footer.copyright', { year, company: facts.company })} <span>{t('footer.version', { version: `v${version}` })}</span>
        </p>
        <nav aria-label={t('footer.legal')}>
          <ul>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <LocalizedLink to={link.to}>{t(link.label)}</LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </footer>
  );
}

const footer = css`
  background: ${theme.colors.footer};
  color: ${theme.colors.onFooter};
  padding: ${theme.space.xxl} 0 ${theme.space.l};
  a {
    color: ${theme.colors.onFooter};
  }
  a:hover {
    color: ${theme.colors.onFooterHover};
  }
  h2 {
    font-size: 1rem;
    margin: 0 0 ${theme.space.m};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  li {
    margin-bottom: ${theme.space.s};
  }
  address {
    font-style: normal;
  }
`;

// minmax(0, …): a long word at large text sizes breaks (overflow-wrap) instead of widening the column.
const columns = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.xl};
  ${theme.breakpoints.desktop} {
    grid-template-columns: 2fr 1fr 1.3fr;
  }
`;

const brand = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.s};
  font-family: ${theme.fonts.heading};
  font-weight: 700;
  font-size: 1.125rem;
  /* May shrink below its longest word, which then breaks, at large text sizes. */
  span {
    min-width: 0;
  }
`;

const bottom = css`
  margin-top: ${theme.space.xl};
  padding-top: ${theme.space.l};
  border-top: 1px solid ${theme.colors.footerRule};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.m};
  font-size: ${theme.fontSizes.small};
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.l};
  }
  li {
    margin: 0;
  }
`;
