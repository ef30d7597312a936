/**
 * The private booking page a visitor keeps (netlify/booking/pages/booking-page.ts), in both languages, with
 * and without JavaScript: it follows the visitor's display settings and its phone menu works (the
 * site's scripts, allowed by the page's policy), it names the time zone and says that no e-mail comes
 * where none was asked for, and how to keep it, its calendar file is in its language with reminders, cancelling asks once
 * more, and the cancelled page says how to take the entry out of the calendar and offers the file that does. Screenshots of every state at 320, 390 and 1280 px go to the folder SHOTS_DIR names.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { palettes } from '../src/styles/palettes';
import { expect, rgb, test, watchCspViolations } from './fixtures';
import { bookByJson, freeTimes } from './book';
import { screenshotToLookAt } from './screenshots';
import { axeViolations } from './axe';
import { calendarOf } from '../netlify/testing/calendar-reading';

const widths = [320, 390, 1280] as const;

const texts = {
  de: {
    form: '/erstgespraech',
    staticPage: '/erstgespraech/termin',
    settings: 'Darstellung',
    dark: 'Dunkel',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schliessen',
    booked: 'Ihr Termin ist gebucht',
    zone: /, Schweizer Zeit \((MEZ|MESZ)\)$/,
    noMail: 'Diese Seite ist Ihre Bestätigung.',
    notChosen: 'Sie haben keine E-Mails gewählt, darum senden wir Ihnen keine Bestätigung.',
    address: 'Adresse dieser Seite',
    calendar: 'Termin in meinen Kalender eintragen (.ics)',
    summary: 'Erstgespräch, Kompetenzzentrum Neurodivergenz',
    reminder: 'Erinnerung: Ihr Erstgespräch beim Kompetenzzentrum Neurodivergenz',
    cancel: 'Termin absagen',
    question: 'Möchten Sie den Termin wirklich absagen?',
    yes: 'Ja, Termin absagen',
    no: 'Nein, Termin behalten',
    cancelled: 'Ihr Termin ist abgesagt',
    removeEntry:
      'Steht der Termin in Ihrem Kalender? Öffnen Sie die Kalenderdatei der Absage, dann entfernt Ihr Kalender ihn. Geht das nicht, löschen Sie den Eintrag bitte selbst.',
    cancelFile: 'Kalenderdatei der Absage laden (.ics)',
    staticText: 'wenn Sie eine Bestätigung per E-Mail gewünscht haben, aus dieser Mail.',
  },
  en: {
    form: '/en/erstgespraech',
    staticPage: '/en/erstgespraech/termin',
    settings: 'Display',
    dark: 'Dark',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    booked: 'Your appointment is booked',
    zone: /, Swiss time \((CET|CEST)\)$/,
    noMail: 'This page is your confirmation.',
    notChosen: 'You chose no emails, so we send you no confirmation.',
    address: 'Address of this page',
    calendar: 'Add the appointment to my calendar (.ics)',
    summary: 'First consultation, Kompetenzzentrum Neurodivergenz',
    reminder: 'Reminder: your first consultation with Kompetenzzentrum Neurodivergenz',
    cancel: 'Cancel the appointment',
    question: 'Do you really want to cancel the appointment?',
    yes: 'Yes, cancel the appointment',
    no: 'No, keep the appointment',
    cancelled: 'Your appointment is cancelled',
    removeEntry:
      "Is the appointment in your calendar? Open the cancellation's calendar file and your calendar removes it. If that does not work, please delete the entry yourself.",
    cancelFile: "Download the cancellation's calendar file (.ics)",
    staticText: 'if you asked for a confirmation by email, from that email.',
  },
} as const;

type Language = keyof typeof texts;

/** Each test books its own time, counted from the end of the list (e2e/booking.spec.ts books from its start). */
const fromEnd = { js: { de: 0, en: 1 }, noScript: { de: 2, en: 3 } } as const;

/** The cancelled page's file, downloaded as the visitor does: it takes the booked file's event out of the calendar. */
async function expectCancellingFile(page: Page, t: (typeof texts)[Language], booked: ReturnType<typeof calendarOf>) {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: t.cancelFile }).click();
  const file = calendarOf(await readFile(await (await download).path(), 'utf8'));
  expect(file).toEqual({ method: 'CANCEL', uid: booked.uid, sequence: expect.any(Number), status: 'CANCELLED' });
  expect(file.sequence).toBeGreaterThan(booked.sequence);
}

