/**
 * `npm run bench`: builds the site (cold and warm), serves it on loopback with the project's own
 * server, and measures every public page in both languages (Lighthouse mobile, first-load
 * JavaScript) and the contact function under load. Prints a Markdown table, writes
 * bench/results.json and bench/results.md, and exits 1 when any target in
 * scripts/bench/thresholds.ts is missed.
 *
 *   npm run bench -- --skip-build --runs 1 --pages /,/en,/team    quick iteration on the current public/
 *
 *   npm run bench -- --uncompressed    Lighthouse without the gzip proxy that stands in for Netlify's CDN
 *
 * Progress goes to stderr, the table to stdout. All traffic stays on 127.0.0.1.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as LH from 'lighthouse';
import { type BuildTimes, measureBuilds } from './bench/build-time';
import { type ContactCase, loadContactFunction } from './bench/contact-load';
import { describeEnvironment, loadAverage } from './bench/environment';
import { measureFirstLoadJs } from './bench/first-load-js';
import { type GzipProxy, startGzipProxy } from './bench/gzip-proxy';
import { type LighthouseRunner, chromePath, startLighthouse } from './bench/lighthouse-runner';
import { type LocalServer, startLocalServer } from './bench/local-server';
import { medianIndex } from './bench/median';
import { type BenchOptions, parseOptions } from './bench/options';
import { renderMarkdown, tbtOfEachRun } from './bench/report';
import { type BenchResults, type ContactLoad, type PageResult, buildsSeen, figuresOf } from './bench/results';
import { allMisses, thresholds } from './bench/thresholds';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'bench');
/** Full Lighthouse reports of the median runs (git-ignored: large, and regenerated every run). */
const reportDir = path.join(outDir, 'lighthouse');

