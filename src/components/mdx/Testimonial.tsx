import { css } from '@emotion/react';
import { theme } from '../../styles/theme';
import type { KitProps } from '../../content-model/kit';

/** A customer's words. One marked as a placeholder is an invented example and never shown: made-up stories would cost the trust they are meant to build. */
export function Testimonial({ title, author, placeholder, children }: KitProps<'Testimonial'>) {
  if (placeholder) return null;
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
  padding: ${theme.space.l} ${theme.inset.l};
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
