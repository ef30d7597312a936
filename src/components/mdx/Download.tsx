import { css } from '@emotion/react';
import { useTranslation } from '../../i18n/translation';
import { theme } from '../../styles/theme';
import type { KitProps } from '../../content-model/kit';

/** A file to download, opened in a new tab (PDF viewers show it there). */
export function Download({ href, title, children }: KitProps<'Download'>) {
  const { t } = useTranslation();
  return (
    <div css={box}>
      <a href={href} target="_blank" rel="noopener noreferrer" type="application/pdf">
        {title} <span className="hint">{t('common.opensInNewTab')}</span>
      </a>
      {children && <div>{children}</div>}
    </div>
  );
}

const box = css`
  margin: ${theme.space.m} 0;
  padding: ${theme.space.l} ${theme.inset.l};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.surface};
  a {
    font-weight: 700;
    font-size: 1.125rem;
  }
  .hint {
    font-weight: 400;
    font-size: ${theme.fontSizes.small};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;
