/**
 * `npm run bench`: times the build (cold and warm), runs Lighthouse CI as bench/lighthouserc.cjs says
 * (every public page and its zero-JavaScript twin, 5 rounds of one run each, page and twin one after
 * the other, budgets judged on the medians),
 * judges each page's blocking time and LCP against its twin (bench/lhci-results.ts), measures the
 * contact function's latency and the interactions' latency (INP, bench/interactions.ts), and writes
 * the tables to bench/results.md. Exits 1 when a budget is missed.
 *
 *   npm run bench -- --skip-build                  measure the current public/
 *   npm run bench -- --skip-build --pages /,/team --runs 1    a quick look at a few pages
 *   npm run bench -- --skip-build --inp-only       only the interactions (prints their table, writes nothing)
 *   npm run bench -- --skip-build --inp-only --cpu-rate 8    the same with the CPU slowed 8x instead of 4x
 *   npm run bench -- --skip-build --noise-floor    each twin measured twice: how far identical pages differ here
 *   npm run bench -- --counting-only               only what counting costs (bench/counting-cost.ts) and the booking store's reads (bench/store-reads.ts), about 40 s
 *
 * Progress goes to stderr, the table to stdout. All traffic stays on 127.0.0.1.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BuildTimes, measureBuilds } from './build-time';
import { measureFreeTimes } from './booking-load';
import { measureContactFunction } from './contact-load';
import { countingSection, measureCountingCost, simulateYear } from './counting-cost';
import { storeReadsTable } from './store-reads';
import { type InteractionResult, interactionsNote, interactionsTable, measureInteractions, overInpBudget } from './interactions';
import { type AssertionResult, type Report, budgetsNote, hostBenchmarkIndex, overTwinFailures, resultsTable } from './lhci-results';

const root = path.resolve(__dirname, '..');
const progress = (line: string) => console.error(`bench: ${line}`);
const usage =
  'usage: npm run bench -- [--skip-build] [--pages /,/en,...] [--runs N] [--inp-only] [--cpu-rate N] [--noise-floor] [--counting-only]';

interface Options {
  skipBuild: boolean;
  inpOnly: boolean;
  noiseFloor: boolean;
  countingOnly?: boolean;
  pages?: string;
  runs?: string;
  /** How much the interactions' CPU is slowed (bench/interactions.ts). */
  cpuRate?: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { skipBuild: false, inpOnly: false, noiseFloor: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--skip-build') options.skipBuild = true;
    else if (argv[i] === '--inp-only') options.inpOnly = true;
    else if (argv[i] === '--noise-floor') options.noiseFloor = true;
    else if (argv[i] === '--counting-only') options.countingOnly = true;
    else if (argv[i] === '--pages' && /^\/\S*$/.test(argv[i + 1] ?? '')) options.pages = argv[++i];
    else if (argv[i] === '--runs' && /^[1-9]\d*$/.test(argv[i + 1] ?? '')) options.runs = argv[++i];
    else if (argv[i] === '--cpu-rate' && /^[1-9]\d*$/.test(argv[i + 1] ?? '')) options.cpuRate = Number(argv[++i]);
    else throw new Error(`cannot read "${argv[i]}"\n${usage}`);
  }
  return options;
}

