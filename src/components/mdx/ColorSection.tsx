import { css, type SerializedStyles } from '@emotion/react';
import { theme, tones, type Tone } from '../../styles/theme';
import { LocalizedLink } from '../LocalizedLink';
import type { KitProps } from '../../content-model/kit';

export function ColorSection({ tone, title, to, linkLabel, children }: KitProps<'ColorSection'>) {
  if (!tones.includes(tone)) throw new Error(`ColorSection: tone "${tone}" is not one of ${tones.join(', ')}`);
  return (
    <section css={[toneBackground[tone], section]}>
      <h2>{title}</h2>
      {children}
      {to && linkLabel && <LocalizedLink to={to}>{linkLabel} →</LocalizedLink>}
    </section>
  );
}

// One class per tone, built once when the module loads rather than on every render.
const toneBackground: Record<Tone, SerializedStyles> = {
  sage: css`
    background: ${theme.colors.tones.sage};
  `,
  sky: css`
    background: ${theme.colors.tones.sky};
  `,
  sand: css`
    background: ${theme.colors.tones.sand};
  `,
  rose: css`
    background: ${theme.colors.tones.rose};
  `,
  lavender: css`
    background: ${theme.colors.tones.lavender};
  `,
};

const section = css`
  border-radius: ${theme.radii.l};
  padding: ${theme.space.xl} ${theme.inset.xl};
  margin: ${theme.space.l} 0;
  h2 {
    margin-top: 0;
  }
  a {
    font-weight: 700;
  }
`;
