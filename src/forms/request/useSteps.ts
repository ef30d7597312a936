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
  /** Came from the check step through "Ändern": "Weiter" leads back there. */
  const [backToCheck, setBackToCheck] = useState(false);
  const pendingFocus = useRef<string | null>(null);

  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    document.getElementById(target)?.focus();
  });

  const goTo = (index: number, focusId = stepHeadingId(index)) => {
    if (index === step) {
      // Already shown: nothing will render, so focus now.
      document.getElementById(focusId)?.focus();
      return;
    }
    pendingFocus.current = focusId;
    setStep(index);
  };

  /** Focus an element once the next render is done (and now, if it is already there). */
  const focusAfterRender = (id: string) => {
    pendingFocus.current = id;
    document.getElementById(id)?.focus();
  };

  return { step, goTo, backToCheck, setBackToCheck, focusAfterRender };
}
