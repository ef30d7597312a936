import { css } from '@emotion/react';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import { theme } from '../../styles/theme';
import { LocalizedLink } from '../LocalizedLink';
import type { KitProps } from '../../content-model/kit';

export function Cards(props: ComponentPropsWithoutRef<'div'>) {
  return <div css={cards} data-columns {...props} />;
}

/** A card; with `to` the whole card is one link and shows the "Mehr erfahren..." cue. */
export function Card({ title, to, children }: KitProps<'Card'>) {
  const { t } = useTranslation();
  if (!to) {
    return (
      <div css={cardBox}>
        <h3>{title}</h3>
        <div>{children}</div>
      </div>
    );
  }
  return (
    <LocalizedLink css={linkCard} to={to}>
      <h3>{title}</h3>
      <div>{children}</div>
      <span css={cue} aria-hidden="true">
        {t('common.learnMore')}
      </span>
    </LocalizedLink>
  );
}

const cards = css`
  display: grid;
  gap: ${theme.space.l};
  grid-template-columns: repeat(auto-fit, minmax(min(15rem, 100%), 1fr));
  margin: ${theme.space.l} 0 ${theme.space.xl};
`;

const cardBox = css`
  display: flex;
  flex-direction: column;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.l};
  padding: ${theme.space.l} ${theme.inset.l};
  box-shadow: ${theme.shadows.card};
  color: ${theme.colors.ink};
  h3 {
    margin-bottom: ${theme.space.s};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

const linkCard = css`
  ${cardBox};
  text-decoration: none;
  transition:
    border-color 0.2s ease,
    transform 0.2s ease;
  &:hover {
    color: ${theme.colors.ink};
    border-color: ${theme.colors.primary};
    transform: translateY(-2px);
  }
  h3 {
    color: ${theme.colors.primary};
  }
`;

const cue = css`
  margin-top: auto;
  padding-top: ${theme.space.m};
  font-weight: 600;
  color: ${theme.colors.primary};
`;
