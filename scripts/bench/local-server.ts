/**
 * Runs a server script in a child process on a free loopback port: the project's own server
 * (scripts/serve.mts: public/ plus the Netlify functions through @netlify/dev) or the bare contact
 * handler. A child process rather than an import: serve.mts is ESM with top-level-await
 * dependencies, and a separate process keeps the server's work off the event loop that runs
 * Lighthouse and autocannon.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

export interface LocalServer {
  origin: string;
  /** The server's recent output, for error messages. */
  recentOutput: () => string;
  stop: () => Promise<void>;
}

const host = '127.0.0.1';

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, host, resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts `script` (relative to `root`, TypeScript through tsx) with PORT and HOST set and resolves
 * once it answers HTTP; `env` is added to this process's environment.
 */
export async function startLocalServer(root: string, script: string, env: Record<string, string>, timeoutMs = 120_000): Promise<LocalServer> {
  const port = await freePort();
  const origin = `http://${host}:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), HOST: host };
  // The benchmark must never mail anyone: without a key the contact function writes to the outbox.
  delete childEnv.SENDGRID_API_KEY;
  delete childEnv.SENDGRID_BASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });

  // Only the tail is kept: under load the function logs a line per message.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const server: LocalServer = { origin, recentOutput: () => output, stop: () => stopChild(child) };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with code ${child.exitCode}:\n${output}`);
    try {
      await fetch(`${origin}/`, { signal: AbortSignal.timeout(5000) });
      return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await server.stop();
  throw new Error(`the server did not answer on ${origin} within ${timeoutMs / 1000} s:\n${output}`);
}
