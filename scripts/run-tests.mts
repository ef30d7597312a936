/**
 * npm test: every check the project has, in the order that finds a mistake soonest.
 *
 *   1. npm run check          typecheck, lint, content check, unit and model tests
 *      npm run test:cms       beside it: the CMS's browser tests (one browser, about one core)
 *   2. npm run build          the site
 *   3. npm run check:html     its HTML
 *      npm run test:deploy    beside it: what Netlify makes of it
 *      playwright test        beside them: the site's browser tests
 *   4. npm run test:develop   the site under `gatsby develop`
 *
 * (Stages 2 and 3 are `npm run test:e2e`, its steps side by side.) The CMS's tests need no build and leave one core of
 * two idle, so they run beside the check. The site's browser tests keep both cores busy on their own (the CMS's beside
 * them: 17.8 minutes instead of 4.7, and two failed); the HTML and deploy checks (about 50 s, one core) run beside
 * their start, while the owner's figures are checked with one browser before the others begin (playwright.config.ts).
 * Develop writes into public/, which the CMS's tests check stays as the build wrote it and the browser tests serve: it
 * comes last.
 * Parts that run side by side print each line with the part's name in front. At the end: how long each part took and
 * how it ended, and every test that passed only on its retry, by name (a flake is a bug: fix it, do not live with it).
 */
import { spawn } from 'node:child_process';

interface Part {
  name: string;
  command: string;
}

interface Outcome {
  part: Part;
  ok: boolean;
  seconds: number;
  output: string;
}

function run(part: Part, prefix: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(part.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    const streams = [relay(child.stdout, process.stdout), relay(child.stderr, process.stderr)];
    function relay(from: NodeJS.ReadableStream, to: NodeJS.WriteStream) {
      // Whole lines only when a prefix is asked for, each with it, so two parts' lines never run into each other.
      let partial = '';
      from.on('data', (chunk: Buffer) => {
        const text = chunk.toString();
        output += text;
        if (!prefix) return void to.write(text);
        const lines = (partial + text).split('\n');
        partial = lines.pop() ?? '';
        if (lines.length) to.write(lines.map((line) => `${prefix}${line}\n`).join(''));
      });
      return { flush: () => partial && to.write(`${prefix}${partial}\n`) };
    }
    child.on('close', (code) => {
      for (const stream of streams) stream.flush();
      resolve({ part, ok: code === 0, seconds: (Date.now() - started) / 1000, output });
    });
  });
}

/** Playwright's list reporter ends with "N flaky" and the name of each such test below it. */
function flakyTests(output: string): string[] {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => /^\s+\d+ flaky\s*$/.test(line));
  if (start < 0) return [];
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!/^\s+\[/.test(line)) break;
    names.push(line.trim());
  }
  return names;
}

/** Stages one after the other; the parts of a stage side by side. */
const stages: Part[][] = [
  [
    { name: 'check', command: 'npm run check' },
    { name: 'cms', command: 'npm run test:cms' },
  ],
  [{ name: 'build', command: 'npm run build' }],
  [
    { name: 'html', command: 'npm run check:html' },
    { name: 'deploy', command: 'npm run test:deploy' },
    { name: 'site', command: 'playwright test' },
  ],
  [{ name: 'develop', command: 'npm run test:develop' }],
];

const outcomes: Outcome[] = [];
const started = Date.now();
for (const stage of stages) {
  const width = Math.max(...stage.map((part) => part.name.length));
  const prefix = (part: Part) => (stage.length > 1 ? `[${part.name.padEnd(width)}] ` : '');
  const ended = await Promise.all(stage.map((part) => run(part, prefix(part))));
  outcomes.push(...ended);
  if (!ended.every((outcome) => outcome.ok)) break;
}

const flaky = outcomes.flatMap((outcome) => flakyTests(outcome.output).map((name) => `${outcome.part.name}: ${name}`));
console.log('\n──── npm test ────');
for (const { part, ok, seconds } of outcomes)
  console.log(`${ok ? 'passed' : 'FAILED'}  ${part.name.padEnd(8)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(`all      ${((Date.now() - started) / 1000).toFixed(0).padStart(14)} s`);
if (flaky.length) console.log(`\nPassed only on a retry (flaky, a bug to fix):\n${flaky.map((name) => `  ${name}`).join('\n')}`);
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