/** Books a time as the request form does (its JSON), and returns the private page's address. */
async function book(page: Page, language: Language, index: number): Promise<string> {
  const slots = await freeTimes(page, language, 8);
  return bookByJson(page, { language, slot: slots[slots.length - 1 - index]?.id, name: `Seite ${language} ${Date.now()}` });
}

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** The whole page at each width, and nothing wider than the screen. */
async function shoot(page: Page, name: string) {
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
    await screenshotToLookAt(page, `booking-page-${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize(before);
}

/**
 * Booked without the box for mails: right after booking the page says no confirmation comes, and why, and the
 * reminders part says the page is the confirmation. The address to keep opens the page as a later visit does,
 * without the words of the moment of booking (`&booked=1`).
 */
async function expectNoMailSaid(page: Page, t: (typeof texts)[keyof typeof texts]) {
  await expect(page.getByText(t.notChosen)).toBeVisible();
  await expect(page.locator('#booking-reminders').getByText(t.noMail)).toBeVisible();
  expect(page.url()).toMatch(/&booked=1$/);
  await expect(page.getByLabel(t.address)).toHaveValue(page.url().replace(/&booked=1$/, ''));
}

test.describe('the booking page with JavaScript', () => {
  for (const language of ['de', 'en'] as const) {
    const t = texts[language];
    test(`${language}: dark as chosen, the phone menu opens, the time zone and how to keep it, its calendar file, cancelling asks once more, the cancelled page's file takes the entry out`, async ({
      page,
    }) => {
      // About twenty function calls, each rebuilt by the local emulator (2–3 s on a 2-core machine, more while
      // the other worker's calls queue beside them): twice test.slow()'s time.
      test.setTimeout(180_000);
      const cspViolations = await watchCspViolations(page);
      // Dark colours chosen in "Darstellung" before booking.
      await page.goto(t.form);
      await page.getByRole('banner').getByRole('button', { name: t.settings }).click();
      await page.getByRole('group', { name: t.settings }).getByRole('radio', { name: t.dark }).check();
      const view = await book(page, language, fromEnd.js[language]);

      await page.goto(view);
      await expect(page.getByRole('heading', { level: 1, name: t.booked })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.locator('body')).toHaveCSS('background-color', rgb(palettes.dark.background));
      await expect(page.locator('dd').first()).toHaveText(t.zone);
      await expectNoMailSaid(page, t);
      await expect(page.getByLabel(t.address)).toHaveAttribute('readonly', '');
      await expectAxeClean(page);
      await shoot(page, `${language}-js-booked`);

      // The phone's menu opens.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: t.openMenu }).click();
      await expect(page.getByRole('button', { name: t.closeMenu })).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('button', { name: t.closeMenu }).click();
      await page.setViewportSize({ width: 1280, height: 800 });

      // The calendar file: the page's language, its link back to this page, reminders on the screen.
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: t.calendar }).click();
      const file = await readFile(await (await download).path(), 'utf8');
      const event = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!;
      expect(event.getFirstPropertyValue('summary')).toBe(t.summary);
      // The entry links to the page as a later visit opens it, without the words of the moment of booking.
      expect(String(event.getFirstPropertyValue('url')).endsWith(view.replace(/&booked=1$/, ''))).toBe(true);
      expect(view).toContain(`language=${language}`);
      const alarms = event.getAllSubcomponents('valarm');
      expect(alarms.map((alarm) => [alarm.getFirstPropertyValue('action'), String(alarm.getFirstPropertyValue('trigger'))])).toEqual([
        ['DISPLAY', '-P1D'],
        ['DISPLAY', '-PT1H'],
      ]);
      expect(alarms.map((alarm) => alarm.getFirstPropertyValue('description'))).toEqual([t.reminder, t.reminder]);
      for (const line of file.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      const booked = calendarOf(file);

      // "Termin absagen" asks first; "Nein" keeps it.
      await page.getByRole('link', { name: t.cancel }).click();
      await expect(page.getByRole('heading', { name: t.question })).toBeVisible();
      expect(new URL(page.url()).searchParams.get('confirm')).toBe('cancel');
      await expectAxeClean(page);
      await shoot(page, `${language}-js-confirm-cancel`);
      await page.getByRole('link', { name: t.no }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.booked })).toBeVisible();
      await expect(page.getByRole('button', { name: t.yes })).toHaveCount(0);

      await page.getByRole('link', { name: t.cancel }).click();
      await page.getByRole('button', { name: t.yes }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.cancelled })).toBeVisible();
      await expect(page.getByText(t.removeEntry, { exact: false })).toBeVisible();
      await expectCancellingFile(page, t, booked);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expectAxeClean(page);
      await shoot(page, `${language}-js-cancelled`);

      // Looked at again later: the link still says it is cancelled (never raw JSON or a bare "not found").
      await page.goto(view);
      await expect(page.getByRole('heading', { level: 1, name: t.cancelled })).toBeVisible();
      await expectAxeClean(page);
      await shoot(page, `${language}-js-gone`);
      expect(await cspViolations()).toEqual([]);
    });

    test(`${language}: the page opened without its link promises no confirmation that never comes`, async ({ page }) => {
      await page.goto(t.staticPage);
      const main = page.getByRole('main');
      await expect(main).toContainText(t.staticText);
      await expect(main).not.toContainText(language === 'de' ? 'in Ihrer Bestätigung' : 'in your confirmation');
      await expectAxeClean(page);
      await shoot(page, `${language}-looked-at`);
    });
  }
});

test.describe('the booking page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // axe runs as a script in the page, so it checks these states in the test with JavaScript (the same markup).

  for (const language of ['de', 'en'] as const) {
    const t = texts[language];
    test(`${language}: the time zone, no e-mail, the address to keep; cancelling asks once more and says to remove the calendar entry, with the file that does`, async ({
      page,
    }) => {
      test.slow();
      const view = await book(page, language, fromEnd.noScript[language]);
      const booked = calendarOf(await (await page.request.get(view.replace('?view=', '?ics='))).text());
      await page.goto(view);
      await expect(page.getByRole('heading', { level: 1, name: t.booked })).toBeVisible();
      await expect(page.locator('dd').first()).toHaveText(t.zone);
      await expectNoMailSaid(page, t);
      await shoot(page, `${language}-nojs-booked`);

      await page.getByRole('link', { name: t.cancel }).click();
      await expect(page.getByRole('heading', { name: t.question })).toBeVisible();
      await shoot(page, `${language}-nojs-confirm-cancel`);
      await page.getByRole('link', { name: t.no }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.booked })).toBeVisible();
      await page.getByRole('link', { name: t.cancel }).click();
      await page.getByRole('button', { name: t.yes }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.cancelled })).toBeVisible();
      await expect(page.getByText(t.removeEntry, { exact: false })).toBeVisible();
      await expectCancellingFile(page, t, booked);
      await shoot(page, `${language}-nojs-cancelled`);
    });
  }
});
