import { css } from '@emotion/react';
import { useTranslation } from '../../i18n/translation';
import { mobileMenuId } from '../../html/dom-contracts';
import { headerDesktopFromPx, narrowHeader, narrowerThan, theme } from '../../styles/theme';

/**
 * A fragment no element has: following it ends the menu's turn as the page's target, and the browser,
 * finding nothing to scroll to, leaves the page where it was.
 */
const menuClosedFragment = `${mobileMenuId}-closed`;

/**
 * The phone's menu button: three bars that turn into a cross while the mobile menu is open. Rendered
 * closed, with both labels for the site script (src/islands/site/header.ts), which opens the menu.
 * Without JavaScript the button could do nothing: two links take its place, one to the menu (shown
 * while it is the page's target, MobileMenu) and one away from it, with the same labels.
 */
export function MenuButton() {
  const { t } = useTranslation();
  return (
    <>
      <button
        css={[menuIcon, menuButton]}
        type="button"
        aria-expanded={false}
        aria-controls={mobileMenuId}
        aria-label={t('nav.openMenu')}
        data-label-open={t('nav.openMenu')}
        data-label-close={t('nav.closeMenu')}
      >
        <span data-open="false" aria-hidden="true" />
      </button>
      <a css={[menuIcon, withoutScripts, openLink]} href={`#${mobileMenuId}`} aria-label={t('nav.openMenu')}>
        <span data-open="false" aria-hidden="true" />
      </a>
      <a css={[menuIcon, withoutScripts, closeLink]} href={`#${menuClosedFragment}`} aria-label={t('nav.closeMenu')}>
        <span data-open="true" aria-hidden="true" />
      </a>
    </>
  );
}

const menuButton = css`
  display: none;
  ${narrowHeader('display: inline-block;')}
  /* The inline script in <head> sets data-scripts; without it the links below stand in. */
  html:not([data-scripts]) & {
    display: none;
  }
`;

/* Without scripts there are no display settings either: the window's width alone decides, the first of narrowHeaderBelow. */
const withoutScripts = css`
  display: none;
  html:not([data-scripts]) & {
    ${narrowerThan(headerDesktopFromPx)} {
      display: inline-block;
    }
  }
`;

const openLink = css`
  html:not([data-scripts]) header:has(#${mobileMenuId}:target) & {
    display: none;
  }
`;

const closeLink = css`
  html:not([data-scripts]) header:not(:has(#${mobileMenuId}:target)) & {
    display: none;
  }
`;

const menuIcon = css`
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.surface};
  cursor: pointer;
  position: relative;
  span,
  span::before,
  span::after {
    position: absolute;
    left: 50%;
    width: 1.25rem;
    height: 2px;
    margin-left: -0.625rem;
    background: ${theme.colors.ink};
    transition:
      transform 0.2s ease,
      background-color 0.2s ease;
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
