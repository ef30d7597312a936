import { css } from '@emotion/react';
import type { ComponentPropsWithoutRef } from 'react';
import { theme } from '../styles/theme';

/** The centred page column. Callers add their own styles through `css`, which arrives as className. */
export function Container(props: ComponentPropsWithoutRef<'div'>) {
  return <div css={container} {...props} />;
}

const container = css`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.m};
  ${theme.breakpoints.desktop} {
    padding: 0 ${theme.space.l};
  }
`;
