import { useEffect } from 'react';
import { motionOff } from '../../display/settings';

/**
 * Rendered inside each page, so it runs when the page is shown (after the previous page has faded
 * out): scrolls to the top, or smoothly to the element named by the URL hash when there is one.
 * Gatsby's own scroll handling is switched off in gatsby-browser so the two don't fight.
 */
export function ScrollOnOpen({ hash }: { hash: string }) {
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    const target = id ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView({ behavior: motionOff() ? 'auto' : 'smooth', block: 'start' });
    } else {
      window.scrollTo(0, 0);
    }
  }, [hash]);
  return null;
}
