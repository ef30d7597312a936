/**
 * Builds each Netlify function once per server start instead of once per request.
 *
 * @netlify/dev bundles a function afresh (esbuild, through zip-it-and-ship-it) into a new temporary
 * folder for every request it answers: 0.8–1.1 s per request on this project's 2-core machine, several
 * seconds when it is busy, and `serve.mts` lets function requests take turns. A scheduled run, a booking
 * or a form sent then waited mostly for the bundler, and the e2e tests that make many function requests
 * ran out of time under load. `npm run serve` serves a finished build whose functions do not change while
 * it runs, which is how Netlify runs them too: built once per deploy. Each function then runs warm, in
 * one worker for all its requests (functions-warm.mts), as a warm Netlify instance does.
 *
 * This reaches into @netlify/functions-dev (pinned with @netlify/dev): the handler passes each request's
 * function to `invoke`, and a function invoked without a build folder uses the build it already has. If
 * that shape changes, `buildFunctionsOnce` says so at start rather than serving stale or unbuilt functions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FunctionsHandler } from '@netlify/functions-dev';

interface InvokeOptions {
  buildDirectory?: string;
  [option: string]: unknown;
}
interface DevFunction {
  name: string;
  invoke: (options: InvokeOptions) => Promise<Response>;
}
type HandlerInvoke = (this: unknown, request: Request, route: unknown, func: DevFunction, buildDirectory?: string) => Promise<Response>;

const handlerPrototype = FunctionsHandler.prototype as unknown as { invoke: HandlerInvoke };
let patched = false;

/**
 * Makes every function a FunctionsHandler of this process invokes build on its first request only, into
 * a temporary folder removed when the process exits. Calling it again changes nothing.
 */
export function buildFunctionsOnce(): void {
  if (patched) return;
  const invoke = handlerPrototype.invoke;
  if (typeof invoke !== 'function' || invoke.length !== 4)
    throw new Error(
      'functions-built-once: @netlify/functions-dev changed FunctionsHandler.invoke; update scripts/functions-built-once.mts',
    );
  patched = true;
  const buildRoot = mkdtempSync(path.join(os.tmpdir(), 'neurodivergenz-functions-'));
  process.on('exit', () => rmSync(buildRoot, { recursive: true, force: true }));
  const wrapped = new WeakSet<DevFunction>();
  handlerPrototype.invoke = function (request, route, func, buildDirectory) {
    if (!wrapped.has(func)) {
      wrapped.add(func);
      const invokeFunction = func.invoke.bind(func);
      // The first request builds into a folder that outlives it; later ones use that build (no folder given).
      let firstRequest: Promise<unknown> | undefined;
      func.invoke = async (options) => {
        if (firstRequest) {
          await firstRequest.catch(() => undefined);
          return invokeFunction({ ...options, buildDirectory: undefined });
        }
        const answer = invokeFunction({ ...options, buildDirectory: path.join(buildRoot, func.name) });
        firstRequest = answer;
        return answer;
      };
    }
    return invoke.call(this, request, route, func, buildDirectory);
  };
}
