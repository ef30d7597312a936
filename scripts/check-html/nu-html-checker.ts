/**
 * The W3C's Nu Html Checker (vnu.jar from the vnu-jar package, run with the machine's Java) and
 * its JSON report turned into `file:line: message` problems.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Problem } from '../check-content/problem';

/** One entry of the checker's `--format json` report (https://github.com/validator/validator/wiki/Output-»-JSON). */
export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  message: string;
  extract?: string;
}

const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

/** The checker's errors for the files: a non-zero exit alone means errors, so only its report decides. */
export function runNuHtmlChecker(files: readonly string[]): NuMessage[] {
  const result = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) {
    const missing = (result.error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(
      missing
        ? 'Java is needed to run the Nu Html Checker and is not on PATH (Debian: apt-get install default-jre-headless)'
        : result.error.message,
    );
  }
  try {
    return (JSON.parse(result.stderr) as { messages: NuMessage[] }).messages;
  } catch {
    throw new Error(`The Nu Html Checker did not report in JSON (exit ${result.status}):\n${result.stderr}${result.stdout}`);
  }
}

/** What a reader needs to find the spot in a page that is mostly one long line. */
function near(extract: string | undefined): string {
  const text = (extract ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return '';
  return ` (near "${text.length > 100 ? `${text.slice(0, 100)}…` : text}")`;
}

/**
 * The checker's CSS parser (vnu-jar 26.9.27) does not know three newer parts of CSS the site uses, and
 * calls each rule with one an error:
 * - CSS View Transitions (`::view-transition-old(root)`, the `view-transition-name` property,
 *   `@view-transition`): the page fade;
 * - CSS Transitions 2's `transition-behavior` and its `allow-discrete` value: the page behind the open
 *   mobile menu, skipped after the menu's slide;
 * - CSS Containment 3's container queries (the `container` property, `@container`, and lengths in the
 *   container's `cqi`): the header bar's company name, shown only where the bar holds it at the visitor's text
 *   size (src/components/Header/HeaderBar.tsx); words whole where a column holds them (src/styles/typography.ts);
 *   a figure sized to its card (src/components/mdx/Stats.tsx).
 * The first two are in src/styles/display-css.ts. Only those are passed over: any other CSS error still fails
 * the check. No upstream issue found.
 */
export function isCssUnknownToTheChecker(message: NuMessage): boolean {
  return (
    message.message === 'CSS: Unrecognized at-rule “@view-transition”' ||
    message.message === "CSS: “view-transition-name”: Property “view-transition-name” doesn't exist." ||
    (message.message === 'CSS: Parse Error.' && /view-transi|tion-(old|new|group)\(|tion-name:/.test(message.extract ?? '')) ||
    message.message === "CSS: “transition-behavior”: Property “transition-behavior” doesn't exist." ||
    message.message === 'CSS: “transition”: “allow-discrete” is not a “transition” value.' ||
    message.message === "CSS: “container”: Property “container” doesn't exist." ||
    message.message === 'CSS: Unrecognized at-rule “@container”' ||
    (/^CSS: “[a-z-]+”: Parse Error\.$/.test(message.message) && /[\d.]cqi\b/.test(message.extract ?? ''))
  );
}

/** Errors (and files the checker could not read) as problems, paths relative to rootDir; warnings are left out. */
export function htmlProblems(messages: readonly NuMessage[], rootDir: string): Problem[] {
  return messages
    .filter((message) => message.type !== 'info' && !isCssUnknownToTheChecker(message))
    .map((message) => ({
      file: message.url?.startsWith('file:')
        ? path.relative(rootDir, fileURLToPath(message.url)).split(path.sep).join('/')
        : (message.url ?? '(checker)'),
      line: message.firstLine ?? message.lastLine ?? 1,
      message: `${message.message}${near(message.extract)}`,
    }));
}
