/**
 * Keeps each Netlify function warm in `npm run serve`: its bundle is imported once, in a worker of its
 * own, and every request runs there, as a warm instance on Netlify runs one request after another.
 *
 * @netlify/functions-dev starts a new worker thread for every request and imports the function's bundle
 * afresh (Sendgrid's client, ical.js, the Netlify bootstrap and its telemetry): about 0.5 s per request
 * on this project's 2-core machine, before the function does anything. The browser tests make thousands
 * of such requests, one at a time (serve.mts), and spent a large part of their run waiting for it.
 *
 * This reaches into @netlify/functions-dev (pinned with @netlify/dev) as functions-built-once.mts does:
 * its runtime makes `new Worker(<its worker.js>, { workerData })` per request and waits for the worker's
 * one message. Node lets a module's own `worker_threads.Worker` be replaced for ESM importers
 * (`syncBuiltinESMExports`); the replacement answers that one message from the function's warm worker
 * (scripts/functions-warm-worker.mjs), and any other worker starts as before. If the shape changes (no
 * such worker file, other worker data), `keepFunctionsWarm` says so at start.
 */
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import workerThreads from 'node:worker_threads';

// Found where Node finds it from here (its "exports" allow `import` only, so require.resolve cannot name it).
const functionsDev = (createRequire(import.meta.url).resolve.paths('@netlify/functions-dev') ?? [])
  .map((folder) => path.join(folder, '@netlify', 'functions-dev', 'dist', 'main.js'))
  .find((file) => existsSync(file));
if (!functionsDev) throw new Error('functions-warm: @netlify/functions-dev is not installed');
/** The per-request worker of @netlify/functions-dev, as its runtime names it. */
const perRequestWorker = pathToFileURL(path.join(path.dirname(functionsDev), 'worker.js')).href;
/** What the per-request worker runs a request with, from where it finds them. */
const itsLibraries = {
  lambdaLocal: pathToFileURL(createRequire(functionsDev).resolve('lambda-local')).href,
  sourceMapSupport: pathToFileURL(createRequire(functionsDev).resolve('source-map-support')).href,
};
const warmWorkerFile = fileURLToPath(new URL('./functions-warm-worker.mjs', import.meta.url));

interface PerRequestData {
  entryFilePath: string;
  clientContext: string;
  environment?: Record<string, string>;
  event: unknown;
  timeoutMs: number;
}
type Answer = { id: number; result?: unknown; error?: { message: string; stack?: string } };

/** One function's warm worker: started on its first request, started again if it ever stops. */
class WarmFunction {
  private worker: workerThreads.Worker | undefined;
  private next = 0;
  private readonly waiting = new Map<number, (answer: Answer) => void>();

  constructor(private readonly entryFilePath: string) {}

  run(request: PerRequestData): Promise<Answer> {
    const worker = this.started();
    const id = ++this.next;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      worker.postMessage({ id, request });
    });
  }

  private started(): workerThreads.Worker {
    if (this.worker) return this.worker;
    const worker = new OriginalWorker(warmWorkerFile, { workerData: { entryFilePath: this.entryFilePath, ...itsLibraries } });
    worker.unref();
    worker.on('message', (message: Answer) => {
      this.waiting.get(message.id)?.(message);
      this.waiting.delete(message.id);
    });
    const stopped = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, answer] of this.waiting) answer({ id, error: { message: error.message, stack: error.stack } });
      this.waiting.clear();
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`the function's worker stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}

/** Stands in for one per-request worker: its one message comes from the function's warm worker. */
class AnsweredByWarmFunction extends EventEmitter {
  constructor(warm: WarmFunction, request: PerRequestData) {
    super();
    void warm.run(request).then((answer) => {
      if (answer.error) this.emit('error', Object.assign(new Error(answer.error.message), { stack: answer.error.stack }));
      else this.emit('message', answer.result);
    });
  }
}

const OriginalWorker = workerThreads.Worker;
let kept = false;

/** Makes every function this process serves run warm. Calling it again changes nothing. */
export function keepFunctionsWarm(): void {
  if (kept) return;
  if (!existsSync(fileURLToPath(perRequestWorker)))
    throw new Error('functions-warm: @netlify/functions-dev has no dist/worker.js any more; update scripts/functions-warm.mts');
  kept = true;
  const warm = new Map<string, WarmFunction>();
  function Worker(this: unknown, file: string | URL, options?: workerThreads.WorkerOptions) {
    const data = options?.workerData as PerRequestData | undefined;
    if (String(file) !== perRequestWorker) return new OriginalWorker(file, options);
    if (typeof data?.entryFilePath !== 'string' || typeof data.clientContext !== 'string')
      throw new Error('functions-warm: @netlify/functions-dev changed what its worker is given; update scripts/functions-warm.mts');
    if (!warm.has(data.entryFilePath)) warm.set(data.entryFilePath, new WarmFunction(data.entryFilePath));
    return new AnsweredByWarmFunction(warm.get(data.entryFilePath)!, data);
  }
  (workerThreads as { Worker: unknown }).Worker = Worker;
  syncBuiltinESMExports();
}
