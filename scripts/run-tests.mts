/**
 * npm test: every check the project has, in the order that finds a mistake soonest, in about 20 minutes on 2 cores.
 *
 *   1. npm run check      typecheck, lint, content check, unit and model tests
 *   2. npm run build      the site as Netlify builds it
 *   3. the site's browser tests (with the HTML check and the deploy tests first), and beside them the CMS's
 *   4. npm run test:develop
 *
 * The CMS's browser tests run beside the site's because they mostly wait (Decap saving, one edit after the other on one
 * worker): alone they keep about a quarter of the 2 cores busy for 4.7 minutes. Their output is kept and printed when
 * they end, so the site's stays readable. test:develop comes last, alone: `gatsby develop` writes into public/, which
 * the site's tests serve and the CMS's compare.
 *
 * At the end: how long each part took and how it ended, and every test that passed only on its retry, by name
 * (a flake is a bug: fix it, do not live with it).
 */
import { spawn } from 'node:child_process';

interface Part {
  name: string;
  command: string;
  /** Printed when the part ends instead of as it runs: for a part beside another. */
  quiet?: boolean;
}

interface Outcome {
  part: Part;
  ok: boolean;
  seconds: number;
  output: string;
}

function run(part: Part): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(part.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (!part.quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      const outcome = { part, ok: code === 0, seconds: (Date.now() - started) / 1000, output };
      if (part.quiet) process.stdout.write(`\n──── ${part.name} (run beside the above) ────\n${output}──── end of ${part.name} ────\n`);
      resolve(outcome);
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

const steps: Part[][] = [
  [{ name: 'check', command: 'npm run check' }],
  [{ name: 'build', command: 'npm run build' }],
  [
    { name: 'site', command: 'npm run check:html && npm run test:deploy && playwright test' },
    { name: 'cms', command: 'npm run test:cms', quiet: true },
  ],
  [{ name: 'develop', command: 'npm run test:develop' }],
];

const outcomes: Outcome[] = [];
const started = Date.now();
for (const step of steps) {
  const results = await Promise.all(step.map(run));
  outcomes.push(...results);
  if (results.some((result) => !result.ok)) break;
}

const flaky = outcomes.flatMap((outcome) => flakyTests(outcome.output).map((name) => `${outcome.part.name}: ${name}`));
console.log('\n──── npm test ────');
for (const { part, ok, seconds } of outcomes)
  console.log(`${ok ? 'passed' : 'FAILED'}  ${part.name.padEnd(8)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(`all      ${((Date.now() - started) / 1000).toFixed(0).padStart(14)} s`);
if (flaky.length) console.log(`\nPassed only on a retry (flaky, a bug to fix):\n${flaky.map((name) => `  ${name}`).join('\n')}`);
const allRan = outcomes.length === steps.flat().length;
process.exit(allRan && outcomes.every((outcome) => outcome.ok) ? 0 : 1);
