/**
 * npm run check:content: checks the content a staff member edits (content/) and prints each problem
 * as `file:line: message`. Exit code 1 when anything is wrong. Optional argument: the project root.
 * `--format github` adds a GitHub annotation per problem, shown on the line in the pull request.
 * `--since <branch or commit>` (the files changed since then, by git) or `--changed <file,file,…>`
 * also warns for every page or team member changed in one language only. It always warns for the
 * phrases staff agreed to avoid (src/content-model/avoided-phrases.ts). Warnings do not fail.
 */
import path from 'node:path';
import { formatGithubAnnotation } from './check-content/github-annotation';
import { contentWarnings, formatProblem, runContentCheck } from './check-content/index';
import { filesChangedSince, oneLanguageWarnings } from './check-content/one-language';

/** Removes `--name value` from args and returns the value. */
function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
}

async function main(args: string[]): Promise<number> {
  const format = option(args, '--format') ?? 'text';
  const since = option(args, '--since');
  const changed = option(args, '--changed');
  if (format !== 'text' && format !== 'github') {
    console.error(`unknown --format "${format}": use text or github`);
    return 2;
  }
  const rootDir = path.resolve(args[0] ?? path.join(__dirname, '..'));
  const started = Date.now();
  const { problems, stats } = await runContentCheck(rootDir);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);

  const changedFiles = [...(since ? filesChangedSince(rootDir, since) : []), ...(changed ? changed.split(',') : [])];
  for (const warning of oneLanguageWarnings(changedFiles)) {
    if (format === 'github') console.log(formatGithubAnnotation(warning, 'Content check', 'warning'));
    console.log(`${warning.file}:${warning.line}: warning: ${warning.message}`);
  }
  for (const warning of contentWarnings(rootDir)) {
    if (format === 'github') console.log(formatGithubAnnotation(warning, 'Content check', 'warning'));
    console.log(`${warning.file}:${warning.line}: warning: ${warning.message}`);
  }

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
