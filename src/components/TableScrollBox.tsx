import { css } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * A box a wide table scrolls inside, so the table never makes the whole page scroll sideways
 * (WCAG 1.4.10). Keyboard users reach the scroll through focus, screen-reader users hear the
 * label when they enter it (the usual pattern for scrollable regions, axe: scrollable-region-focusable).
 */
export function TableScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // jsx-a11y counts a region as not interactive, but a scrollable one must take the focus (see above).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div css={box} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

const box = css`
  max-width: 100%;
  overflow-x: auto;
`;
