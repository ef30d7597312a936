import { css, type SerializedStyles } from '@emotion/react';
import type { ComponentPropsWithoutRef } from 'react';
import { theme } from '../styles/theme';

type ContainerProps = ComponentPropsWithoutRef<'div'> & {
  /** The caller's own styles, combined with the column's into one class (a `css` prop would add a second, unused one). */
  styles?: SerializedStyles;
};

/** The centred page column. */
export function Container({ styles, ...props }: ContainerProps) {
  return <div css={[container, styles]} {...props} />;
}

// Only the sides: callers set their own vertical padding, which a `padding` shorthand in the
// desktop rule would override.
const container = css`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding-left: ${theme.inset.m};
  padding-right: ${theme.inset.m};
  ${theme.breakpoints.desktop} {
    padding-left: ${theme.space.l};
    padding-right: ${theme.space.l};
  }
`;
