/**
 * The contact function's latency: its own code (bench/contact-handler-server.ts, a child
 * process so it does not share an event loop with autocannon) under autocannon's POSTs. Valid
 * messages go through validation into a temporary outbox; invalid ones stop at validation (422).
 * Not through `npm run serve`: @netlify/dev rebuilds the function on every request, so its figures
 * would show the emulator, not the function.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const contactPath = '/.netlify/functions/send-contact-email';
const message = { email: 'bench@example.ch', subject: 'Benchmark', message: 'A message written by npm run bench.', type: 'contact' };
// An empty name fails the first validation rule.
export const contactCases = [
  { label: 'valid message', body: { name: 'Bench Mark', ...message }, status: 200 },
  { label: 'invalid message (empty name)', body: { name: '', ...message }, status: 422 },
];

export interface ContactFigures {
  label: string;
  status: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers with another status, connection errors and timeouts. */
  unexpected: number;
}

export async function measureContactFunction(seconds = 10, connections = 4): Promise<ContactFigures[]> {
  const outbox = mkdtempSync(path.join(os.tmpdir(), 'bench-outbox-'));
  const env: NodeJS.ProcessEnv = { ...process.env, CONTACT_OUTBOX_DIR: outbox, PORT: '0' };
  // The benchmark must never mail anyone: without a key the function writes to the outbox.
  delete env.SENDGRID_API_KEY;
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'contact-handler-server.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [line] = (await once(server.stdout, 'data')) as [Buffer];
    const origin = /http:\/\/[\d.:]+/.exec(line.toString())?.[0];
    if (!origin) throw new Error(`the contact handler server did not start: ${line.toString()}`);
    const figures: ContactFigures[] = [];
    for (const { label, body, status } of contactCases) {
      const probe = await fetch(origin + contactPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (probe.status !== status) throw new Error(`${label}: answered ${probe.status}, expected ${status}: ${await probe.text()}`);
      const result = await autocannon({
        url: origin + contactPath,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        connections,
        duration: seconds,
      });
      const answers = Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => ({ code: Number(code), count: stat.count ?? 0 }));
      const wrong = answers.filter((answer) => answer.code !== status).reduce((sum, answer) => sum + answer.count, 0);
      figures.push({
        label,
        status,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        unexpected: wrong + result.errors + result.timeouts,
      });
    }
    return figures;
  } finally {
    server.kill();
    rmSync(outbox, { recursive: true, force: true });
  }
}
