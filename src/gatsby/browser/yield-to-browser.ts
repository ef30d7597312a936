/**
 * Resolves in a new task, so the browser may handle input or render in between.
 *
 * Gatsby's app starts in one task: it evaluates every module, then, in the same task, runs
 * `onClientEntry` and (once that resolves, as a microtask) asks for the page's data and components.
 * Returning this from `onClientEntry` ends the start-up task after the modules, so the rest runs
 * as a task of its own instead of lengthening the first one.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
