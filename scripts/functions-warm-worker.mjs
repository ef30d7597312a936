// One Netlify function's warm instance for `npm run serve` (scripts/functions-warm.mts): the
// function's bundle is imported once and each request runs in it, as on a warm Netlify instance.
// The request is run as @netlify/functions-dev's own per-request worker runs it
// (node_modules/@netlify/functions-dev/dist/worker.js): lambda-local with the same options. JavaScript,
// not TypeScript: a worker's file is loaded by Node itself.
import process from 'node:process';
import { parentPort, workerData } from 'node:worker_threads';

// Resolved where @netlify/functions-dev finds them (functions-warm.mts): the same copies it uses.
const commonJs = (library) => library.default ?? library;
const lambdaLocal = commonJs(await import(workerData.lambdaLocal));
const sourceMapSupport = commonJs(await import(workerData.sourceMapSupport));

sourceMapSupport.install();
lambdaLocal.getLogger().level = 'alert';

const lambdaFunc = await import(workerData.entryFilePath);

/** The answer's body as bytes: a stream is read to its end here, the answer is not streamed. */
async function wholeBody(body) {
  if (!body || typeof body.pipe !== 'function') return body;
  const chunks = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

parentPort.on('message', async ({ id, request }) => {
  try {
    for (const key in request.environment ?? {}) process.env[key] = request.environment[key];
    const result = await lambdaLocal.execute({
      clientContext: request.clientContext,
      event: request.event,
      lambdaFunc,
      region: 'dev',
      timeoutMs: request.timeoutMs,
      verboseLevel: 3,
    });
    // Statuses that carry no body (204, 304 …) get none, as the per-request worker does.
    const body = [101, 204, 205, 304].includes(result?.statusCode) ? undefined : await wholeBody(result?.body);
    parentPort.postMessage({ id, result: result && { ...result, body } });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) },
    });
  }
});
