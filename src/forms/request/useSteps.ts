import { useLayoutEffect, useRef, useState } from 'react';
import { requestSteps } from './questions';

export const checkStep = requestSteps.length - 1;

/** The id of a step's heading, where focus goes when the step is shown. */
export const stepHeadingId = (index: number) => `request-step-${requestSteps[index]?.id ?? ''}`;

/**
 * Which step of the request is shown, and where focus goes when one is: its heading, a field, or
 * the problem summary. Focus moves after the step has rendered, so a screen reader reads what is
 * actually there.
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
  const goTo = (index: number, focusId = stepHeadingId(index), toTop = false) => {
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
  if (toTop) element.scrollIntoView({ block: 'start' });
}
