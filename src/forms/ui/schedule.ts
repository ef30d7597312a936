/**
 * When the forms do work a visitor does not see: not in the task of their tap, which the browser must
 * finish (handlers, style, layout, paint) before the tap's answer shows on the screen.
 */

/** Runs `task` once the browser is idle (where it cannot say so, a moment later); returns how to cancel it. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/** What shows that the visitor is about to use the page: it scrolls, a pointer goes down, focus moves. */
const intents = ['scroll', 'pointerdown', 'focusin'] as const;

/**
 * Runs `task` in an idle moment after the first sign that the visitor is about to use the page: the
 * page is scrolled (already, or from now on), a pointer goes down or focus moves; returns how to cancel it.
 * For work that only makes a later tap faster (a warm-up): done in the idle time of the load, every
 * visitor's load paid for it, the reader's too (issue 68: Lighthouse, CPU 4x, /contact blocked 109 ms
 * against its zero-JavaScript twin's 11, main-thread work 1.84 times the twin's). A tap comes after
 * one of these signs (a form below the screen is scrolled to, a field is focused), so the work is
 * still done before it; each piece still goes in an idle moment of its own, never in the task of an input.
 */
export function whenAboutToBeUsed(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const stopListening = () => intents.forEach((type) => window.removeEventListener(type, start, true));
  function start() {
    if (cancelIdle) return;
    stopListening();
    cancelIdle = whenIdle(task);
  }
  if (window.scrollY > 0) start();
  else intents.forEach((type) => window.addEventListener(type, start, { capture: true, passive: true }));
  return () => {
    stopListening();
    cancelIdle?.();
  };
}

/**
 * Runs `task` right after the next frame is painted: a task queued from an animation frame callback
 * runs once that frame is done. Tasks keep their order. A hidden page paints no frames: there it runs at once.
 */
export function afterNextPaint(task: () => void): void {
  if (document.hidden || typeof window.requestAnimationFrame !== 'function') return task();
  window.requestAnimationFrame(() => window.setTimeout(task, 0));
}
