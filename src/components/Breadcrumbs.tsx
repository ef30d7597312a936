import { css } from '@emotion/react';
import { useTranslation } from '../i18n/translation';
import { theme } from '../styles/theme';
import { LocalizedLink } from './LocalizedLink';

export interface Crumb {
  readonly label: string;
  readonly to?: string | null;
}

/** Home > … > current page. The last crumb is the page itself and is not a link. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t('nav.home'), to: '/' }, ...items];
  return (
    <nav css={breadcrumbs} aria-label={t('nav.breadcrumb')}>
      <ol>
        {all.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.to && index < all.length - 1 ? (
              <LocalizedLink to={crumb.to}>{crumb.label}</LocalizedLink>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

const breadcrumbs = css`
  font-size: ${theme.fontSizes.small};
  margin-bottom: ${theme.space.m};
  ol {
    display: flex;
    flex-wrap: wrap;
    list-style: none;
    padding: 0;
    margin: 0;
  }
  li + li::before {
    content: '›';
    margin: 0 ${theme.space.s};
    color: ${theme.colors.muted};
  }
  span {
    color: ${theme.colors.muted};
  }
`;
