/**
 * Times the production build, cold (after `gatsby clean`: no .cache/ nor public/) and warm (again
 * right after, with Gatsby's caches filled). The build's own output goes to a log file and is
 * shown only when it fails, so the benchmark's output stays the table.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { performance } from 'node:perf_hooks';

export interface BuildTimes {
  coldS: number | null;
  warmS: number | null;
}

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };

/** Runs a command, its output appended to `logFile`; resolves with the seconds it took. */
async function timed(command: string, args: string[], root: string, logFile: string): Promise<number> {
  const log = createWriteStream(logFile, { flags: 'a' });
  log.write(`\n$ ${command} ${args.join(' ')}\n`);
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('close', resolve));
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => log.end(resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed with code ${code}; its output is in ${logFile}`);
  return Math.round(seconds * 10) / 10;
}

export async function measureBuilds(root: string, logFile: string, progress: (line: string) => void): Promise<BuildTimes> {
  progress('cleaning (gatsby clean)');
  await timed('npx', ['gatsby', 'clean'], root, logFile);
  progress('cold build (npm run build)');
  const coldS = await timed('npm', ['run', 'build'], root, logFile);
  progress(`cold build took ${coldS} s; warm build (npm run build)`);
  const warmS = await timed('npm', ['run', 'build'], root, logFile);
  progress(`warm build took ${warmS} s`);
  return { coldS, warmS };
}
