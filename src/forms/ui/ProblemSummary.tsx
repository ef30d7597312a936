import { css } from '@emotion/react';
import { forwardRef, useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import type { ProblemSummary as Summary } from './problem-summary';
import { theme } from '../../styles/theme';
import { whenAboutToBeUsed } from './schedule';

/**
 * The problems that keep a form from being sent, at the top of the form: a title and a list whose
 * items link to their fields. Always rendered (empty and hidden when there is nothing to say), so the
 * page the build writes has the place the send-contact-email function fills for a form sent without
 * JavaScript (netlify/submissions/form-page.ts writes the same markup).
 */
export const ProblemSummary = forwardRef<
  HTMLDivElement,
  {
    summary: Summary | null;
    id?: string;
    onFieldLink?: (fieldId: string, event: MouseEvent<HTMLAnchorElement>) => void;
    /** A summary like the first this form shows, laid out once beforehand, unseen (see `useWarmUp`). */
    warmUp?: () => Summary;
  }
>(function ProblemSummary({ summary, id, onFieldLink, warmUp }, ref) {
  const { sample, unseen } = useWarmUp(warmUp);
  return (
    <>
      <div css={box} ref={ref} id={id} data-form-problems="" tabIndex={-1} hidden={!summary} role={summary ? 'alert' : undefined}>
        {summary && <Problems summary={summary} onFieldLink={onFieldLink} />}
      </div>
      {sample && (
        <div css={box} ref={unseen} aria-hidden="true" style={unseenStyle}>
          <Problems summary={sample} unseen />
        </div>
      )}
    </>
  );
});

/** The summary's title and its list; in the unseen sample its links take no focus. */
function Problems({
  summary,
  onFieldLink,
  unseen = false,
}: {
  summary: Summary;
  onFieldLink?: (fieldId: string, event: MouseEvent<HTMLAnchorElement>) => void;
  unseen?: boolean;
}) {
  return (
    <>
      <h2>{summary.title}</h2>
      <ul>
        {summary.items.map((item) => (
          <li key={item.text}>
            {item.fieldId ? (
              <a
                href={`#${item.fieldId}`}
                tabIndex={unseen ? -1 : undefined}
                onClick={(event) => onFieldLink?.(item.fieldId as string, event)}
              >
                {item.text}
              </a>
            ) : (
              item.text
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The first time a page shows a summary, the browser does work it never does again for the next one:
 * it sets up the font at the title's size and the links' weight, and shapes the words (measured in the
 * visitor's first tap, 390 px, CPU 4x, /contact: the page's layout took 15-17 ms, 8 of them in the
 * font cache, and 4-5 ms once that was done). So a form gives a sample of its likely first summary,
 * and once the visitor is about to use the page (it scrolls, a pointer goes down, focus moves: not
 * during the load, which every visitor pays for, see `whenAboutToBeUsed`), in an idle moment, the
 * sample is rendered once beside the real summary, hidden (out of the flow, `visibility: hidden`,
 * `aria-hidden`), laid out, and removed before the browser paints: nothing on the screen moves and
 * nothing is read out.
 */
function useWarmUp(warmUp: (() => Summary) | undefined) {
  const [sample, setSample] = useState<Summary | null>(null);
  const unseen = useRef<HTMLDivElement>(null);
  const make = useRef(warmUp);
  useEffect(() => {
    const sampleOf = make.current;
    if (sampleOf) return whenAboutToBeUsed(() => setSample(sampleOf()));
  }, []);
  useLayoutEffect(() => {
    if (!sample) return;
    // Reading its size makes the browser work out its style and layout now; then it goes.
    void unseen.current?.offsetHeight;
    // A second render on purpose: the sample must be gone in the task it was laid out in, before the paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSample(null);
  }, [sample]);
  return { sample, unseen };
}

const unseenStyle = { position: 'absolute', visibility: 'hidden', pointerEvents: 'none', contain: 'layout paint' } as const;

/** Moves focus to a field a summary links to (the link alone would only scroll there). */
export function focusField(fieldId: string, event?: MouseEvent<HTMLAnchorElement>) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event?.preventDefault();
  field.focus();
}

const box = css`
  margin: 0 0 ${theme.space.l};
  padding: ${theme.space.m} ${theme.inset.l};
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
