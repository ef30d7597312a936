import type { Problem } from './problem';

/**
 * A problem as a GitHub Actions workflow command, so the pull request shows it on the changed line.
 * Escaping as GitHub's own toolkit does it (@actions/core): %, CR and LF in the message; also : and
 * , in the properties, which separate them.
 */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `error` fails the check; `warning` (a language left behind) is shown but lets the pull request pass. */
export function formatGithubAnnotation(problem: Problem, title = 'Content check', level: 'error' | 'warning' = 'error'): string {
  return `::${level} file=${escapeProperty(problem.file)},line=${problem.line},title=${escapeProperty(title)}::${escapeData(problem.message)}`;
}
