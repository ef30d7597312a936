/**
 * Runs synchronous work and stops it at a deadline, even where it never returns to this code: ical.js
 * loops without end inside its own `next()` on some repeat rules (a daily rule on 30 February, an hourly
 * rule no hour can meet, a time zone repeating every minute), and a loop counter around it is never
 * reached. Node's `vm` timeout interrupts whatever JavaScript runs in the isolate, library code included,
 * and throws here instead; no second file or thread is needed, so Netlify's bundler sees one function.
 * Work interrupted this way must leave nothing half-written that outlives it: the callers here build
 * their results in variables of their own, which keep what was done before the interruption.
 *
 * A call costs 0.2–0.3 ms whatever the work on a quiet machine, 1–2 ms on a busy one (Node starts and
 * joins a watchdog thread for each timeout; a new context each time was 1 ms more): the context and the
 * script are made once and reused, and a caller with many small pieces of work runs several in one call.
 */
import vm from 'node:vm';

export class DeadlineExceeded extends Error {
  constructor(readonly budgetMs: number) {
    super(`did not finish within ${budgetMs} ms`);
    this.name = 'DeadlineExceeded';
  }
}

const callWork = new vm.Script('work()', { filename: 'run-within' });
let context: { work?: (() => unknown) | undefined } | undefined;

/** `work()`'s result, or DeadlineExceeded once it has run `budgetMs` (at least 1 ms; vm wants a whole number). */
export function runWithin<T>(budgetMs: number, work: () => T): T {
  const timeout = Math.max(1, Math.floor(budgetMs));
  const box = (context ??= vm.createContext({}));
  box.work = work;
  try {
    return callWork.runInContext(box, { timeout, breakOnSigint: false }) as T;
  } catch (error) {
    if (isScriptTimeout(error)) throw new DeadlineExceeded(timeout);
    throw error;
  } finally {
    // The context outlives the call: it must not keep the work (and the calendar it holds) alive.
    box.work = undefined;
  }
}

// Read by shape, not instanceof: the error comes from the vm's realm.
function isScriptTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT';
}
