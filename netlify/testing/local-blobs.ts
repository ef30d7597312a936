/**
 * For jest, which cannot load the Blobs server (an ES module dependency): starts ./blobs-server.mts
 * in a child process on a scratch folder and points this process's Blobs client at it through
 * NETLIFY_BLOBS_CONTEXT, as Netlify does for a function.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

export async function startLocalBlobs(): Promise<{ stop: () => Promise<void> }> {
  const directory = await mkdtemp(path.join(tmpdir(), 'blobs-test-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'blobs-server.mts'), directory], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.done) throw new Error('the Blobs server did not start');
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(first.value).toString('base64');
  return {
    stop: async () => {
      delete process.env.NETLIFY_BLOBS_CONTEXT;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
