/**
 * npm run check:content: checks the content a staff member edits (content/) and prints each problem
 * as `file:line: message`. Exit code 1 when anything is wrong. Optional argument: the project root.
 */
import path from 'node:path';
import { formatProblem, runContentCheck } from './check-content/index';

const rootDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..'));
const started = Date.now();
const { problems, stats } = runContentCheck(rootDir);
const seconds = ((Date.now() - started) / 1000).toFixed(1);

if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(
    `\n${problems.length} content problem${problems.length === 1 ? '' : 's'} found (${seconds} s). ` +
      'Each line names the file and line to fix; run "npm run check:content" again afterwards.',
  );
  process.exit(1);
}
console.log(`Content OK: ${stats.pageFiles} pages, ${stats.teamFiles} team files checked`);
