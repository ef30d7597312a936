/**
 * The owner's figures, week by week: the day counts (./day-counts.ts) summed per ISO week (Monday to
 * Sunday, Zurich days, as Swiss calendars number them: "KW 47"), per language and for both, with the
 * two shares the site is there for. Pure: the private page, the weekly mail and `npm run report` all
 * read the same weeks.
 *
 * Weeks are named `YYYY-Www` (ISO 8601, as an `<input type="week">` writes them): the year is the one
 * the week's Thursday falls in, so 29 Dec. 2025 belongs to 2026-W01.
 */
import { addDays, daysBetween, instantToWallTime, weekdayOfDate, weekdays } from '../../src/booking/zurich-time';
import { type Language, languages } from '../../src/i18n/languages';
import type { DayCounts } from './count-store';
import { type CountedStep, bookedSteps, countedSteps } from './steps';

/** A count for every step, zeros included (what a table shows). */
export type StepTotals = Record<CountedStep, number>;

export interface WeekFigures {
  /** `2026-W47` */
  week: string;
  /** The week's Monday and Sunday, `YYYY-MM-DD`. */
  monday: string;
  sunday: string;
  /** `KW 47 (16.–22. Nov. 2026)` */
  label: string;
  /** `KW 47` */
  shortLabel: string;
  /** ISO week number (47). */
  number: number;
  /** Today falls in it: its counts are not complete yet. */
  running: boolean;
  /** Both languages summed. */
  total: StepTotals;
  byLanguage: Record<Language, StepTotals>;
  /**
   * The week's appointments that took place (their time is in the week, booked until then): the visitor
   * came, did not come, or the team has not said yet. Not the week's bookings, which are mostly for later weeks.
   */
  appointments: number;
  /** Times booked (every `bookedSteps`), both languages. */
  booked: number;
  bookedByLanguage: Record<Language, number>;
  /** Of the times the request form showed free times, how often a time was booked: booked / times-shown. */
  bookedOfShown: number | null;
  /**
   * Of the times the team marked after they had passed, how many the visitor came to: came / (came +
   * not-came). Not came / booked: a mark is counted on the day of the time, a booking on the day it was
   * made (often another week), and the team does not mark every time, so only the marked ones say it.
   */
  cameOfMarked: number | null;
}

const weekPattern = /^(\d{4})-W(\d{2})$/;

function zeros(): StepTotals {
  return Object.fromEntries(countedSteps.map((step) => [step, 0])) as StepTotals;
}

