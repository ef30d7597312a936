import styled from '@emotion/styled';
import type { ReactNode } from 'react';

/** A numbered process; the numbers come from the list itself, so authors never renumber. */
export const Steps = styled.ol`
  list-style: none;
  counter-reset: step;
  padding: 0;
  margin: ${({ theme }) => theme.space.l} 0 ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.l};
`;

export function Step({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Item>
      <h3>{title}</h3>
      <div>{children}</div>
    </Item>
  );
}

const Item = styled.li`
  counter-increment: step;
  position: relative;
  padding-left: 3.5rem;
  &::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: -0.1rem;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: 50%;
    display: grid;
    place-items: center;
    font-weight: 700;
    background: ${({ theme }) => theme.colors.highlight};
    color: ${({ theme }) => theme.colors.ink};
  }
  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;
