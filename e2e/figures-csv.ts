import type { APIRequestContext } from '@playwright/test';
import { developmentFiguresSecret, figuresPath, figuresToken } from '../netlify/counting/figures-link';
import { currentWeek } from '../netlify/counting/week-figures';
import { expect } from './fixtures';

/**
 * One day's counts in one language as the owner's CSV gives them (the week of `day`), by step name
 * (`booked-js`, `came`, …); undefined when the CSV has no row for that day and language.
 */
export async function figuresCsvRow(
  request: APIRequestContext,
  day: string,
  language: string,
): Promise<Record<string, number> | undefined> {
  const week = currentWeek(new Date(`${day}T12:00:00Z`));
  const answer = await request.get(`${figuresPath}?key=${figuresToken(developmentFiguresSecret)}&from=${week}&to=${week}&format=csv`);
  expect(answer.status()).toBe(200);
  const [header, ...rows] = (await answer.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  // A column's step name is in brackets at the end of its heading: "Gebucht mit JavaScript (booked-js)".
  const columns = header!.split(';').map((name) => /\(([a-z-]+)\)"?$/.exec(name)?.[1] ?? name);
  const row = rows.map((line) => line.split(';')).find(([rowDay, rowLanguage]) => rowDay === day && rowLanguage === language);
  return row && Object.fromEntries(columns.map((column, index) => [column, Number(row[index])]));
}
