/**
 * Medians over several Lighthouse runs of one page: the figures the benchmark judges are each the
 * median of their own values (medianValue); the run whose full report is saved is the median run
 * by performance score (medianIndex).
 */

/**
 * The index of the median run by `score`, runs ordered worst first. Equal scores are common (99,
 * 99, 99), so they are ordered by `tieBreak` (ascending; pass e.g. minus the LCP to put the slower
 * run first), then by the order the runs were made in. With an even count the lower middle is
 * chosen, never the more flattering of two. Returns -1 for no runs.
 */
export function medianIndex<T>(runs: readonly T[], score: (run: T) => number, tieBreak: (run: T) => number = () => 0): number {
  if (runs.length === 0) return -1;
  const order = runs
    .map((run, index) => ({ index, value: score(run), tie: tieBreak(run) }))
    .sort((a, b) => a.value - b.value || a.tie - b.tie || a.index - b.index);
  return order[Math.floor((order.length - 1) / 2)]!.index;
}

/**
 * The median of one figure over several runs, as Lighthouse CI asserts on (`aggregationMethod:
 * 'median'`): each figure is judged on its own middle value, so one disturbed run out of three
 * neither fails nor flatters a page. With an even count the worse of the two middle values is
 * taken: the lower for scores (`higherIsBetter`), the higher for timings. Null for no values.
 */
export function medianValue(values: readonly number[], higherIsBetter: boolean): number | null {
  // medianIndex orders worst first by score: a timing's score is its negative.
  const index = medianIndex(values, (value) => (higherIsBetter ? value : -value));
  return index < 0 ? null : values[index]!;
}
