import { css } from '@emotion/react';
import { forwardRef, type MouseEvent } from 'react';
import type { ProblemSummary as Summary } from './problem-summary';
import { theme } from '../../styles/theme';

/**
 * The problems that keep a form from being sent, at the top of the form: a title and a list whose
 * items link to their fields. Always rendered (empty and hidden when there is nothing to say), so the
 * page the build writes has the place the send-contact-email function fills for a form sent without
 * JavaScript (netlify/submissions/form-page.ts writes the same markup).
 */
export const ProblemSummary = forwardRef<
  HTMLDivElement,
  { summary: Summary | null; id?: string; onFieldLink?: (fieldId: string, event: MouseEvent<HTMLAnchorElement>) => void }
>(function ProblemSummary({ summary, id, onFieldLink }, ref) {
  return (
    <div css={box} ref={ref} id={id} data-form-problems="" tabIndex={-1} hidden={!summary} role={summary ? 'alert' : undefined}>
      {summary && (
        <>
          <h2>{summary.title}</h2>
          <ul>
            {summary.items.map((item) => (
              <li key={item.text}>
                {item.fieldId ? (
                  <a href={`#${item.fieldId}`} onClick={(event) => onFieldLink?.(item.fieldId as string, event)}>
                    {item.text}
                  </a>
                ) : (
                  item.text
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
});

/** Moves focus to a field a summary links to (the link alone would only scroll there). */
export function focusField(fieldId: string, event?: MouseEvent<HTMLAnchorElement>) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event?.preventDefault();
  field.focus();
}

const box = css`
  margin: 0 0 ${theme.space.l};
  padding: ${theme.space.m} ${theme.space.l};
  border-radius: ${theme.radii.m};
  border-left: 6px solid ${theme.colors.danger};
  background: ${theme.colors.dangerSurface};
  h2 {
    margin: 0;
    font-size: 1.125rem;
    color: ${theme.colors.danger};
  }
  ul {
    margin: ${theme.space.s} 0 0;
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: ${theme.space.xs};
  }
  a {
    color: ${theme.colors.ink};
    font-weight: 600;
  }
  &:focus {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &[hidden] {
    display: none;
  }
`;
