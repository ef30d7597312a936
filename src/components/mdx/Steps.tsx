import { css } from '@emotion/react';
import type { ComponentPropsWithoutRef } from 'react';
import { theme } from '../../styles/theme';
import type { KitProps } from '../../content-model/kit';

/** A numbered process; the numbers come from the list itself, so authors never renumber. */
export function Steps(props: ComponentPropsWithoutRef<'ol'>) {
  return <ol css={steps} {...props} />;
}

export function Step({ title, children }: KitProps<'Step'>) {
  return (
    <li css={stepItem}>
      <h3>{title}</h3>
      <div>{children}</div>
    </li>
  );
}

const steps = css`
  list-style: none;
  counter-reset: step;
  padding: 0;
  margin: ${theme.space.l} 0 ${theme.space.xl};
  display: grid;
  /* One column no wider than the page: an implicit column would grow to the longest word in a
     step's heading and push the page sideways on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.l};
`;

const stepItem = css`
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
    background: ${theme.colors.highlight};
    color: ${theme.colors.ink};
  }
  h3 {
    margin-bottom: ${theme.space.xs};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;
