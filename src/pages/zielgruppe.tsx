import styled from '@emotion/styled';
import { graphql, type PageProps } from 'gatsby';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '../components/Container';
import { PageHeading } from '../components/PageHeading';
import { pageHead } from '../components/Seo/pageHead';
import type { I18nPageContext } from '../i18n/languages';

const cardStyles = ['original', 'outlined', 'filled', 'offer'] as const;
type CardStyle = (typeof cardStyles)[number];

interface Group {
  title: string;
  text: string;
}

/** Internal page: the three target groups in four switchable card styles, for choosing one. */
export default function TargetGroupPage(_props: PageProps<Queries.TargetGroupPageQuery, I18nPageContext>) {
  const { t } = useTranslation();
  const [style, setStyle] = useState<CardStyle>('original');
  const groups = t('zielgruppe.groups', { returnObjects: true }) as Group[];
  return (
    <>
      <PageHeading title={t('zielgruppe.title')} lead={t('zielgruppe.intro')} />
      <Container>
        <StylePicker>
          <legend>{t('zielgruppe.styleLabel')}</legend>
          {cardStyles.map((option) => (
            <label key={option}>
              <input type="radio" name="card-style" value={option} checked={style === option} onChange={() => setStyle(option)} />
              {t(`zielgruppe.styles.${option}`)}
            </label>
          ))}
        </StylePicker>
        <Grid data-style={style}>
          {groups.map((group) => (
            <article key={group.title}>
              <h2>{group.title}</h2>
              <p>{group.text}</p>
            </article>
          ))}
        </Grid>
      </Container>
    </>
  );
}

export const Head = pageHead('meta.zielgruppe', { noindex: true });

export const query = graphql`
  query TargetGroupPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Locales
    }
  }
`;

const StylePicker = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.s} ${({ theme }) => theme.space.l};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.m};
  padding: ${({ theme }) => theme.space.m} ${({ theme }) => theme.space.l};
  legend {
    font-weight: 700;
    padding: 0 ${({ theme }) => theme.space.s};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.s};
    min-height: 2.75rem;
    cursor: pointer;
  }
  input {
    width: 1.15rem;
    height: 1.15rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.l};
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.xxl};
  article {
    padding: ${({ theme }) => theme.space.l};
    border-radius: ${({ theme }) => theme.radii.l};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
    margin-top: 0;
  }
  &[data-style='original'] article {
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  &[data-style='outlined'] article {
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }
  &[data-style='filled'] article {
    background: ${({ theme }) => theme.colors.tones.sage};
  }
  &[data-style='offer'] article {
    background: ${({ theme }) => theme.colors.surface};
    border-top: 6px solid ${({ theme }) => theme.colors.highlight};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;
