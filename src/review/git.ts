import { execFileSync } from 'node:child_process';

/** Git in the checkout at `rootDir`: its output, or an error that carries what git said. */
export function git(rootDir: string, args: readonly string[]): string {
  return execFileSync('git', args, { cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Whether the checkout is a shallow clone: its history stops somewhere, so a missing merge base proves nothing. */
export function isShallow(rootDir: string): boolean {
  return git(rootDir, ['rev-parse', '--is-shallow-repository']).trim() === 'true';
}

/** What a failed git command said, in one line: the last line of its error output (git's `fatal: …`), or the error's message. */
export function gitMessage(error: unknown): string {
  const stderr = (error as { stderr?: unknown } | undefined)?.stderr;
  const lines = (typeof stderr === 'string' ? stderr : String(stderr ?? '')).split('\n').filter((line) => line.trim());
  return (lines.at(-1) ?? (error instanceof Error ? error.message.split('\n')[0] : String(error)) ?? '').trim();
}

/** Whether git itself is missing (the error of starting a command that is not there). */
export function isGitMissing(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === 'ENOENT';
}
