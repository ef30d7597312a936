import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { useTranslation } from '../i18n/translation';
import { Container } from '../components/Container';
import { PageHeading } from '../components/PageHeading';
import { pageHead } from '../components/Seo/pageHead';
import { theme } from '../styles/theme';

const cardStyles = ['original', 'outlined', 'filled', 'offer'] as const;
interface Group {
  title: string;
  text: string;
}

/**
 * Internal page: the three target groups in four switchable card styles, for choosing one. The
 * radios switch the style by CSS alone (`:has`), so the page needs no script.
 */
export default function TargetGroupPage() {
  const { t } = useTranslation();
  const groups = t('zielgruppe.groups', { returnObjects: true }) as Group[];
  return (
    <>
      <PageHeading title={t('zielgruppe.title')} lead={t('zielgruppe.intro')} />
      <Container>
        <fieldset css={stylePicker}>
          <legend>{t('zielgruppe.styleLabel')}</legend>
          {cardStyles.map((option) => (
            <label key={option}>
              <input type="radio" name="card-style" value={option} defaultChecked={option === cardStyles[0]} />
              {t(`zielgruppe.styles.${option}`)}
            </label>
          ))}
        </fieldset>
        <div css={grid}>
          {groups.map((group) => (
            <article key={group.title}>
              <h2>{group.title}</h2>
              <p>{group.text}</p>
            </article>
          ))}
        </div>
      </Container>
    </>
  );
}

export const Head = pageHead('meta.zielgruppe');

export const query = graphql`
  query TargetGroupPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Locales
    }
  }
`;

const stylePicker = css`
  /* A fieldset is at least as wide as its content unless told otherwise. */
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.s} ${theme.space.l};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.m};
  padding: ${theme.space.m} ${theme.space.l};
  legend {
    font-weight: 700;
    padding: 0 ${theme.space.s};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.s};
    min-height: 2.75rem;
    cursor: pointer;
  }
  input {
    width: 1.15rem;
    height: 1.15rem;
    accent-color: ${theme.colors.primary};
  }
`;

const grid = css`
  display: grid;
  gap: ${theme.space.l};
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
  margin: ${theme.space.xl} 0 ${theme.space.xxl};
  article {
    padding: ${theme.space.l};
    border-radius: ${theme.radii.l};
  }
  h2 {
    font-size: ${theme.fontSizes.h3};
    margin-top: 0;
  }
  fieldset:has(input[value='original']:checked) ~ & article {
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.card};
  }
  fieldset:has(input[value='outlined']:checked) ~ & article {
    border: 2px solid ${theme.colors.primary};
  }
  fieldset:has(input[value='filled']:checked) ~ & article {
    background: ${theme.colors.tones.sage};
  }
  fieldset:has(input[value='offer']:checked) ~ & article {
    background: ${theme.colors.surface};
    border-top: 6px solid ${theme.colors.highlight};
    box-shadow: ${theme.shadows.card};
  }
`;
