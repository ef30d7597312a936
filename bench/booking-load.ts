/**
 * The time the booking function takes to answer the form with free times: its own code
 * (bench/booking-handler-server.ts, a child process) under autocannon's GETs, reading the team's
 * calendar feed on every request as it does on Netlify. Not through `npm run serve`: @netlify/dev
 * starts the function anew for each request (about 1.5 s here), which says nothing about the function.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import autocannon from 'autocannon';

export interface BookingFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  unexpected: number;
}

export async function measureFreeTimes(seconds = 10, connections = 4): Promise<BookingFigures> {
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'booking-handler-server.ts')], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [line] = (await once(server.stdout, 'data')) as [Buffer];
    const origin = /http:\/\/[\d.:]+/.exec(line.toString())?.[0];
    if (!origin) throw new Error(`the booking handler server did not start: ${line.toString()}`);
    const url = `${origin}/.netlify/functions/booking?times=1&language=de`;
    const probe = (await (await fetch(url)).json()) as { mode: string; slots?: unknown[] };
    if (probe.mode !== 'booking' || !probe.slots?.length) throw new Error(`no free times offered: ${JSON.stringify(probe)}`);
    const result = await autocannon({ url, connections, duration: seconds });
    const wrong = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => code !== '200')
      .reduce((sum, [, stat]) => sum + (stat.count ?? 0), 0);
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      unexpected: wrong + result.errors + result.timeouts,
    };
  } finally {
    server.kill();
  }
}

if (require.main === module) {
  void measureFreeTimes().then((figures) => console.log(figures));
}
