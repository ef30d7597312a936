/**
 * The counter of one function call: each function's handler opens one (or is handed one by its test),
 * counts what the call did, and leaves the writes to the platform (`waitUntil`), so the answer never
 * waits for them. Where there is no `waitUntil` (unit tests, a script), the handler waits for the
 * writes before it answers, so what was counted can be read at once.
 */
import type { Logger } from '../shared/logger';
import type { Env } from '../shared/mail-settings';
import { type Counter, type CountStore, countStoreOf, openCountStore, openCounter } from './count-store';

export interface CountingDeps {
  env?: Env;
  deployContext?: string | undefined;
  now?: () => number;
  log?: Logger;
  /** The count store (tests pass one); defaults to the deploy context's. */
  countStore?: CountStore;
  /** The platform's `context.waitUntil`. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

export function counterFor(deps: CountingDeps): Counter {
  const log = deps.log ?? console;
  let store = deps.countStore;
  if (!store) {
    try {
      store = openCountStore(countStoreOf(deps.env ?? process.env, deps.deployContext));
    } catch (error) {
      // Each count then logs that it was lost: the visitor's request goes on as if nothing happened.
      log.error(`counting: the count store cannot be opened: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return openCounter({ store, now: deps.now ?? Date.now, log, waitUntil: deps.waitUntil });
}

/** Runs a handler's work with its counter; without `waitUntil` the counts are written before it answers. */
export async function withCounter<Result>(deps: CountingDeps, work: (counter: Counter) => Promise<Result>): Promise<Result> {
  const counter = counterFor(deps);
  try {
    return await work(counter);
  } finally {
    if (!deps.waitUntil) await counter.settled();
  }
}
