/**
 * Booking a first consultation as visitors do it, against the functions on the local server, the
 * emulated Netlify Blobs and the team's calendar feed (e2e/calendar-feed-server.ts): choose a time,
 * book it, see it and its calendar file, the time gone for the next visitor, cancel it; with and
 * without JavaScript, in both languages (the calendar out of order: e2e/calendar-outage.spec.ts).
 */
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { instantToWallTime } from '../src/booking/zurich-time';
import { expect, test } from './fixtures';
import { mailContaining, minimumFillTime, outboxMails } from './outbox';
import { axeViolations } from './axe';

const texts = {
  de: {
    path: '/erstgespraech',
    next: 'Weiter',
    submit: 'Anfrage senden',
    book: 'Termin buchen',
    place: 'Wo möchten Sie das Gespräch führen?',
    inBoth: 'in Dietikon, online oder am Telefon',
    legend: 'Wählen Sie einen freien Termin',
    none: 'Keine Zeit passt: bitte schlagen Sie mir Zeiten vor',
    monday: 'Montag',
    name: 'Ihr Name',
    email: 'E-Mail-Adresse',
    booked: 'Ihr Termin ist gebucht',
    calendar: 'Termin in meinen Kalender eintragen (.ics)',
    cancel: 'Termin absagen',
    confirmCancel: 'Ja, Termin absagen',
    cancelled: 'Ihr Termin ist abgesagt',
    show: 'Freie Termine anzeigen',
    unavailable: 'Im Moment können wir keine freien Termine anzeigen.',
    mailSent: (address: string) => `Eine Bestätigung mit Ihrem Termin ist per E-Mail unterwegs an ${address}.`,
    mailWrong: 'Stimmt die Adresse nicht?',
    mailsPart: 'Erinnerungen',
    home: 'Zur Startseite',
    again: 'Ein Erstgespräch anfragen',
  },
  en: {
    path: '/en/erstgespraech',
    next: 'Continue',
    submit: 'Send request',
    book: 'Book this time',
    place: 'Where would you like to meet?',
    inBoth: 'in Dietikon, online or by phone',
    legend: 'Choose a free time',
    none: 'No time suits me: please suggest times',
    monday: 'Monday',
    name: 'Your name',
    email: 'Email address',
    booked: 'Your appointment is booked',
    calendar: 'Add the appointment to my calendar (.ics)',
    cancel: 'Cancel the appointment',
    confirmCancel: 'Yes, cancel the appointment',
    cancelled: 'Your appointment is cancelled',
    show: 'Show free times',
    unavailable: 'We cannot show free times right now.',
    mailSent: (address: string) => `A confirmation with your appointment is on its way by email to ${address}.`,
    mailWrong: 'Is the address wrong?',
    mailsPart: 'Reminders',
    home: 'To the home page',
    again: 'Request a first consultation',
  },
} as const;

const timeLabel = (page: Page) => page.locator('[data-free-times] .option label');

/** Each test books its own time (they run side by side): the n-th offered. */
const timeIndex = { js: { de: 0, en: 1 }, noScript: { de: 2, en: 3 } } as const;

/** The offered times as the function lists them now. */
async function offeredTimes(page: Page): Promise<string[]> {
  const body = (await (await page.request.get('/.netlify/functions/booking?times=1&language=de')).json()) as { slots?: { id: string }[] };
  return (body.slots ?? []).map((slot) => slot.id);
}

/**
 * The booked page right after booking: where the confirmation went (the address masked, so a typo shows), what
 * to do if it is wrong (a link to the reminders part), and at its end the way home, not a new request.
 */
async function expectConfirmationSaid(page: Page, t: (typeof texts)[keyof typeof texts], address: string) {
  const main = page.getByRole('main');
  await expect(main).toContainText(t.mailSent(address));
  await expect(main).toContainText(t.mailWrong);
  await expect(main.getByRole('link', { name: t.mailsPart })).toHaveAttribute('href', '#booking-reminders');
  await expect(main.getByRole('link').last()).toHaveText(t.home);
  await expect(page.getByRole('link', { name: t.again })).toHaveCount(0);
}

