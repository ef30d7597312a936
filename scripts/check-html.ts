/**
 * npm run check:html: every HTML page of the build (public/, after `npm run build`) through the
 * W3C's Nu Html Checker. Prints each error as `file:line: message`; exit code 1 when there is any.
 * Warnings do not fail it. Needs Java (`.ci/run` installs it when missing).
 */
import path from 'node:path';
import { builtPages } from '../src/gatsby/post-build/built-pages';
import { formatProblem, sortProblems } from './check-content/problem';
import { htmlProblems, runNuHtmlChecker } from './check-html/nu-html-checker';

async function main(): Promise<void> {
  const rootDir = path.join(__dirname, '..');
  const publicDir = path.join(rootDir, 'public');
  const pages = await builtPages(publicDir).catch(() => []);
  if (pages.length === 0) throw new Error('No pages in public/: run "npm run build" first');
  const started = Date.now();
  const problems = sortProblems(htmlProblems(runNuHtmlChecker(pages.map((page) => path.join(publicDir, page))), rootDir));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length > 0) {
    for (const problem of problems) console.error(formatProblem(problem));
    console.error(
      `\n${problems.length} HTML error${problems.length === 1 ? '' : 's'} in ${pages.length} pages (Nu Html Checker, ${seconds} s)`,
    );
    process.exitCode = 1;
    return;
  }
  console.log(`HTML OK: ${pages.length} pages valid (Nu Html Checker, ${seconds} s)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
