/**
 * Picks the run to report out of several Lighthouse runs of one page. One whole run is reported
 * (not a per-metric median) so LCP, TBT and CLS belong together and match the saved report.
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
