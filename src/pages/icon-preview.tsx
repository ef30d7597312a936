import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { useTranslation } from '../i18n/translation';
import { Container } from '../components/Container';
import { PageHeading } from '../components/PageHeading';
import { TableScrollBox } from '../components/TableScrollBox';
import { pageHead } from '../components/Seo/pageHead';
import { theme } from '../styles/theme';

const icons = {
  mail: 'M3 6h18v12H3z M3 6l9 7 9-7',
  phone: 'M6 3h4l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 4 5a2 2 0 0 1 2-2z',
  location: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z M12 7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
} as const;
const variants = ['outline', 'solid', 'duotone'] as const;
type Variant = (typeof variants)[number];

function Icon({ path, variant }: { path: string; variant: Variant }) {
  const stroke = variant === 'solid' ? theme.colors.surface : theme.colors.primary;
  const fill = variant === 'solid' ? theme.colors.primary : variant === 'duotone' ? theme.colors.highlight : 'none';
  return (
    <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {variant === 'solid' && <rect width="24" height="24" rx="6" style={{ fill: theme.colors.primary }} />}
      <path
        d={path}
        style={{ fill: variant === 'solid' ? 'none' : fill, stroke }}
        strokeWidth="1.6"
        strokeLinejoin="round"
        strokeLinecap="round"
        transform={variant === 'solid' ? 'translate(3 3) scale(0.75)' : undefined}
      />
    </svg>
  );
}

/** Internal page: the icon candidates for mail, phone and location side by side. */
export default function IconPreviewPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('iconPreview.title')} lead={t('iconPreview.intro')} />
      <Container>
        <TableScrollBox label={t('iconPreview.tableLabel')}>
          <table css={table}>
            <thead>
              <tr>
                <td />
                {variants.map((variant) => (
                  <th key={variant} scope="col">
                    {t(`iconPreview.variants.${variant}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(Object.keys(icons) as (keyof typeof icons)[]).map((name) => (
                <tr key={name}>
                  <th scope="row">{t(`iconPreview.${name}`)}</th>
                  {variants.map((variant) => (
                    <td key={variant}>
                      <Icon path={icons[name]} variant={variant} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollBox>
      </Container>
    </>
  );
}

export const Head = pageHead('meta.iconPreview');

export const query = graphql`
  query IconPreviewPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Locales
    }
  }
`;

// Narrow cells on phones, so the three variants fit beside each other on a 390 px phone; on
// narrower screens the table scrolls in its box.
const table = css`
  border-collapse: collapse;
  margin-bottom: ${theme.space.xxl};
  th,
  td {
    padding: ${theme.space.s};
    text-align: center;
    border-bottom: 1px solid ${theme.colors.border};
  }
  ${theme.breakpoints.desktop} {
    th,
    td {
      padding: ${theme.space.m} ${theme.space.l};
    }
  }
  th[scope='row'] {
    text-align: left;
  }
`;