/** A share, or null where there is nothing to divide by (no week shows "0 %" for "nothing happened"). */
export function share(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** The Monday of the week `day` is in. */
export function mondayOf(day: string): string {
  return addDays(day, -weekdays.indexOf(weekdayOfDate(day)));
}

/** The ISO week `day` is in: `2026-11-18` → `2026-W47`. */
export function weekOf(day: string): string {
  const thursday = addDays(mondayOf(day), 3);
  const year = thursday.slice(0, 4);
  const number = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(number).padStart(2, '0')}`;
}

/** The Monday of an ISO week, or undefined for anything that is not one (`2026-W54`, `2026-47`). */
export function mondayOfWeek(week: string): string | undefined {
  const match = weekPattern.exec(week);
  if (!match) return undefined;
  const number = Number(match[2]);
  // 4 January is always in week 1; a week 53 the year does not have comes out as the next year's week 1.
  const monday = addDays(mondayOf(`${match[1]}-01-04`), (number - 1) * 7);
  return number >= 1 && weekOf(monday) === week ? monday : undefined;
}

export function isWeek(value: string): boolean {
  return mondayOfWeek(value) !== undefined;
}

/** The week `weeks` weeks after `week` (negative: before). */
export function addWeeks(week: string, weeks: number): string {
  const monday = mondayOfWeek(week);
  if (!monday) throw new Error(`not a week (YYYY-Www): "${week}"`);
  return weekOf(addDays(monday, weeks * 7));
}

/** Weeks from `from` to `to`, both counted (`2026-W46` to `2026-W47` is 2); 0 when `to` is before `from`. */
export function weeksBetween(from: string, to: string): number {
  const [start, end] = [mondayOfWeek(from), mondayOfWeek(to)];
  if (!start || !end) throw new Error(`not weeks (YYYY-Www): "${from}", "${to}"`);
  return Math.max(0, daysBetween(start, end) / 7 + 1);
}

/** The week running in Zurich at `now`. */
export function currentWeek(now: Date): string {
  return weekOf(instantToWallTime(now).date);
}

/** The last week that has ended in Zurich at `now` (on a Monday: the week that ended at midnight). */
export function lastFullWeek(now: Date): string {
  return addWeeks(currentWeek(now), -1);
}

/** The `count` full weeks before `now`, oldest first: `{ from, to }` as week names. */
export function lastFullWeeks(now: Date, count: number): { from: string; to: string } {
  const to = lastFullWeek(now);
  return { from: addWeeks(to, -(count - 1)), to };
}

/** The days of the weeks from `from` to `to`: Monday of the first to Sunday of the last. */
export function daysOfWeeks(from: string, to: string): { first: string; last: string } {
  const [start, end] = [mondayOfWeek(from), mondayOfWeek(to)];
  if (!start || !end) throw new Error(`not weeks (YYYY-Www): "${from}", "${to}"`);
  return { first: start, last: addDays(end, 6) };
}

const monthNames = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'];

function dayAndMonth(day: string): { date: number; month: string; year: string } {
  return { date: Number(day.slice(8, 10)), month: monthNames[Number(day.slice(5, 7)) - 1] ?? '', year: day.slice(0, 4) };
}

/** `23. Nov. 2026` */
export function dayLabel(day: string): string {
  const { date, month, year } = dayAndMonth(day);
  return `${date}. ${month} ${year}`;
}

/** `16.–22. Nov. 2026`; across months `30. Nov.–6. Dez. 2026`; across years `29. Dez. 2025–4. Jan. 2026`. */
export function spanLabel(first: string, last: string): string {
  const [a, b] = [dayAndMonth(first), dayAndMonth(last)];
  if (a.year !== b.year) return `${a.date}. ${a.month} ${a.year}–${b.date}. ${b.month} ${b.year}`;
  if (a.month !== b.month) return `${a.date}. ${a.month}–${b.date}. ${b.month} ${b.year}`;
  return `${a.date}.–${b.date}. ${b.month} ${b.year}`;
}

/** `KW 47` */
export function shortWeekLabel(week: string): string {
  return `KW ${Number(week.slice(6))}`;
}

/** `KW 47 (16.–22. Nov. 2026)` */
export function weekLabel(week: string): string {
  const monday = mondayOfWeek(week);
  if (!monday) throw new Error(`not a week (YYYY-Www): "${week}"`);
  return `${shortWeekLabel(week)} (${spanLabel(monday, addDays(monday, 6))})`;
}

function figuresOf(week: string, byLanguage: Record<Language, StepTotals>, today: string | undefined): WeekFigures {
  const monday = mondayOfWeek(week) ?? '';
  const sunday = addDays(monday, 6);
  const total = zeros();
  for (const language of languages) for (const step of countedSteps) total[step] += byLanguage[language][step];
  const bookedIn = (counts: StepTotals) => bookedSteps.reduce((sum, step) => sum + counts[step], 0);
  const booked = bookedIn(total);
  return {
    appointments: total.came + total['not-came'] + total['not-marked'],
    week,
    monday,
    sunday,
    label: weekLabel(week),
    shortLabel: shortWeekLabel(week),
    number: Number(week.slice(6)),
    running: today !== undefined && monday <= today && today <= sunday,
    total,
    byLanguage,
    booked,
    bookedByLanguage: Object.fromEntries(languages.map((language) => [language, bookedIn(byLanguage[language])])) as Record<
      Language,
      number
    >,
    bookedOfShown: share(booked, total['times-shown']),
    cameOfMarked: share(total.came, total.came + total['not-came']),
  };
}

/**
 * The days' counts summed per ISO week, oldest first, every week the days touch (a week the days only
 * partly cover is summed over those days). `today` (Zurich) marks the week still running.
 */
export function weeksOf(days: readonly DayCounts[], today?: string): WeekFigures[] {
  const weeks = new Map<string, Record<Language, StepTotals>>();
  for (const { day, counts } of [...days].sort((a, b) => a.day.localeCompare(b.day))) {
    const week = weekOf(day);
    const sums = weeks.get(week) ?? (Object.fromEntries(languages.map((language) => [language, zeros()])) as Record<Language, StepTotals>);
    for (const language of languages) {
      for (const step of countedSteps) sums[language][step] += counts[language][step] ?? 0;
    }
    weeks.set(week, sums);
  }
  return [...weeks.entries()].map(([week, byLanguage]) => figuresOf(week, byLanguage, today));
}

/** Every week of a range summed into one (the page's "im ganzen Zeitraum"); undefined for no weeks. */
export function sumOfWeeks(
  weeks: readonly WeekFigures[],
): Omit<WeekFigures, 'week' | 'monday' | 'sunday' | 'label' | 'shortLabel' | 'number' | 'running'> | undefined {
  if (weeks.length === 0) return undefined;
  const byLanguage = Object.fromEntries(languages.map((language) => [language, zeros()])) as Record<Language, StepTotals>;
  for (const week of weeks) {
    for (const language of languages) for (const step of countedSteps) byLanguage[language][step] += week.byLanguage[language][step];
  }
  const { appointments, total, booked, bookedByLanguage, bookedOfShown, cameOfMarked } = figuresOf(weeks[0]!.week, byLanguage, undefined);
  return { appointments, total, byLanguage, booked, bookedByLanguage, bookedOfShown, cameOfMarked };
}

/** A share as the owner reads it: `13 %`, `–` where there is nothing to divide by. */
export function percent(value: number | null): string {
  return value === null ? '–' : `${percentNumber(value)}\u00a0%`;
}

/** The share's number of percent alone (`67`), for a table whose label says the unit; none: `–`. */
export function percentNumber(value: number | null): string {
  return value === null ? '–' : String(Math.round(value * 100));
}