test.describe('booking with JavaScript', () => {
  // One at a time: each test books its own time from the same calendar feed.
  test.describe.configure({ mode: 'serial' });

  for (const language of ['de', 'en'] as const) {
    const t = texts[language];
    test(`${language}: choose a free time, book it, see it, add it to a calendar, and cancel it`, async ({ page, browser }) => {
      test.slow();
      await page.goto(t.path);
      await page.getByRole('button', { name: t.next }).click();
      const group = page.getByRole('group', { name: t.legend });
      await expect(group.getByRole('radio').first()).toBeVisible({ timeout: 15_000 });
      // The day and time questions wait until the visitor chooses that no time fits.
      const monday = page.getByLabel(t.monday, { exact: true });
      await expect(monday).toBeHidden();
      await group.getByRole('radio', { name: t.none }).check();
      await monday.check();
      const index = timeIndex.js[language];
      const first = group.getByRole('radio').nth(index);
      const words = (await timeLabel(page).nth(index).textContent()) ?? '';
      const slotId = (await first.getAttribute('value')) ?? '';
      await first.check();
      await expect(monday).toBeHidden();
      // "None fits" again: the day ticked is still there.
      await group.getByRole('radio', { name: t.none }).check();
      await expect(monday).toBeChecked();
      await first.check();
      await expect(monday).toBeHidden();
      // A time offered in both places asks which one.
      if (words.endsWith(t.inBoth)) await page.getByRole('group', { name: t.place }).getByRole('radio').first().check();
      await page.getByRole('button', { name: t.next }).click();
      await page.getByRole('button', { name: t.next }).click();
      const name = `Buchung ${language} ${Date.now()}`;
      await page.getByLabel(t.name).fill(name);
      await page.getByLabel(t.email).fill('eva@example.ch');
      await page.getByRole('button', { name: t.next }).click();
      // The check lists the time chosen: "Freitag, 27. November 2026, 15:00".
      const [weekday, dayAndMonth, time] = words.split(', ');
      await expect(page.locator('dd.answer', { hasText: `${weekday}, ${dayAndMonth}` })).toContainText(time?.slice(0, 5) ?? '');
      await page.waitForTimeout(minimumFillTime);
      await page.getByRole('button', { name: t.book }).click();

      // The booking function answers this page (the first call may start it): more time than a click.
      // Sending is two function calls in a row (the request, then the booked page); on a loaded CI host
      // each took 7 s (2026-11-26), so 15 s was not enough.
      await expect(page.getByRole('heading', { level: 1, name: t.booked })).toBeVisible({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe('/.netlify/functions/booking');
      await expect(page.locator('dd').first()).toContainText(`${dayAndMonth}`);
      await expect(page.locator('dd').first()).toContainText(`${time}`);
      await expectConfirmationSaid(page, t, 'e•••\u200b@example.ch');
      expect(await axeViolations(page)).toEqual([]);

      // The calendar file opens at the same local time.
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: t.calendar }).click();
      const file = await (await download).path();
      const { readFile } = await import('node:fs/promises');
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await readFile(file, 'utf8'))).getFirstSubcomponent('vevent')!);
      expect(instantToWallTime(event.startDate.toJSDate()).time).toBe(time?.slice(0, 5));

      // The team has the request, with the time first.
      await expect.poll(() => mailContaining(name)?.subject ?? '').toContain('gebucht für');
      // The next visitor is not offered it.
      const other = await browser.newPage();
      expect(await offeredTimes(other)).not.toContain(slotId);
      // Cancelling, once confirmed, frees it at once.
      await page.getByRole('link', { name: t.cancel }).click();
      await page.getByRole('button', { name: t.confirmCancel }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.cancelled })).toBeVisible();
      expect(await offeredTimes(other)).toContain(slotId);
      const cancelled = () =>
        outboxMails().some((mail) => mail.subject.startsWith('Erstgespräch abgesagt: ') && mail.subject.includes(time ?? '-'));
      await expect.poll(cancelled).toBe(true);
      await other.close();
    });
  }
});

test.describe('booking without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['de', 'en'] as const) {
    const t = texts[language];
    test(`${language}: "show free times" fills them in, everything typed stays, and the chosen time is booked`, async ({ page }) => {
      // Four page loads through the local functions' emulator (1.4-1.7 s a call): 25-30 s on 2 cores beside another worker.
      test.slow();
      await page.goto(t.path);
      const name = `Ohne Skript ${language} ${Date.now()}`;
      await page.getByLabel(t.name).fill(name);
      await page.getByLabel(t.email).fill('max@example.ch');
      await page.getByRole('button', { name: t.show }).click();
      await expect(page.getByLabel(t.name)).toHaveValue(name);
      const group = page.getByRole('group', { name: t.legend });
      await expect(group.getByRole('radio', { name: t.none })).toBeVisible();
      // The days and times are revealed by choosing that no time fits, and hidden again by choosing a time.
      const monday = page.getByLabel(t.monday, { exact: true });
      await expect(monday).toBeHidden();
      await group.getByRole('radio', { name: t.none }).check();
      await monday.check();
      const index = timeIndex.noScript[language];
      const first = group.getByRole('radio').nth(index);
      const words = (await timeLabel(page).nth(index).textContent()) ?? '';
      await first.check();
      await expect(monday).toBeHidden();
      // A time offered in several places is booked where the visitor says: "Jeder Ort ist gut" would be asked again.
      if (words.endsWith(t.inBoth)) await page.getByRole('group', { name: t.place }).getByRole('radio').first().check();
      await page.waitForTimeout(minimumFillTime);
      await page.getByRole('button', { name: t.submit }).click();
      // The booking function answers this page (the first call may start it), as above.
      await expect(page.getByRole('heading', { level: 1, name: t.booked })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('dd').first()).toContainText(words.split(', ')[2] ?? '');
      // Without JavaScript the box for mails stands ticked: the confirmation goes to the address typed.
      await expectConfirmationSaid(page, t, 'm•••\u200b@example.ch');
      await page.getByRole('link', { name: t.cancel }).click();
      await page.getByRole('button', { name: t.confirmCancel }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.cancelled })).toBeVisible();
    });
  }
});

test.describe('booking on a small phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the times and the booked page fit 320 px without sideways scrolling, and axe finds nothing', async ({ page }) => {
    await page.goto(texts.de.path);
    await page.getByRole('button', { name: texts.de.next }).click();
    await expect(page.getByRole('group', { name: texts.de.legend }).getByRole('radio').first()).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);
  });
});
