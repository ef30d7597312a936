import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * What both forms do once the page's script runs: note when the form was first shown (the function
 * treats a form sent within seconds as a bot's), let the form take over (`onStart`: restore a draft,
 * read what was typed before), and say it is enhanced, so it validates itself and shows its steps.
 */
export function useFormStart(form: RefObject<HTMLFormElement | null>, onStart: (element: HTMLFormElement) => void) {
  const startedAt = useRef(0);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    startedAt.current = Date.now();
    if (form.current) onStart(form.current);
    // The one render after hydration: the server's HTML (the form without JavaScript) must hydrate as it is first.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEnhanced(true);
    // Once, as the page starts: a later `onStart` must not run again.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return { enhanced, startedAt };
}
