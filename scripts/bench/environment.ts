/** What the figures were measured on, recorded with them because they depend on it. */
import { execFileSync } from 'node:child_process';
import os from 'node:os';

export interface Environment {
  node: string;
  chromium: string;
  lighthouse: string;
  cores: number;
  cpu: string;
  memoryGb: number;
  platform: string;
  /** 1, 5 and 15 minute load averages when the measuring began: other work on the machine skews TBT and LCP. */
  loadAverage: number[];
}

function chromiumVersion(chromePath: string): string {
  try {
    // Debian's wrapper script prints a harmless shell warning on stderr; only stdout is the version.
    return execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `unknown (${chromePath} --version failed)`;
  }
}

export const loadAverage = () => os.loadavg().map((load) => Math.round(load * 100) / 100);

export function describeEnvironment(chromePath: string, lighthouseVersion: string, loadAtStart: number[]): Environment {
  return {
    node: process.version,
    chromium: chromiumVersion(chromePath),
    lighthouse: lighthouseVersion,
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: loadAtStart,
  };
}
