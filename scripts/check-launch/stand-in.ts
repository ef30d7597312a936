/** One thing that must be replaced before the site goes live, printed as `file:line: what to put there`. */
export interface StandIn {
  /** Path relative to the project root, forward slashes. */
  file: string;
  line: number;
  message: string;
}

export function formatStandIn({ file, line, message }: StandIn): string {
  return `${file}:${line}: ${message}`;
}

/** 1-based number of the first line matching `pattern`, else 1. */
export function lineOf(text: string, pattern: RegExp): number {
  const index = text.split('\n').findIndex((line) => pattern.test(line));
  return index >= 0 ? index + 1 : 1;
}