const progress = (line: string) => console.error(`bench: ${line}`);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const slug = (page: string) => (page === '/' ? 'index' : page.replace(/^\/|\/$/g, '').replace(/\//g, '_'));

/**
 * Lighthouse runs against the gzip proxy with --compress (the server itself otherwise); the
 * first-load JavaScript is read from the server itself, as it gzips each script on its own.
 */
async function measurePage(page: string, origin: string, proxy: GzipProxy | null, runs: number, lighthouse: LighthouseRunner): Promise<PageResult> {
  const url = (proxy?.origin ?? origin) + page;
  const result: PageResult = { page, url, runs: [], runErrors: [], medianRun: null, firstLoadJs: null };
  try {
    result.firstLoadJs = await measureFirstLoadJs(origin + page);
  } catch (error) {
    result.firstLoadJsError = message(error);
  }
  // Without the warm-up, the first run's HTML, data and images came through @netlify/dev, whose
  // work per request ran on the same 2 cores as the page being measured.
  if (proxy) {
    try {
      const requests = await lighthouse.warmUp(url, () => proxy.settled(1000, 15_000));
      progress(`${page}: warm-up load, ${requests} request(s) through the CDN stand-in`);
    } catch (error) {
      progress(`${page}: warm-up failed (${message(error)}); measuring anyway`);
    }
  }
  const reports: LH.Result[] = [];
  for (let i = 0; i < runs; i++) {
    try {
      const { run, lhr } = await lighthouse.run(url);
      result.runs.push(run);
      reports.push(lhr);
    } catch (error) {
      result.runErrors.push(message(error));
    }
  }
  // The run whose report is saved: by performance score; among equal scores the one with the middle LCP.
  const median = medianIndex(
    result.runs,
    (run) => run.scores.performance ?? -1,
    (run) => -(run.lcpMs ?? Infinity),
  );
  if (median >= 0) {
    result.medianRun = median;
    result.lighthouseReport = path.relative(root, path.join(reportDir, `${slug(page)}.json`));
    writeFileSync(path.join(root, result.lighthouseReport), JSON.stringify(reports[median]));
  }
  const figures = figuresOf(result);
  progress(`${page}: perf ${figures.performance ?? 'n/a'}, LCP ${figures.lcpMs ?? 'n/a'} ms, TBT ${figures.tbtMs ?? 'n/a'} ms (runs: ${tbtOfEachRun(result)}), JS ${figures.firstLoadJsKb ?? 'n/a'} kB${result.runErrors.length ? `, ${result.runErrors.length} failed run(s)` : ''}`);
  return result;
}

/** Valid then invalid messages; a failure is recorded, not thrown: the page figures still count. */
async function loadContact(label: string, server: LocalServer, options: BenchOptions): Promise<ContactLoad> {
  const load: ContactLoad = { valid: null, invalid: null };
  try {
    for (const which of ['valid', 'invalid'] as ContactCase[]) {
      progress(`contact function ${label}, ${which} messages, ${options.loadSeconds} s at ${options.connections} connections`);
      load[which] = await loadContactFunction(server.origin, which, options.loadSeconds, options.connections);
    }
  } catch (error) {
    load.error = message(error);
    progress(`contact load ${label} failed: ${load.error}\n${server.recentOutput()}`);
  }
  return load;
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  mkdirSync(reportDir, { recursive: true });

  let build: BuildTimes = { coldS: null, warmS: null };
  // The build's output goes to a temp file (shown by path when a build fails), not into bench/.
  if (!options.skipBuild) build = await measureBuilds(root, path.join(os.tmpdir(), `bench-build-${process.pid}.log`), progress);
  if (!existsSync(path.join(root, 'public', 'index.html'))) throw new Error('public/ has no build: run `npm run build` first, or leave out --skip-build');

  const loadAtStart = loadAverage();
  if (loadAtStart[0]! > 1) progress(`the machine is busy (load average ${loadAtStart[0]}): Lighthouse's TBT and LCP will suffer`);
  const outbox = mkdtempSync(path.join(os.tmpdir(), 'bench-outbox-'));
  // CONTEXT=dev: the function's outbox is only allowed outside production, whatever the shell says.
  const serverEnv = { CONTACT_OUTBOX_DIR: outbox, CONTEXT: 'dev' };
  const lighthouseVersion = (JSON.parse(readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;
  const pages: PageResult[] = [];
  const contact: BenchResults['contact'] = { serve: { valid: null, invalid: null }, handler: { valid: null, invalid: null } };
  try {
    const server = await startLocalServer(root, path.join('scripts', 'serve.mts'), serverEnv);
    progress(`serving public/ on ${server.origin}`);
    try {
      const proxy = options.compress ? await startGzipProxy(server.origin) : null;
      try {
        const lighthouse = await startLighthouse();
        try {
          for (const page of options.pages) pages.push(await measurePage(page, server.origin, proxy, options.runs, lighthouse));
        } finally {
          await lighthouse.close();
        }
      } finally {
        await proxy?.stop();
      }
      contact.serve = await loadContact('via npm run serve', server, options);
    } finally {
      await server.stop();
    }
    const handler = await startLocalServer(root, path.join('scripts', 'bench', 'contact-handler-server.ts'), serverEnv);
    try {
      contact.handler = await loadContact('handler alone', handler, options);
    } finally {
      await handler.stop();
    }
  } finally {
    rmSync(outbox, { recursive: true, force: true });
  }

  const misses = allMisses(pages.map(figuresOf), build.coldS);
  const results: BenchResults = {
    date: new Date().toISOString(),
    environment: describeEnvironment(chromePath, lighthouseVersion, loadAtStart),
    options,
    thresholds,
    build,
    pages,
    contact,
    buildsSeen: buildsSeen(pages),
    misses,
  };
  if (results.buildsSeen.length > 1) progress(`public/ changed during the run (${results.buildsSeen.length} builds seen): the figures mix builds`);
  const markdown = renderMarkdown(results);
  writeFileSync(path.join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(outDir, 'results.md'), markdown);
  console.log(markdown);
  progress(`wrote bench/results.json, bench/results.md and the median reports in bench/lighthouse/`);
  return misses.length === 0 ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`bench: ${message(error)}`);
    process.exitCode = 2;
  },
);
