import { useLayoutEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../ui/schedule';
import { requestSteps } from './questions';

export const checkStep = requestSteps.length - 1;

/** The id of a step's heading, where focus goes when the step is shown. */
export const stepHeadingId = (index: number) => `request-step-${requestSteps[index]?.id ?? ''}`;

/** The key of the step in the browser's history entries (history.state). */
const historyKey = 'requestStep';

/** The step a history entry was made for, if it was made by this form. */
export function stepOfHistory(state: unknown): number | undefined {
  const step = state && typeof state === 'object' ? (state as Record<string, unknown>)[historyKey] : undefined;
  return typeof step === 'number' && Number.isInteger(step) && step >= 0 && step <= checkStep ? step : undefined;
}

/**
 * How a step shown is kept in the browser's history: `push` for a step the visitor goes to (Back,
 * or Android's back gesture, then goes one step back, and Forward comes again), `replace` for the
 * step a page opens at, `none` for a step shown because of Back or Forward.
 */
export type StepHistory = 'push' | 'replace' | 'none';

/**
 * Made once the step is on the screen: a new history entry is slow to make (pushState took 7-36 ms
 * with the CPU slowed 4x), and in the tap's own task it delayed the step the visitor waits for.
 */
export function keepInHistory(index: number, how: StepHistory): void {
  if (how === 'none') return;
  afterNextPaint(() => {
    const state: unknown = window.history.state;
    const entry = { ...(state && typeof state === 'object' ? state : {}), [historyKey]: index };
    if (how === 'push') window.history.pushState(entry, '');
    else window.history.replaceState(entry, '');
  });
}

/**
 * Which step of the request is shown, and where focus goes when one is: its heading, a field, or
 * the problem summary. Focus moves after the step has rendered, so a screen reader reads what is
 * actually there. Each step the visitor goes to is an entry in the browser's history.
 */
export function useSteps() {
  const [step, setStep] = useState(0);
  // The step as last set, for callers that keep a goTo of an earlier render (the free times' arrival).
  const latestStep = useRef(0);
  /** Came from the check step through "Ändern": "Weiter" leads back there. */
  const [backToCheck, setBackToCheck] = useState(false);
  const pendingFocus = useRef<{ id: string; toTop: boolean } | null>(null);

  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    focusOn(target.id, target.toTop);
  });

  /**
   * `toTop`: also bring it to the top of the screen, for a step shown again after a reload (the page
   * was scrolled for a longer step, and would otherwise stand at the footer).
   */
  const goTo = (index: number, focusId = stepHeadingId(index), toTop = false, history: StepHistory = 'push') => {
    keepInHistory(index, index === latestStep.current && history === 'push' ? 'replace' : history);
    if (index === latestStep.current) {
      // Already shown: nothing will render, so focus now.
      focusOn(focusId, toTop);
      return;
    }
    pendingFocus.current = { id: focusId, toTop };
    latestStep.current = index;
    setStep(index);
  };

  /** Focus an element once the next render is done (and now, if it is already there). */
  const focusAfterRender = (id: string) => {
    pendingFocus.current = { id, toTop: false };
    document.getElementById(id)?.focus();
  };

  return { step, goTo, backToCheck, setBackToCheck, focusAfterRender };
}

function focusOn(id: string, toTop: boolean) {
  const element = document.getElementById(id);
  if (!element) return;
  element.focus({ preventScroll: toTop });
  // From the step's top, "Schritt 2 von 5" above its heading included (the page's scroll-padding keeps it below the fixed header).
  if (toTop) (element.closest('section') ?? element).scrollIntoView({ block: 'start' });
}
