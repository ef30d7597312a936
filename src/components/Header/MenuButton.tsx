import { css } from '@emotion/react';
import { useTranslation } from '../../i18n/translation';
import { mobileMenuId } from '../../html/dom-contracts';
import { narrowHeader, theme } from '../../styles/theme';

/**
 * The phone's menu button: three bars that turn into a cross while the mobile menu is open. Rendered
 * closed, with both labels for the site script (src/islands/site/header.ts), which opens the menu.
 */
export function MenuButton() {
  const { t } = useTranslation();
  return (
    <button
      css={menuButton}
      type="button"
      aria-expanded={false}
      aria-controls={mobileMenuId}
      aria-label={t('nav.openMenu')}
      data-label-open={t('nav.openMenu')}
      data-label-close={t('nav.closeMenu')}
    >
      <span data-open="false" aria-hidden="true" />
    </button>
  );
}

const menuButton = css`
  display: none;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.surface};
  cursor: pointer;
  position: relative;
  ${narrowHeader('display: inline-block;')}
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
