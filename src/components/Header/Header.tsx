import { css } from '@emotion/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useLanguage } from '../../i18n/LanguageContext';
import { localizedPath } from '../../i18n/languages';
import { theme } from '../../styles/theme';
import { Container } from '../Container';
import { LocalizedLink } from '../LocalizedLink';
import { Logo } from '../Logo';
import { useSiteMetadata } from '../useSiteMetadata';
import { LanguageSwitch } from './LanguageSwitch';
import { navigation } from './navigation';
import { useFocusTrap } from './useFocusTrap';
import { useScrolledPast } from './useScrolledPast';

/** The spec's threshold: transparent at the top, solid once scrolled more than this. */
export const headerScrollThreshold = 10;

export function Header({ path, hash }: { path: string; hash: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { facts } = useSiteMetadata();
  const scrolled = useScrolledPast(headerScrollThreshold);
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const currentPath = localizedPath(path, language);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  }, []);
  useFocusTrap(headerRef, menuOpen, closeMenu);

  useEffect(() => setMenuOpen(false), [path]);
  useEffect(() => {
    document.body.style.overflow = menuOpen ? 'hidden' : '';
    if (menuOpen) headerRef.current?.querySelector<HTMLElement>('#mobile-menu a')?.focus();
  }, [menuOpen]);

  const links = navigation.map((item) => (
    <li key={item.to}>
      <LocalizedLink to={item.to} currentPath={currentPath} onClick={() => setMenuOpen(false)}>
        {t(item.label)}
      </LocalizedLink>
    </li>
  ));

  return (
    // The overlay sits beside the bar, not inside it: the bar's backdrop-filter would make it the
    // containing block of the fixed overlay and squeeze the menu into the bar's height.
    <header ref={headerRef}>
      <div css={bar} data-scrolled={scrolled || menuOpen}>
      <Container styles={inner}>
        <LocalizedLink css={homeLink} to="/" aria-label={`${facts.brand}: ${t('nav.homeLink')}`}>
          <Logo />
          <span aria-hidden="true">{facts.brand}</span>
        </LocalizedLink>
        <nav css={desktopNav} aria-label={t('nav.label')}>
          <ul>{links}</ul>
        </nav>
        <div css={actions}>
          <LocalizedLink css={callToAction} to="/contact">{t('nav.cta')}</LocalizedLink>
          <LanguageSwitch path={path} hash={hash} />
          <button
            css={menuButton}
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span data-open={menuOpen} aria-hidden="true" />
          </button>
        </div>
      </Container>
      </div>
      <div css={mobileMenu} id="mobile-menu" data-open={menuOpen}>
        <nav aria-label={t('nav.label')}>
          <ul>{links}</ul>
          <LocalizedLink to="/contact" className="cta" onClick={() => setMenuOpen(false)}>
            {t('nav.cta')}
          </LocalizedLink>
        </nav>
      </div>
    </header>
  );
}

const bar = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${theme.layout.headerHeight};
  background: transparent;
  transition: background-color 0.25s ease, box-shadow 0.25s ease;
  &[data-scrolled='true'] {
    background: ${theme.colors.headerScrolled};
    backdrop-filter: blur(10px);
    -webkit-backdrop-filter: blur(10px);
    box-shadow: ${theme.shadows.header};
  }
`;

const inner = css`
  height: 100%;
  display: flex;
  align-items: center;
  gap: ${theme.space.s};
  ${theme.breakpoints.desktop} {
    gap: ${theme.space.m};
  }
`;

const homeLink = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.s};
  margin-right: auto;
  color: ${theme.colors.ink};
  text-decoration: none;
  font-family: ${theme.fonts.heading};
  font-weight: 700;
  line-height: 1.15;
  svg {
    flex-shrink: 0;
  }
  /* The name takes one word a line (not hyphenated: that would make min-content a syllable).
     On a phone too narrow even for a word, the word breaks rather than running under the
     language switch; on the smallest phones the logo stands alone (the link's label still names
     the company). */
  span {
    max-width: min-content;
  }
  ${theme.breakpoints.mobile} {
    min-width: 0;
    span {
      font-size: 0.85rem;
      min-width: 0;
    }
  }
  ${theme.breakpoints.smallPhone} {
    span {
      display: none;
    }
  }
`;

const navLink = `
  text-decoration: none;
  font-weight: 600;
`;

const desktopNav = css`
  ul {
    display: flex;
    gap: ${theme.space.l};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    ${navLink};
    color: ${theme.colors.ink};
    padding: ${theme.space.s} 0;
    border-bottom: 3px solid transparent;
  }
  a:hover,
  a[aria-current='page'] {
    color: ${theme.colors.primary};
    border-bottom-color: ${theme.colors.primary};
  }
  ${theme.breakpoints.mobile} {
    display: none;
  }
`;

const actions = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.s};
  ${theme.breakpoints.desktop} {
    gap: ${theme.space.m};
  }
`;

const callToAction = css`
  ${navLink};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  padding: 0.55rem 1.1rem;
  border-radius: ${theme.radii.pill};
  &:hover {
    background: ${theme.colors.primaryHover};
    color: ${theme.colors.onPrimary};
  }
  ${theme.breakpoints.mobile} {
    display: none;
  }
`;

const menuButton = css`
  display: none;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.surface};
  cursor: pointer;
  position: relative;
  ${theme.breakpoints.mobile} {
    display: inline-block;
  }
  span,
  span::before,
  span::after {
    position: absolute;
    left: 50%;
    width: 1.25rem;
    height: 2px;
    margin-left: -0.625rem;
    background: ${theme.colors.ink};
    transition: transform 0.2s ease, background-color 0.2s ease;
  }
  span {
    top: 50%;
  }
  span::before,
  span::after {
    content: '';
    left: 0;
    margin-left: 0;
  }
  span::before {
    transform: translateY(-6px);
  }
  span::after {
    transform: translateY(6px);
  }
  span[data-open='true'] {
    background: transparent;
  }
  span[data-open='true']::before {
    transform: rotate(45deg);
  }
  span[data-open='true']::after {
    transform: rotate(-45deg);
  }
`;

const mobileMenu = css`
  position: fixed;
  z-index: 49;
  inset: ${theme.layout.headerHeight} 0 0 0;
  background: ${theme.colors.overlay};
  transform: translateX(100%);
  visibility: hidden;
  transition: transform 0.3s ease, visibility 0s linear 0.3s;
  overflow-y: auto;
  &[data-open='true'] {
    transform: none;
    visibility: visible;
    transition: transform 0.3s ease;
  }
  ${theme.breakpoints.desktop} {
    display: none;
  }
  nav {
    padding: ${theme.space.xl} ${theme.space.l};
  }
  ul {
    list-style: none;
    margin: 0 0 ${theme.space.xl};
    padding: 0;
  }
  li a {
    ${navLink};
    display: block;
    font-size: 1.5rem;
    padding: ${theme.space.m} 0;
    color: ${theme.colors.ink};
    border-bottom: 1px solid ${theme.colors.border};
  }
  li a[aria-current='page'] {
    color: ${theme.colors.primary};
    text-decoration: underline;
    text-decoration-thickness: 3px;
  }
  .cta {
    ${navLink};
    display: inline-block;
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    padding: 0.8rem 1.5rem;
    border-radius: ${theme.radii.pill};
    font-size: 1.125rem;
  }
`;
