import { css } from '@emotion/react';
import { useTranslation } from '../../i18n/translation';
import { mobileMenuId } from '../../html/dom-contracts';
import { narrowHeader, theme } from '../../styles/theme';
import { ButtonLink } from '../ButtonLink';
import { DisplaySettings } from '../DisplaySettings/DisplaySettings';
import { callToActionPath } from '../../site/routes';
import { NavigationList, navLink } from './NavigationList';

/**
 * The phones' menu: an overlay below the bar that slides in from the right. Rendered closed; the site
 * script (src/islands/site/header.ts) sets `data-open`, moves the focus into it and keeps it in the header.
 * Without JavaScript it is open while it is the page's target (the menu link of MenuButton).
 */
export function MobileMenu({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <div css={mobileMenu} id={mobileMenuId} data-open="false">
      <nav aria-label={t('nav.label')}>
        <NavigationList path={path} />
        <ButtonLink to={callToActionPath} className="cta">
          {t('nav.cta')}
        </ButtonLink>
      </nav>
      <div className="display">
        <DisplaySettings place="menu" />
      </div>
    </div>
  );
}

const mobileMenu = css`
  display: none;
  ${narrowHeader('display: block;')}
  position: fixed;
  z-index: 49;
  inset: ${theme.layout.headerHeight} 0 0 0;
  background: ${theme.colors.overlay};
  transform: translateX(100%);
  visibility: hidden;
  transition:
    transform ${theme.motion.menuSlide}s ease,
    visibility 0s linear ${theme.motion.menuSlide}s;
  overflow-y: auto;
  &[data-open='true'],
  html:not([data-scripts]) &:target {
    transform: none;
    visibility: visible;
    transition: transform ${theme.motion.menuSlide}s ease;
  }
  nav {
    padding: ${theme.space.xl} ${theme.inset.l} 0;
  }
  .display {
    padding: ${theme.space.xl} ${theme.inset.l};
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
  /* Larger than elsewhere, to go with the menu's large entries. */
  .cta {
    font-size: 1.125rem;
  }
`;