/** Runs Lighthouse CI's command line; its own output goes to stderr. */
function lhci(args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'lhci'), args, {
    cwd: root,
    env,
    stdio: ['ignore', process.stderr, process.stderr],
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * Collects `rounds` runs of every page and its twin, in rounds: each round runs each page once and
 * its twin right after it (`--numberOfRuns=1`, added to the rounds before: `--additive`). Lighthouse
 * CI's own `numberOfRuns` runs one URL all its runs in a row, so a page's runs came before its
 * twin's, and the shared host's speed changed between them (its benchmarkIndex by up to 1.8 times
 * within one run): the difference to the twin then measured the host as much as the page.
 */
function collectInRounds(config: string, rounds: number, env: NodeJS.ProcessEnv): void {
  const cpu = `CPU ${env.BENCH_CPU ?? 4}x`;
  for (let round = 1; round <= rounds; round++) {
    progress(`Lighthouse round ${round} of ${rounds} (${cpu})`);
    // With the twin measured twice, every other round in reverse (bench/lighthouserc.cjs).
    const order = env.BENCH_NOISE_FLOOR === '1' && round % 2 === 0 ? { BENCH_REVERSED: '1' } : {};
    if (lhci(['collect', config, '--numberOfRuns=1', ...(round > 1 ? ['--additive'] : [])], { ...env, ...order }) !== 0)
      throw new Error(`lhci collect failed (round ${round}, ${cpu})`);
  }
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

const interactionsSection = (results: readonly InteractionResult[], cpuRate?: number) =>
  [
    interactionsNote(cpuRate),
    '',
    interactionsTable(results),
    '',
    overInpBudget(results).length
      ? `Over the INP budget: ${overInpBudget(results)
          .map((result) => result.name)
          .join(', ')}.`
      : 'Every interaction within its budget.',
    '',
  ].join('\n');

async function measureInteractionsOnly(runs: number, cpuRate?: number): Promise<number> {
  const load = os.loadavg()[0]!.toFixed(2);
  if (Number(load) > 1) progress(`the machine is busy (load average ${load}): interactions will be slower`);
  progress('interactions (INP)');
  const results = await measureInteractions(undefined, runs, progress, cpuRate);
  console.log(`${os.cpus().length} cores, load average ${load} at the start.\n`);
  console.log(interactionsSection(results, cpuRate));
  return overInpBudget(results).length ? 1 : 0;
}

const storeReadsSection = (table: string) =>
  [
    'Booking store reads (record reads and listing pages) of one booking with mails, one reminder run and one sweep, in memory, with history on record (netlify/testing/store-reads.ts):',
    '',
    table,
  ].join('\n');

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (options.countingOnly) {
    console.log(countingSection(await measureCountingCost(), await simulateYear()));
    console.log(`\n${storeReadsSection(await storeReadsTable())}`);
    return 0;
  }
  const interactionRuns = Number(options.runs ?? 5);
  if (options.inpOnly && !options.skipBuild) measureBuilds(root, path.join(os.tmpdir(), `bench-build-${process.pid}.log`), progress);
  if (options.inpOnly) return measureInteractionsOnly(interactionRuns, options.cpuRate);
  const build: BuildTimes = options.skipBuild
    ? { coldS: null, warmS: null }
    : measureBuilds(root, path.join(os.tmpdir(), `bench-build-${process.pid}.log`), progress);

  const load = os.loadavg()[0]!.toFixed(2);
  if (Number(load) > 1) progress(`the machine is busy (load average ${load}): blocking time and LCP will suffer`);
  rmSync(path.join(root, '.lighthouseci'), { recursive: true, force: true });
  rmSync(path.join(root, 'bench', 'lhci'), { recursive: true, force: true });
  const env = {
    ...process.env,
    BENCH_SITE_URL: '',
    ...(options.pages ? { BENCH_PAGES: options.pages } : {}),
    ...(options.noiseFloor ? { BENCH_NOISE_FLOOR: '1' } : {}),
  };
  const config = '--config=bench/lighthouserc.cjs';
  const rounds = Number(options.runs ?? 5);
  collectInRounds(config, rounds, env);
  const lhciBudgetsMet = lhci(['assert', config], env) === 0;
  if (lhci(['upload', config], env) !== 0) throw new Error('lhci upload failed');

  const readReports = (folder: string) => {
    const manifest = readJson<{ jsonPath: string }[]>(path.join(root, 'bench', folder, 'manifest.json'));
    const read = manifest.map((entry) =>
      readJson<Report & { fetchTime: string; lighthouseVersion: string; environment: { hostUserAgent: string } }>(entry.jsonPath),
    );
    return read.sort((a, b) => a.fetchTime.localeCompare(b.fetchTime));
  };
  const reports = readReports('lhci');
  // The 4x run's budgets, read before the 6x run empties .lighthouseci/.
  const assertionResults = readJson<AssertionResult[]>(path.join(root, '.lighthouseci', 'assertion-results.json'));
  // A cheap phone: the same pages and twins at CPU 6x, reported beside the budgets' run (4x).
  progress('the same pages at CPU 6x');
  rmSync(path.join(root, '.lighthouseci'), { recursive: true, force: true });
  rmSync(path.join(root, 'bench', 'lhci-cpu6'), { recursive: true, force: true });
  const cpu6 = { ...env, BENCH_CPU: '6' };
  collectInRounds(config, rounds, cpu6);
  if (lhci(['upload', config], cpu6) !== 0) throw new Error('lhci upload (CPU 6x) failed');
  const reportsCpu6 = readReports('lhci-cpu6');
  const failures = [...assertionResults, ...overTwinFailures(reports)];
  const budgetsMet = lhciBudgetsMet && failures.length === 0;
  progress('contact function latency');
  const contact = await measureContactFunction();
  progress('booking function: free times');
  const freeTimes = await measureFreeTimes();
  progress('counting');
  const counting = countingSection(await measureCountingCost(), await simulateYear());
  progress('booking store reads');
  const reads = storeReadsSection(await storeReadsTable());
  progress('interactions (INP)');
  const interactions = await measureInteractions(undefined, interactionRuns, progress, options.cpuRate);

  const first = reports[0]!;
  const chrome = /Chrome\/[\d.]+/.exec(first.environment.hostUserAgent)?.[0] ?? 'Chrome';
  const runs = reports.filter((report) => report.requestedUrl === first.requestedUrl).length;
  const seconds = (value: number | null) => (value === null ? 'not measured (--skip-build)' : `${value} s`);
  const markdown = [
    `Benchmark of ${first.fetchTime.slice(0, 10)}: Lighthouse CI with Lighthouse ${first.lighthouseVersion} (mobile, simulated throttling, CPU 4x), ${chrome} (Debian Chromium), Node ${process.version}, ${os.cpus().length} cores, load average ${load} at the start, host benchmarkIndex ${hostBenchmarkIndex(reports)?.toFixed(0) ?? 'n/a'} (median of the runs). Each figure is the median of ${runs} runs, taken in rounds (${options.noiseFloor ? 'each page, its twin and the twin again, every other round in reverse' : 'each page, then its twin'}); in brackets the page's zero-JavaScript twin, measured in the same run; MT: main-thread work, MT ratio: page ÷ twin, TBT Δ: page − twin; HTML kB: the HTML as sent, gzip and headers (a new connection's first round trip carries 14.6 kB)${options.noiseFloor ? "; twin again: the same twin measured once more in each round against the twin, the host's noise on identical HTML" : ''}. ${budgetsNote}`,
    '',
    resultsTable(reports, failures),
    '',
    `The same pages at CPU 6x (a cheap phone; reported, not judged), host benchmarkIndex ${hostBenchmarkIndex(reportsCpu6)?.toFixed(0) ?? 'n/a'}:`,
    '',
    resultsTable(reportsCpu6, []),
    '',
    budgetsMet
      ? 'Every budget met.'
      : `Missed budgets:\n\n${failures.map((failure) => `- ${new URL(failure.url).pathname}: ${failure.auditId}${failure.auditProperty ? ` ${failure.auditProperty}` : ''} = ${failure.twin === undefined ? failure.actual : `${Math.round(failure.actual)} ms (twin ${Math.round(failure.twin)} ms, budget ${Math.round(failure.expected)} ms)`}`).join('\n')}`,
    '',
    `Build: cold (after gatsby clean) ${seconds(build.coldS)}, warm ${seconds(build.warmS)}.`,
    '',
    'Contact function, its own code on a bare Node server (4 connections, 10 s each):',
    '',
    '| request | req/s | p50 ms | p99 ms | unexpected answers |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...contact.map(
      (figures) =>
        `| ${figures.label} (expects ${figures.status}) | ${figures.requestsPerSecond} | ${figures.p50Ms} | ${figures.p99Ms} | ${figures.unexpected} |`,
    ),
    '',
    "Booking function, its own code on a bare Node server: the free times as the form asks for them (the team's calendar feed read on each request, 4 connections, 10 s):",
    '',
    '| request | req/s | p50 ms | p99 ms | unexpected answers |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| free times (expects 200 with times) | ${freeTimes.requestsPerSecond} | ${freeTimes.p50Ms} | ${freeTimes.p99Ms} | ${freeTimes.unexpected} |`,
    '',
    counting,
    '',
    reads,
    '',
    interactionsSection(interactions, options.cpuRate),
  ].join('\n');
  writeFileSync(path.join(root, 'bench', 'results.md'), markdown);
  console.log(markdown);
  progress('wrote bench/results.md; every report is in bench/lhci/ (manifest.json lists them)');
  return budgetsMet && overInpBudget(interactions).length === 0 ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
