import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { narrowHeader, theme } from '../../styles/theme';
import { ButtonLink } from '../ButtonLink';
import { callToActionPath } from '../../site/routes';
import { Container } from '../Container';
import { DisplaySettings } from '../DisplaySettings/DisplaySettings';
import { LocalizedLink } from '../LocalizedLink';
import { Logo } from '../Logo';
import { useSiteMetadata } from '../useSiteMetadata';
import { LanguageSwitch } from './LanguageSwitch';
import { NavigationList, navLink } from './NavigationList';

type Props = {
  path: string;
  hash: string;
  /** Ends the bar: the menu button. */
  children: ReactNode;
};

/** The bar's content box, as a container the company name queries. */
const headerBarContainer = 'header-bar';

/**
 * The fixed bar: the logo, the navigation and the call to action (both on wide screens), the language switch.
 * Transparent at the top of the page: the site script sets `data-scrolled` once the page scrolls or the
 * mobile menu opens (src/islands/site/header.ts).
 */
export function HeaderBar({ path, hash, children }: Props) {
  const { t } = useTranslation();
  const { facts } = useSiteMetadata();
  return (
    <div css={bar} data-scrolled="false">
      <Container styles={inner}>
        <LocalizedLink css={homeLink} to="/" aria-label={`${facts.brand}: ${t('nav.homeLink')}`}>
          <Logo />
          {/* translate="no": a name, and never hyphenated at build (src/gatsby/post-build/soft-hyphens.ts): see below. */}
          <span aria-hidden="true" translate="no">
            {facts.brand}
          </span>
        </LocalizedLink>
        <nav css={desktopNav} aria-label={t('nav.label')}>
          <NavigationList path={path} />
        </nav>
        <div css={actions}>
          <ButtonLink styles={callToAction} small to={callToActionPath}>
            {t('nav.cta')}
          </ButtonLink>
          <div css={displaySettingsInBar}>
            <DisplaySettings place="bar" />
          </div>
          <LanguageSwitch path={path} hash={hash} />
          {children}
        </div>
      </Container>
    </div>
  );
}

const bar = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${theme.layout.headerHeight};
  background: transparent;
  /* Its own part of the fade between pages (src/styles/display-css.ts): the bar stays still. */
  view-transition-name: site-header;
  transition:
    background-color 0.25s ease,
    box-shadow 0.25s ease;
  /* Without JavaScript nothing says the page has scrolled: the bar is solid, never text over text. */
  &[data-scrolled='true'],
  html:not([data-scripts]) & {
    background: ${theme.colors.headerScrolled};
    backdrop-filter: blur(10px);
    box-shadow: ${theme.shadows.header};
  }
`;

const inner = css`
  height: 100%;
  display: flex;
  align-items: center;
  gap: ${theme.space.s};
  /* The company name asks this box, not the window, whether it fits: in rem, a container query
     follows the visitor's text size (a media query would not). */
  container: ${headerBarContainer} / inline-size;
  ${theme.breakpoints.desktop} {
    gap: ${theme.space.m};
  }
  /* With wide spacing the bar's entries need 79.7 to 81.1 rem side by side (the widths in theme.ts), more
     than the page's 72: the bar may be wider than the page's text. */
  html[data-spacing='wide'] & {
    max-width: 82rem;
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
  /* The name takes one word a line and never breaks inside a word (not the body's break-word, not
     hyphenated: a visitor with large text read "Kompete / nzzentru / m"). Where the bar cannot hold
     its longest word beside the language switch and the menu button, the logo stands alone (the
     link's label still names the company). Two lines of it fit the bar's height at any text size. */
  span {
    max-width: min-content;
    overflow-wrap: normal;
  }
  ${theme.breakpoints.mobile} {
    span {
      font-size: 0.85rem;
    }
  }
  /* The bar's content box (inside its side padding) holds the logo (40 px), two gaps, "Kompetenzzentrum"
     at 0.85rem, the language switch and the menu button in 22 rem, 23.7 rem with wide letter spacing
     (the site's setting, or a visitor's own text-spacing style, which no query can see): measured with
     DejaVu Sans Bold, Linux's system-ui, which is wider than the system fonts of phones. So below
     23.75 rem the logo stands alone. */
  @container ${headerBarContainer} (max-width: 23.75rem) {
    span {
      display: none;
    }
  }
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
    /* An entry is one line: two would reach outside the bar ("What we / offer"). */
    white-space: nowrap;
    color: ${theme.colors.ink};
    padding: ${theme.space.s} 0;
    border-bottom: 3px solid transparent;
  }
  a:hover,
  a[aria-current='page'] {
    color: ${theme.colors.primary};
    border-bottom-color: ${theme.colors.primary};
  }
  ${narrowHeader('display: none;')}
`;

const actions = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.s};
  ${theme.breakpoints.desktop} {
    gap: ${theme.space.m};
  }
`;

// On phones the call to action and the display settings are in the mobile menu instead. In the bar it
// is one line, as the entries are.
const callToAction = css`
  white-space: nowrap;
  ${narrowHeader('display: none;')}
`;

// A visitor who chooses larger text on a laptop turns the header into the phone's layout: the open
// panel stays where it is until they close it.
const displaySettingsInBar = css`
  ${narrowHeader('display: none;')}
  &:has([aria-expanded='true']) {
    display: block !important;
  }
`;
