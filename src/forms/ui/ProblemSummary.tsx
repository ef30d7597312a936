import { css } from '@emotion/react';
import { forwardRef, useCallback, useEffect, useRef, type MouseEvent } from 'react';
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
  {
    summary: Summary | null;
    id?: string;
    onFieldLink?: (fieldId: string, event: MouseEvent<HTMLAnchorElement>) => void;
    /** A summary like the first this form shows: laid out once, unseen, while the page is idle (warmUpProblemSummary). */
    warmUp?: () => Summary;
  }
>(function ProblemSummary({ summary, id, onFieldLink, warmUp }, ref) {
  const element = useRef<HTMLDivElement | null>(null);
  const sample = useRef(warmUp);
  useEffect(() => {
    const place = element.current;
    const make = sample.current;
    if (!make || !place) return;
    return whenIdle(() => warmUpProblemSummary(place, make()));
  }, []);
  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return (
    <div css={box} ref={setRef} id={id} data-form-problems="" tabIndex={-1} hidden={!summary} role={summary ? 'alert' : undefined}>
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

/** Runs `task` once the browser is idle (where it cannot say so, a moment later); returns how to cancel it. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * The first time a page shows a summary, the browser does work it never does again for the next one:
 * it sets up the font at the links' weight and size, reads its built-in styles for a list's bullets,
 * and shapes the words. In the visitor's first tap that was about half of the style and layout work
 * of showing the problems (390 px, CPU 4x, /contact). So the form does it beforehand, while the page
 * is idle: a copy of the summary with a sample in it is laid out beside the real one, hidden
 * (`visibility: hidden`, out of the flow, `aria-hidden`), and removed in the same task, before the
 * browser paints; nothing on the screen moves and nothing is read out. Built from the same markup
 * as the summary (and the same styles: the copy takes the place's class).
 */
export function warmUpProblemSummary(place: HTMLElement, sample: Summary): void {
  const parent = place.parentElement;
  if (!parent) return;
  const copy = document.createElement('div');
  copy.className = place.className;
  copy.setAttribute('aria-hidden', 'true');
  copy.style.cssText = 'position:absolute;visibility:hidden;pointer-events:none;contain:layout paint';
  const title = document.createElement('h2');
  title.textContent = sample.title;
  const list = document.createElement('ul');
  for (const item of sample.items) {
    const entry = document.createElement('li');
    const text = item.fieldId ? document.createElement('a') : entry;
    text.textContent = item.text;
    if (item.fieldId) {
      (text as HTMLAnchorElement).href = `#${item.fieldId}`;
      text.tabIndex = -1;
      entry.append(text);
    }
    list.append(entry);
  }
  copy.append(title, list);
  parent.insertBefore(copy, place);
  // Reading its size makes the browser work out its style and layout now.
  void copy.offsetHeight;
  copy.remove();
}

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
