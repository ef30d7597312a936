/**
 * npm test: every check the project has, in the order that finds a mistake soonest.
 *
 *   1. npm run check          typecheck, lint, content check, unit and model tests
 *   2. npm run test:e2e       the build, its HTML and deploy checks, the site's browser tests
 *   3. npm run test:develop   the site under `gatsby develop`
 *   4. npm run test:cms       the CMS's browser tests
 *
 * One after the other: every part keeps both cores busy (the CMS's tests too: run beside the site's on 2 cores they took
 * 17.8 minutes instead of 4.7 and two failed). At the end: how long each part took and how it ended, and every test that
 * passed only on its retry, by name (a flake is a bug: fix it, do not live with it).
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

function run(part: Part): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(part.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    const take = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      to.write(chunk);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('close', (code) => resolve({ part, ok: code === 0, seconds: (Date.now() - started) / 1000, output }));
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

const parts: Part[] = [
  { name: 'check', command: 'npm run check' },
  { name: 'site', command: 'npm run test:e2e' },
  { name: 'develop', command: 'npm run test:develop' },
  { name: 'cms', command: 'npm run test:cms' },
];

const outcomes: Outcome[] = [];
const started = Date.now();
for (const part of parts) {
  const outcome = await run(part);
  outcomes.push(outcome);
  if (!outcome.ok) break;
}

const flaky = outcomes.flatMap((outcome) => flakyTests(outcome.output).map((name) => `${outcome.part.name}: ${name}`));
console.log('\n──── npm test ────');
for (const { part, ok, seconds } of outcomes)
  console.log(`${ok ? 'passed' : 'FAILED'}  ${part.name.padEnd(8)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(`all      ${((Date.now() - started) / 1000).toFixed(0).padStart(14)} s`);
if (flaky.length) console.log(`\nPassed only on a retry (flaky, a bug to fix):\n${flaky.map((name) => `  ${name}`).join('\n')}`);
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
