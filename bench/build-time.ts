/**
 * Times the production build, cold (after `gatsby clean`: no .cache/ nor public/) and warm (again
 * right after, with Gatsby's caches filled). The build's output goes to a log file, named when a
 * build fails, so the benchmark's output stays the table.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

export interface BuildTimes {
  coldS: number | null;
  warmS: number | null;
}

/** Seconds `command` took, to a tenth. */
function timed(command: string, args: string[], root: string, logFile: string): number {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    maxBuffer: 2 ** 28,
  });
  appendFileSync(logFile, `\n$ ${command} ${args.join(' ')}\n${result.stdout}${result.stderr}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (code ${result.status}); its output is in ${logFile}`);
  return Math.round((performance.now() - started) / 100) / 10;
}

export function measureBuilds(root: string, logFile: string, progress: (line: string) => void): BuildTimes {
  progress('gatsby clean, then a cold build (npm run build)');
  timed('npx', ['gatsby', 'clean'], root, logFile);
  const coldS = timed('npm', ['run', 'build'], root, logFile);
  progress(`cold build took ${coldS} s; warm build (npm run build)`);
  const warmS = timed('npm', ['run', 'build'], root, logFile);
  progress(`warm build took ${warmS} s`);
  return { coldS, warmS };
}
