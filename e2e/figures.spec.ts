/**
 * The owner's figures (netlify/counting) through the site's own functions: a booking, a request without a
 * time, a contact message and a cancel show on the private page (its table and its CSV) and in the weekly
 * mail of the scheduled step (run at next Monday 07:30, local development only). Its own project, run
 * before every other spec (playwright.config.ts): no other booking, request or scheduled run counts in
 * this week meanwhile. The local Blobs store outlives a run (.netlify/blobs-serve), so the page is read
 * before and after and the differences are checked; the weekly mail of a week goes once, so where an
 * earlier run on this machine already sent this week's, the mail's check says so and is skipped.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { developmentFiguresSecret, figuresPath, figuresToken } from '../netlify/counting/figures-link';
import { type CountedStep, countedSteps } from '../netlify/counting/steps';
import { currentWeek } from '../netlify/counting/week-figures';
import { dayOf } from '../netlify/counting/count-store';
import { contactEndpoint } from '../src/forms/protocol';
import { bookByJson, freeTimes, tokenOf } from './book';
import { figuresCsvRow } from './figures-csv';
import { expect, test } from './fixtures';
import { type OutboxMail, outboxMails } from './outbox';

const week = currentWeek(new Date());
const today = dayOf(new Date());
const page = (query = '') => `${figuresPath}?key=${figuresToken(developmentFiguresSecret)}&from=${week}&to=${week}${query}`;

/** Today's German counts as the CSV gives them. */
async function todaysCounts(request: APIRequestContext): Promise<Record<CountedStep, number>> {
  const row = await figuresCsvRow(request, today, 'de');
  expect(row, `a row for ${today}, de`).toBeDefined();
  return Object.fromEntries(countedSteps.map((step) => [step, row![step]!])) as Record<CountedStep, number>;
}

/** The private page's row of this week in "Woche für Woche": its cells by their column's heading. */
async function weekRow(browser: Page): Promise<Record<string, string>> {
  // Its own page, not the site's (no site script for the fixture's goto to wait for): read, then laid out in the browser.
  const answer = await browser.request.get(page());
  expect(answer.status()).toBe(200);
  expect(answer.headers()['x-robots-tag']).toContain('noindex');
  await browser.setContent(await answer.text());
  const table = browser.locator('[aria-labelledby="weeks-heading"] table');
  const headings = (await table.locator('thead th').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  const cells = (await table.locator('tbody tr').first().locator('th, td').allInnerTexts()).map((text) => text.trim());
  return Object.fromEntries(headings.map((heading, index) => [heading, cells[index] ?? '']));
}

const weeklyMails = (): OutboxMail[] =>
  outboxMails().filter((mail) => mail.subject.startsWith(`Website-Zahlen KW ${Number(week.slice(-2))}:`));

test('a booking, a request without a time, a contact message and a cancel show on the private page, in its CSV and in the weekly mail', async ({
  page: browser,
}) => {
  test.slow();
  const before = await todaysCounts(browser.request);
  const rowBefore = await weekRow(browser);
  // The outbox outlives a run too, and names its files by the clock of the run that wrote them: the new mail is the file not there before.
  const mailsBefore = new Set(weeklyMails().map((mail) => mail.file));

  const stamp = Date.now();
  const slot = (await freeTimes(browser, 'de')).at(-13);
  const view = await bookByJson(browser, { language: 'de', slot: slot?.id, name: `Zahlen ${stamp}` });
  const cancelled = await browser.request.post('/.netlify/functions/booking', {
    form: { action: 'cancel', token: tokenOf(view), language: 'de' },
    maxRedirects: 0,
  });
  expect(cancelled.status()).toBe(303);
  const request = await browser.request.post(contactEndpoint, {
    data: { type: 'consultation', language: 'de', name: `Ohne Zeit ${stamp}`, channel: 'phone', phone: '044 123 45 67', forWhom: 'self' },
  });
  expect(request.status()).toBe(200);
  const message = await browser.request.post(contactEndpoint, {
    data: {
      type: 'contact',
      language: 'de',
      name: `Nachricht ${stamp}`,
      email: 'zahlen@example.ch',
      subject: 'Frage',
      message: 'Eine Frage.',
    },
  });
  expect(message.status()).toBe(200);

  const after = await todaysCounts(browser.request);
  // A time in several places is booked in Dietikon (./book.ts).
  const place = slot!.places.length === 1 ? slot!.places[0] : 'dietikon';
  const grown = Object.fromEntries(
    countedSteps.filter((step) => after[step] !== before[step]).map((step) => [step, after[step] - before[step]]),
  );
  expect(grown).toEqual({ [`booked-js-${place}`]: 1, cancelled: 1, 'request-without-time': 1, 'contact-message': 1 });

  const rowAfter = await weekRow(browser);
  const more = (heading: string) => Number(rowAfter[heading]) - Number(rowBefore[heading]);
  expect(more('Gebucht')).toBe(1);
  expect(more('Anfragen ohne Zeit')).toBe(1);
  expect(more('Nachrichten')).toBe(1);
  expect(more('Abgesagt, freigegeben')).toBe(1);

  // The weekly mail: the scheduled step as if it were next Monday, 07:30 in Zurich.
  const monday = new Date(`${today}T12:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
  const at = new Date(`${monday.toISOString().slice(0, 10)}T06:30:00Z`);
  expect((await browser.request.post(`/.netlify/functions/deliver-waiting-messages?at=${at.toISOString()}`)).status()).toBe(200);
  const mails = weeklyMails().filter((mail) => !mailsBefore.has(mail.file));
  test.skip(
    mails.length === 0 && mailsBefore.size > 0,
    `this week's mail was sent by an earlier run on this machine (delete .netlify/blobs-serve to see it again)`,
  );
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  expect(mail.to).toBe('team@example.com');
  const line = (words: string) => new RegExp(`^\\s*${words}\\s*:?\\s+(\\d+)`, 'm').exec(mail.text)?.[1];
  expect(Number(line('Gebucht'))).toBe(Number(rowAfter['Gebucht']));
  expect(Number(line('Anfragen ohne Zeit'))).toBe(Number(rowAfter['Anfragen ohne Zeit']));
  expect(Number(line('Nachrichten'))).toBe(Number(rowAfter['Nachrichten']));
  expect(Number(line('Abgesagt oder freigegeben'))).toBe(Number(rowAfter['Abgesagt, freigegeben']));
  // The week's appointments, not its bookings: "came" is read against those that took place.
  expect(Number(line('Termine der Woche'))).toBe(Number(rowAfter['Termine der Woche']));
  expect(Number(line('davon noch nicht eingetragen'))).toBe(Number(rowAfter['Noch nicht eingetragen']));
  expect(mail.subject).toMatch(/: \d+ gebucht; (keine Termine|von \d+ Terminen? \d+ gekommen)$/);
  expect(mail.text).toContain(figuresToken(developmentFiguresSecret).slice(0, 12));
  // Locally the link goes where the scheduled run was called, port and all.
  expect(mail.text).toContain(`${test.info().project.use.baseURL}/.netlify/functions/figures?key=`);
  expect(mail.attachments?.some((file) => file.type === 'image/png')).toBe(true);
});
