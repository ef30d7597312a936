import { css } from '@emotion/react';
import { useTranslation } from '../../i18n/translation';
import { theme } from '../../styles/theme';
import type { KitProps } from '../../content-model/kit';

/** The memberships at the end of a biography: the heading bold, the entries italic and grey (spec). */
export function Memberships({ children }: KitProps<'Memberships'>) {
  const { t } = useTranslation();
  return (
    <div css={block}>
      <strong>{t('team.memberships')}</strong>
      {children}
    </div>
  );
}

const block = css`
  margin-top: ${theme.space.m};
  ul {
    list-style: none;
    padding: 0;
    margin: ${theme.space.xs} 0 0;
  }
  li {
    font-style: italic;
    color: ${theme.colors.muted};
  }
`;
