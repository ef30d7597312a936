import { css } from '@emotion/react';
import { theme } from '../../styles/theme';
import type { KitProps } from '../../content-model/kit';

export function InfoBox({ title, children }: KitProps<'InfoBox'>) {
  return (
    <aside css={box}>
      {title && <p className="title">{title}</p>}
      {children}
    </aside>
  );
}

const box = css`
  margin: ${theme.space.l} 0;
  padding: ${theme.space.l} ${theme.inset.l};
  border-left: 5px solid ${theme.colors.primary};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.tones.sky};
  .title {
    font-weight: 700;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;
