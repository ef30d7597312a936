/**
 * npm run check:content: checks the content a staff member edits (content/) and prints each problem
 * as `file:line: message`. Exit code 1 when anything is wrong. Optional argument: the project root.
 * `--format github` adds a GitHub annotation per problem, shown on the line in the pull request.
 */
import path from 'node:path';
import { formatGithubAnnotation } from './check-content/github-annotation';
import { formatProblem, runContentCheck } from './check-content/index';

async function main(args: string[]): Promise<number> {
  const formatAt = args.indexOf('--format');
  const format = formatAt >= 0 ? args.splice(formatAt, 2)[1] : 'text';
  if (format !== 'text' && format !== 'github') {
    console.error(`unknown --format "${format ?? ''}": use text or github`);
    return 2;
  }
  const rootDir = path.resolve(args[0] ?? path.join(__dirname, '..'));
  const started = Date.now();
  const { problems, stats } = await runContentCheck(rootDir);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);

  if (problems.length === 0) {
    console.log(`Content OK: ${stats.pageFiles} pages, ${stats.teamFiles} team files checked`);
    return 0;
  }
  for (const problem of problems) {
    // The log shows an annotation without its file, so the plain line is printed as well.
    if (format === 'github') console.log(formatGithubAnnotation(problem));
    console.error(formatProblem(problem));
  }
  console.error(
    `\n${problems.length} content problem${problems.length === 1 ? '' : 's'} found (${seconds} s). ` +
      'Each line names the file and line to fix; run "npm run check:content" again afterwards.',
  );
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
