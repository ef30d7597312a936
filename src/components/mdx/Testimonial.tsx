import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export function Testimonial({ title, author, children }: { title: string; author: string; children?: ReactNode }) {
  return (
    <Figure>
      <h3>{title}</h3>
      <blockquote>{children}</blockquote>
      <figcaption>{author}</figcaption>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: ${({ theme }) => theme.space.l} 0;
  padding: ${({ theme }) => theme.space.l};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.l};
  box-shadow: ${({ theme }) => theme.shadows.card};
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.m};
    font-style: italic;
  }
  figcaption {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  figcaption::before {
    content: '— ';
  }
`;
