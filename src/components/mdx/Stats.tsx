import { css } from '@emotion/react';
import type { ComponentPropsWithoutRef } from 'react';
import { theme } from '../../styles/theme';
import type { KitProps } from '../../content-model/kit';

export function Stats(props: ComponentPropsWithoutRef<'dl'>) {
  return <dl css={stats} data-columns {...props} />;
}

export function Stat({ value, label }: KitProps<'Stat'>) {
  return (
    <div css={statItem}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const stats = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(11rem, 100%), 1fr));
  gap: ${theme.space.l};
  margin: ${theme.space.l} 0;
`;

const statItem = css`
  /* The figure's size below is measured against the card (\`cqi\`): a column of the grid is a container anyway
     (../../styles/typography.ts), said here too as this rule depends on it. */
  container: text-column / inline-size;
  display: flex;
  flex-direction: column-reverse;
  padding: ${theme.space.l} ${theme.inset.l};
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.l};
  box-shadow: ${theme.shadows.card};
  dd {
    margin: 0;
    font-family: ${theme.fonts.heading};
    /* A figure with its unit ("45 Minuten") on one line: as large as a heading, and capped by the card's width
       (16 % of it: a word of 8 bold letters with wide spacing) so that a visitor's larger text does not break the
       unit, on a phone nor in three columns on a tablet ("Minute / n" at 768 px, 125 % text, wide spacing). */
    font-size: min(${theme.fontSizes.h2}, 16cqi);
    font-weight: 700;
    color: ${theme.colors.primary};
  }
  dt {
    color: ${theme.colors.muted};
  }
`;
