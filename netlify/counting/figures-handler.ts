/**
 * The figures function's logic (netlify/functions/figures.mts), behind a `(Request) => Response` seam
 * like the booking handler:
 *
 *   GET ?key=<key>                               the private page (./figures-page.ts), the last 12 full weeks
 *   GET ?key=<key>&from=2026-W40&to=2026-W47     those weeks (at most `maxWeeks`; the running week may be the last)
 *   GET …&format=csv                             the same days as CSV
 *
 * The key is the one the weekly mail carries (./figures-link.ts). Without it, or with another, the
 * answer is a plain 404, as for an address that does not exist. The page's answers are kept by nobody
 * (`no-store`), indexed by nobody, and send no Referer on: the key is in the address.
 */
import { addDays } from '../../src/booking/zurich-time';
import { answerSafely } from '../shared/answers';
import { bundleRoot } from '../shared/built-page';
import type { Logger } from '../shared/logger';
import type { Env } from '../shared/mail-settings';
import { type CountStore, dayOf, keepDays } from './count-store';
import { readDayCounts } from './day-counts';
import { figuresSecretOf, isFiguresToken } from './figures-link';
import { figuresCsv, figuresPage, figuresPolicy, figuresProblemPage } from './figures-page';
import { openCounts } from './open-counts';
import { addWeeks, currentWeek, daysOfWeeks, isWeek, lastFullWeeks, weekLabel, weekOf, weeksBetween, weeksOf } from './week-figures';

export interface FiguresDeps {
  env?: Env;
  /** Netlify's `context.deploy.context`; the CONTEXT variable overrides it. */
  deployContext?: string | undefined;
  now?: () => number;
  log?: Logger;
  countStore?: CountStore;
  /** Where public/ is read from (the error page); defaults to the bundle. */
  root?: string;
}

export const defaultWeeks = 12;
/** A little over a year: as far back as the counts are kept (`keepDays`), and a page that still reads. */
export const maxWeeks = 60;

const privateHeaders = { 'Cache-Control': 'no-store' };

export async function handleFiguresRequest(req: Request, deps: FiguresDeps = {}): Promise<Response> {
  const log = deps.log ?? console;
  const root = deps.root ?? bundleRoot(deps.env ?? process.env);
  const response = await answerSafely('figures', log, () => answer(req, deps, root, log), { req, root });
  // After the site's own headers, which allow a Referer to the site itself: the key is in this address.
  response.headers.set('Referrer-Policy', 'no-referrer');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

function page(html: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: { ...privateHeaders, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': figuresPolicy() },
  });
}

async function answer(req: Request, deps: FiguresDeps, root: string, log: Logger): Promise<Response> {
  if (req.method !== 'GET') return new Response(null, { status: 405, headers: { ...privateHeaders, Allow: 'GET' } });
  const env = deps.env ?? process.env;
  const settings = figuresSecretOf(env, deps.deployContext);
  if (!settings.ok) {
    log.error(`figures: no page: ${settings.problem}`);
    return page(figuresProblemPage('Die Zahlen können gerade nicht gezeigt werden: Die Website ist nicht fertig eingerichtet.'), 503);
  }
  const url = new URL(req.url);
  const key = url.searchParams.get('key');
  if (key === null || !isFiguresToken(key, settings.secret)) {
    return new Response('Nicht gefunden.', { status: 404, headers: { ...privateHeaders, 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const now = new Date((deps.now ?? Date.now)());
  const range = figuresRange({ from: url.searchParams.get('from'), to: url.searchParams.get('to') }, now);
  const today = dayOf(now);
  const { first, last } = daysOfWeeks(range.from, range.to);
  let days;
  try {
    const { store, attendance } = openCounts({ env, deployContext: deps.deployContext, countStore: deps.countStore });
    days = await readDayCounts(store, attendance, first, last < today ? last : today);
  } catch (error) {
    log.error(`figures: the counts cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    return page(
      figuresProblemPage('Die Zahlen konnten gerade nicht gelesen werden. Bitte in ein paar Minuten noch einmal versuchen.'),
      503,
    );
  }
  if (url.searchParams.get('format') === 'csv') {
    return new Response(figuresCsv(days), {
      headers: {
        ...privateHeaders,
        'Content-Type': 'text/csv; charset=utf-8; header=present',
        'Content-Disposition': `attachment; filename="website-zahlen-${range.from}-bis-${range.to}.csv"`,
      },
    });
  }
  return page(
    figuresPage({
      weeks: weeksOf(days, today),
      range: { from: range.from, to: range.to },
      choosable: choosableWeeks(now),
      key,
      current: currentWeek(now),
      notes: range.notes,
    }),
  );
}

/** The oldest week whose counts are still kept (its first days may already be gone). */
function oldestWeek(now: Date): string {
  return weekOf(addDays(dayOf(now), -keepDays));
}

/** Every week the form offers, newest (the running one) first. */
export function choosableWeeks(now: Date): string[] {
  const weeks: string[] = [];
  for (let week = currentWeek(now), oldest = oldestWeek(now); week >= oldest; week = addWeeks(week, -1)) weeks.push(week);
  return weeks;
}

/**
 * The weeks to show for what the address asks: the last 12 full weeks unless it names others; a week
 * that is not one, a range the wrong way round, the future, weeks no longer kept and more than `maxWeeks`
 * are set right, and `notes` says how.
 */
export function figuresRange(asked: { from: string | null; to: string | null }, now: Date): { from: string; to: string; notes: string[] } {
  const notes: string[] = [];
  const standard = lastFullWeeks(now, defaultWeeks);
  const read = (value: string | null): string | undefined => {
    if (value === null || value === '') return undefined;
    if (isWeek(value)) return value;
    notes.push(`«${value.slice(0, 20)}» ist keine Woche (so geschrieben: 2026-W47).`);
    return undefined;
  };
  const [askedFrom, askedTo] = [read(asked.from), read(asked.to)];
  let from = askedFrom ?? (askedTo ? addWeeks(askedTo, -(defaultWeeks - 1)) : standard.from);
  let to = askedTo ?? (askedFrom ? addWeeks(askedFrom, defaultWeeks - 1) : standard.to);
  if (askedFrom && askedTo && from > to) [from, to] = [to, from];
  const current = currentWeek(now);
  if (to > current) {
    if (askedTo) notes.push(`Für die Zeit nach ${weekLabel(current)} gibt es noch keine Zahlen.`);
    to = current;
    if (from > to) from = to;
  }
  const oldest = oldestWeek(now);
  if (from < oldest) {
    notes.push(`Zahlen von vor ${weekLabel(oldest)} sind gelöscht (sie werden ${keepDays} Tage aufbewahrt).`);
    from = oldest;
    if (to < from) to = from;
  }
  if (weeksBetween(from, to) > maxWeeks) {
    from = addWeeks(to, -(maxWeeks - 1));
    notes.push(`Höchstens ${maxWeeks} Wochen auf einmal: gezeigt werden die letzten ${maxWeeks} bis ${weekLabel(to)}.`);
  }
  return { from, to, notes };
}
