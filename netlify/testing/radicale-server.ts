/**
 * A real CalDAV server for tests: Debian's radicale (3.1), started on 127.0.0.1 at a free port with a
 * storage folder of its own and one user (an htpasswd file in plain text, as radicale allows for
 * tests), the team's calendar made with MKCALENDAR. The tests read what the function wrote the way a
 * calendar program would: a calendar-query REPORT, or a GET of one entry.
 *
 * Without radicale the tests fail and say how to install it (`apt-get install radicale`; .ci/run does
 * it): a CalDAV test that skips itself would let the calendar write break unnoticed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RadicaleServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The team's calendar collection, ending in `/`: what BOOKING_CALDAV_URL names. */
  calendarUrl: string;
  user: string;
  password: string;
  /** Every entry of the calendar, as a calendar-query REPORT returns it. */
  entries(): Promise<{ href: string; text: string }[]>;
  /** One entry by its address, or null when the server answers 404. */
  entry(href: string): Promise<string | null>;
  stop(): Promise<void>;
}

const notInstalled =
  "radicale is not installed: the CalDAV tests need Debian's radicale 3.1 (apt-get install radicale; .ci/run installs it when missing)";

const calendarQuery = `<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><D:getetag/><C:calendar-data/></D:prop>
  <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT"/></C:comp-filter></C:filter>
</C:calendar-query>`;

/** A port nobody listens on now (the kernel's choice); radicale is started on it right after. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const xmlText = (value: string) =>
  value
    .replace(/&#13;/g, '\r')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

export async function startRadicale(options: { user?: string; password?: string } = {}): Promise<RadicaleServer> {
  const user = options.user ?? 'team';
  const password = options.password ?? 'calendar-password-for-tests';
  const folder = await mkdtemp(path.join(tmpdir(), 'radicale-'));
  const users = path.join(folder, 'users');
  await writeFile(users, `${user}:${password}\n`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const output: string[] = [];

  // `--config ''`: none of the machine's configuration files, only what is given here.
  const child: ChildProcess = spawn(
    'radicale',
    [
      '--config',
      '',
      '--server-hosts',
      `127.0.0.1:${port}`,
      '--auth-type',
      'htpasswd',
      '--auth-htpasswd-filename',
      users,
      '--auth-htpasswd-encryption',
      'plain',
      '--auth-delay',
      '0',
      '--rights-type',
      'owner_only',
      '--storage-filesystem-folder',
      path.join(folder, 'collections'),
      '--web-type',
      'none',
      '--logging-level',
      'warning',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<Error>((resolve) => {
    child.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ENOENT' ? new Error(notInstalled) : error));
    child.once('exit', (code, signal) => resolve(new Error(`radicale stopped (${code ?? signal}): ${output.join('').trim()}`)));
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  };

  const authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const ask = (url: string, init: RequestInit = {}) =>
    fetch(url, { ...init, headers: { authorization, ...(init.headers as Record<string, string>) } });

  // Answers within a few seconds, or has said why not.
  const started = Date.now();
  let failure: Error | undefined;
  exited.then((error) => (failure = error)).catch(() => undefined);
  for (;;) {
    if (failure) {
      await stop();
      throw failure;
    }
    try {
      await ask(`${origin}/`, { method: 'OPTIONS' });
      break;
    } catch {
      if (Date.now() - started > 10_000) {
        await stop();
        throw new Error(`radicale did not answer on ${origin} within 10 s: ${output.join('').trim()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const calendarUrl = `${origin}/${user}/team-calendar/`;
  const made = await ask(calendarUrl, { method: 'MKCALENDAR' });
  if (made.status !== 201) {
    await stop();
    throw new Error(`radicale did not make the calendar: HTTP ${made.status}`);
  }

  return {
    origin,
    calendarUrl,
    user,
    password,
    async entries() {
      const answer = await ask(calendarUrl, {
        method: 'REPORT',
        headers: { depth: '1', 'content-type': 'application/xml; charset=utf-8' },
        body: calendarQuery,
      });
      if (answer.status !== 207) throw new Error(`radicale answered the REPORT with HTTP ${answer.status}`);
      const xml = await answer.text();
      return [...xml.matchAll(/<response>([\s\S]*?)<\/response>/g)].map(([, response = '']) => ({
        href: xmlText(/<href>([^<]*)<\/href>/.exec(response)?.[1] ?? ''),
        text: xmlText(/<C:calendar-data>([\s\S]*?)<\/C:calendar-data>/.exec(response)?.[1] ?? ''),
      }));
    },
    async entry(href) {
      const answer = await ask(new URL(href, origin).href);
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw new Error(`radicale answered the GET with HTTP ${answer.status}`);
      return answer.text();
    },
    stop,
  };
}
