import { whenAboutToBeUsed, whenIdle } from '../ui/schedule';

/**
 * A step not shown keeps its layout (request-styles.ts: `content-visibility: hidden` instead of
 * `display: none`), and each hidden step is laid out once ahead, before the visitor goes there: once
 * the visitor is about to use the page (not during the load, which every visitor pays for, see
 * `whenAboutToBeUsed`), one step per idle moment, so that no piece of it is a long task. "Weiter" then shows a step the browser has already laid out instead of
 * building its layout in the tap's own frame. Measured 2026-11-28 on /erstgespraech (390 px, CPU
 * slowed 8x, 5 runs): showing step 2 took 26-33 ms of style and layout with `display: none`, 7-9 ms
 * laid out ahead as here. (Shown fully for a moment it was 2-5 ms, but then the page below would
 * move for that layout, and the browser's scroll anchoring with it.)
 */

/** The attribute that lays a hidden step out for one layout: no height, nothing painted (request-styles.ts). */
export const layingOutAttribute = 'data-laying-out';

/** Lays out each hidden step of `form` once, one per idle moment, from the first sign the visitor is about to use the page; returns how to stop. */
export function layOutHiddenStepsAhead(form: HTMLFormElement): () => void {
  // Where the browser cannot keep a hidden step's layout, a step is hidden with display: none, and nothing can be prepared.
  if (typeof CSS === 'undefined' || !CSS.supports('content-visibility', 'hidden')) return () => {};
  const done = new WeakSet<Element>();
  let cancel = () => {};
  const next = () => {
    const step = [...form.querySelectorAll('section[hidden]')].find((section) => !done.has(section));
    if (!(step instanceof HTMLElement)) return;
    done.add(step);
    step.setAttribute(layingOutAttribute, '');
    // Reading a size makes the browser lay the step out now, in this idle moment; it keeps that layout once hidden again.
    void step.offsetHeight;
    step.removeAttribute(layingOutAttribute);
    cancel = whenIdle(next);
  };
  cancel = whenAboutToBeUsed(next);
  return () => cancel();
}
