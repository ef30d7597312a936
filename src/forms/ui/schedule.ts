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

/**
 * Runs `task` right after the next frame is painted: a task queued from an animation frame callback
 * runs once that frame is done. Tasks keep their order. A hidden page paints no frames: there it runs at once.
 */
export function afterNextPaint(task: () => void): void {
  if (document.hidden || typeof window.requestAnimationFrame !== 'function') return task();
  window.requestAnimationFrame(() => window.setTimeout(task, 0));
}
