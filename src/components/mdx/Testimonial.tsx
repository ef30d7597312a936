import { css } from '@emotion/react';
import { theme } from '../../styles/theme';
import type { KitProps } from '../../content-model/kit';

export function Testimonial({ title, author, children }: KitProps<'Testimonial'>) {
  return (
    <figure css={figure}>
      <h3>{title}</h3>
      <blockquote>{children}</blockquote>
      <figcaption>{author}</figcaption>
    </figure>
  );
}

const figure = css`
  margin: ${theme.space.l} 0;
  padding: ${theme.space.l};
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.l};
  box-shadow: ${theme.shadows.card};
  blockquote {
    margin: 0 0 ${theme.space.m};
    font-style: italic;
  }
  figcaption {
    color: ${theme.colors.muted};
    font-weight: 600;
  }
  figcaption::before {
    content: '— ';
  }
`;
