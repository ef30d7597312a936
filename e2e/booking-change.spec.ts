/**
 * Later weeks and a booking the visitor can change, in both languages, with and without JavaScript:
 * "Spätere Termine anzeigen" on the request form (and a reload that reaches a later time), a time in
 * several places with "Jeder Ort ist gut" asked again without JavaScript, and "Andere Zeit wählen" on the
 * booking's page, which books the new time first, frees the old one and keeps the one link. Screenshots
 * of each state at 320, 390 and 1280 px go to the folder SHOTS_DIR names (e2e/screenshots.ts).
 *
 * Every test here books from the later weeks (the 13th free time on), which the other specs never
 * reach (they book from the first eight); the tests run one after the other, and each frees what it booked.
 */
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { startOfSlotId } from '../src/booking/free-times';
import { bookingEndpoint } from '../src/forms/protocol';
import { expect, test, untilHydrated } from './fixtures';
import { type FreeTime, bookByJson, freeTimes } from './book';
import { mailContaining, minimumFillTime, outboxMails } from './outbox';
import { screenshotToLookAt } from './screenshots';
import { axeViolations } from './axe';

test.describe.configure({ mode: 'default' });
const widths = [320, 390, 1280] as const;

const texts = {
  de: {
    path: '/erstgespraech',
    next: 'Weiter',
    legend: 'Wählen Sie einen freien Termin',
    show: 'Freie Termine anzeigen',
    more: 'Spätere Termine anzeigen',
    name: 'Ihr Name',
    email: 'E-Mail-Adresse',
    request: 'Anfrage senden',
    placeLegend: 'Wo möchten Sie das Gespräch führen?',
    either: 'Jeder Ort ist gut',
    online: 'Online per Video',
    choosePlace: 'Bitte wählen Sie einen der Orte, die bei der gewählten Zeit stehen.',
    booked: 'Ihr Termin ist gebucht',
    change: 'Andere Zeit wählen',
    newTime: 'Wählen Sie die neue Zeit',
    meet: 'Wo möchten Sie sich treffen?',
    book: 'Neue Zeit buchen',
    keep: 'Nein, Termin behalten',
    changed: 'Ihr Termin ist verschoben',
    taken: 'ist gerade vergeben worden.',
    cancel: 'Termin absagen',
    confirmCancel: 'Ja, Termin absagen',
    cancelled: 'Ihr Termin ist abgesagt',
    summary: 'Erstgespräch, Kompetenzzentrum Neurodivergenz',
  },
  en: {
    path: '/en/erstgespraech',
    next: 'Continue',
    legend: 'Choose a free time',
    show: 'Show free times',
    more: 'Show later times',
    name: 'Your name',
    email: 'Email address',
    request: 'Send request',
    placeLegend: 'Where would you like to meet?',
    either: 'Any of these is fine',
    online: 'Online by video',
    choosePlace: 'Please choose one of the places given with the time you chose.',
    booked: 'Your appointment is booked',
    change: 'Choose another time',
    newTime: 'Choose the new time',
    meet: 'Where would you like to meet?',
    book: 'Book the new time',
    keep: 'No, keep the appointment',
    changed: 'Your appointment has been moved',
    taken: 'has just been taken.',
    cancel: 'Cancel the appointment',
    confirmCancel: 'Yes, cancel the appointment',
    cancelled: 'Your appointment is cancelled',
    summary: 'First consultation, Kompetenzzentrum Neurodivergenz',
  },
} as const;
type Language = keyof typeof texts;
type Texts = (typeof texts)[Language];

/** A later time (the 17th free one on) of one kind; `skip` passes over earlier ones of that kind. */
async function laterTime(page: Page, language: Language, kind: 'single' | 'both', skip: number): Promise<FreeTime> {
  const later = (await freeTimes(page, language)).slice(12).filter((time) => time.places.length > 1 === (kind === 'both'));
  const time = later[skip];
  expect(time, `a ${kind} time among the later free times`).toBeDefined();
  return time!;
}

/**
 * axe over the page as it stands. axe is a script in the page, so without JavaScript it checks the same
 * markup served again at the same address in a page with the site's script files blocked (its inline
 * display settings run, as they do for a visitor without JavaScript: the policy allows them).
 */
async function expectAxeClean(page: Page, javaScript = true) {
  if (javaScript) {
    expect(await axeViolations(page)).toEqual([]);
    return;
  }
  const html = await page.content();
  const address = new URL(page.url());
  address.hash = '';
  // Playwright Test gives a new context the test's options: JavaScript is switched on here by name.
  const context = await page.context().browser()!.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    const twin = await context.newPage();
    await twin.route('**/*.js', (route) => route.abort());
    await twin.route(
      (url) => url.href === address.href,
      (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
    );
    await twin.goto(address.href);
    expect(await axeViolations(twin)).toEqual([]);
  } finally {
    await context.close();
  }
}

/** The screen at each width, scrolled to `at`, and nothing wider than the screen. */
async function shoot(page: Page, name: string, at?: string) {
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 700 });
    // Its top in the middle of the screen, clear of the fixed header.
    if (at)
      await page
        .locator(at)
        .first()
        .evaluate((element) => element.scrollIntoView({ block: 'center' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
    await screenshotToLookAt(page, `change-${name}-${width}`, { animations: 'disabled' });
  }
  await page.setViewportSize(before);
}

/** Books a time as the request form does (JSON), and returns the booking page's address. */
const book = (page: Page, language: Language, time: FreeTime, name: string) =>
  bookByJson(page, { language, slot: time.id, name, email: 'change@example.ch' });

/** Frees a booking by its link (one already cancelled answers that it no longer exists). */
async function cancel(page: Page, view: string) {
  const token = new URL(view, 'http://localhost').searchParams.get('view') ?? '';
  await page.request.post(bookingEndpoint, { form: { action: 'cancel', token, language: 'de' } });
}

const timeRadios = (page: Page, t: Texts) => page.getByRole('group', { name: t.legend }).locator('input[name="slot"]:not([value="none"])');

test.describe('later weeks on the request form', () => {
  for (const language of ['de', 'en'] as const) {
    const t = texts[language];

    test(`${language}: "${t.more}" adds eight times and takes the keyboard to the first new one`, async ({ page }) => {
      test.slow();
      await page.goto(t.path);
      await page.getByRole('button', { name: t.next }).click();
      await expect(timeRadios(page, t).first()).toBeVisible({ timeout: 15_000 });
      await expect(timeRadios(page, t)).toHaveCount(8);
      // Other specs book among the first times meanwhile: the list is read from the page, not asked for again.
      const values = () => timeRadios(page, t).evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
      const before = await values();
      await page.getByRole('button', { name: t.more }).click();
      await expect(timeRadios(page, t)).toHaveCount(16, { timeout: 15_000 });
      const focused = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? '');
      // The first time that was not shown before.
      await expect.poll(focused).not.toBe('');
      const first = await focused();
      const after = await values();
      expect(before).not.toContain(first);
      expect(first).toBe(after.find((value) => !before.includes(value)));
      // Focused where it can be seen: below the fixed header bar, not under it.
      const [barBottom, radioTop] = await page.evaluate((id) => {
        const bar = document.querySelector('[data-scrolled]')!.getBoundingClientRect();
        return [bar.bottom, document.getElementById(id)!.getBoundingClientRect().top];
      }, `request-slot-${first}`);
      expect(radioTop).toBeGreaterThanOrEqual(barBottom);
      await expectAxeClean(page);
      await shoot(page, `form-more-${language}`, `#request-slot-${first}`);
    });

    test(`${language}: a later time chosen before a reload is ticked again`, async ({ page }) => {
      test.slow();
      const later = await laterTime(page, language, 'single', 0);
      await page.goto(t.path);
      await page.evaluate(
        ([slot]) => localStorage.setItem('draft:erstgespraech', JSON.stringify({ channel: 'email', slot, '@step': '1' })),
        [later.id],
      );
      await page.reload();
      await untilHydrated(page);
      await expect(page.locator(`#request-slot-${later.id}`)).toBeChecked({ timeout: 15_000 });
      await expect(page.getByText(/ist nicht mehr frei|is no longer free/)).toHaveCount(0);
    });
  }
});

test.describe('later weeks and the place without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['de', 'en'] as const) {
    const t = texts[language];

    test(`${language}: "${t.more}" shows eight more, the page opening at the last time seen`, async ({ page }) => {
      test.slow();
      await page.goto(t.path);
      const name = `Weitere ${language} ${Date.now()}`;
      await page.getByLabel(t.name).fill(name);
      await page.getByRole('button', { name: t.show }).click();
      await expect(timeRadios(page, t)).toHaveCount(8);
      await page.getByRole('button', { name: t.more }).click();
      await expect(timeRadios(page, t)).toHaveCount(16);
      // The anchor is the 16th time, not the 8th: other specs book the last of the first eight (booking-trust's
      // lastTime, booking-page's book), so one booked between the two clicks could take the anchor away. With the 8th,
      // this test failed in two local runs of three beside booking-trust (the error was not kept).
      const sixteenth = await timeRadios(page, t).nth(15).getAttribute('value');
      await page.getByRole('button', { name: t.more }).click();
      await expect(timeRadios(page, t)).toHaveCount(24);
      expect(new URL(page.url()).hash).toBe(`#request-slot-${sixteenth}`);
      await expect(page.locator(`#request-slot-${sixteenth}`)).toBeInViewport();
      await expect(page.getByLabel(t.name)).toHaveValue(name);
      await expectAxeClean(page, false);
      await shoot(page, `no-script-more-${language}`, `#request-slot-${sixteenth}`);
      // Enter in a field sends the request, as before the times were shown, not "show later times".
      await page.getByLabel(t.email).fill('enter@example.ch');
      await page.waitForTimeout(minimumFillTime);
      await page.getByLabel(t.name).press('Enter');
      await expect(page).toHaveURL(/\/erstgespraech\/danke/, { timeout: 30_000 });
    });

    test(`${language}: a time in both places with "${t.either}" is asked again, everything kept; the place chosen then is booked`, async ({
      page,
    }) => {
      test.slow();
      const both = await laterTime(page, language, 'both', 0);
      await page.goto(t.path);
      const name = `Beides ${language} ${Date.now()}`;
      await page.getByLabel(t.name).fill(name);
      await page.getByLabel(t.email).fill('beides@example.ch');
      await page.getByRole('button', { name: t.show }).click();
      await page.getByRole('button', { name: t.more }).click();
      await page.getByRole('button', { name: t.more }).click();
      await expect(timeRadios(page, t)).toHaveCount(24);
      await page.locator(`#request-slot-${both.id}`).check();
      await page.getByRole('group', { name: t.placeLegend }).getByRole('radio', { name: t.either }).check();
      await page.waitForTimeout(minimumFillTime);
      await page.getByRole('button', { name: t.request }).click();
      await expect(page.getByText(t.choosePlace).first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator(`#request-slot-${both.id}`)).toBeChecked();
      await expect(page.getByLabel(t.name)).toHaveValue(name);
      await expectAxeClean(page, false);
      await shoot(page, `no-script-both-${language}`, '[data-form-problems]');
      await page.getByRole('group', { name: t.placeLegend }).getByRole('radio', { name: t.online }).check();
      await page.getByRole('button', { name: t.request }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.booked })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('dd').nth(1)).toContainText(/online/i);
      await expect.poll(() => mailContaining(name)?.text ?? '', { timeout: 30_000 }).toContain('Ort: online (Video)');
      await page.getByRole('link', { name: t.cancel }).click();
      await page.getByRole('button', { name: t.confirmCancel }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.cancelled })).toBeVisible();
    });
  }
});

/** Moves a booking from its page to `target`, as a visitor does; returns the page's address. */
async function changeTo(page: Page, t: Texts, view: string, target: FreeTime) {
  await page.goto(view);
  await page.getByRole('link', { name: t.change }).click();
  const group = page.getByRole('group', { name: t.newTime });
  await expect(group).toBeInViewport();
  // The target is among the later weeks: a link away.
  while ((await page.locator(`#booking-slot-${target.id}`).count()) === 0) await page.getByRole('link', { name: t.more }).click();
  await page.locator(`#booking-slot-${target.id}`).check();
  if (target.places.length > 1) await page.getByRole('group', { name: t.meet }).getByRole('radio', { name: t.online }).check();
}

for (const javaScript of [true, false]) {
  test.describe(`changing the time on the booking's page ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript });

    for (const language of ['de', 'en'] as const) {
      const t = texts[language];

      test(`${language}: the new time is booked first, the old one is free, and the one link shows the new time`, async ({ page }) => {
        // About twenty function calls, each rebuilt by the local emulator (2–3 s on a 2-core machine, more while
        // the other worker's calls queue beside them): twice test.slow()'s time.
        test.setTimeout(180_000);
        const old = await laterTime(page, language, 'single', 0);
        const target = await laterTime(page, language, 'both', 0);
        const name = `Verschieben ${language} ${javaScript} ${Date.now()}`;
        const view = await book(page, language, old, name);
        try {
          await changeTo(page, t, view, target);
          await expectAxeClean(page, javaScript);
          await shoot(page, `change-form-${language}-${javaScript ? 'js' : 'no-script'}`, '#booking-change');
          await page.getByRole('button', { name: t.book }).click();
          // The same link, saying it moved, with the new time.
          await expect(page.getByText(t.changed)).toBeVisible({ timeout: 30_000 });
          expect(new URL(page.url()).searchParams.get('view')).toBe(new URL(view, 'http://localhost').searchParams.get('view'));
          await expect(page.locator('dd').first()).toContainText(target.words.split(', ')[2] ?? '-');
          await expect(page.locator('dd').nth(1)).toContainText(/online/i);
          await expectAxeClean(page, javaScript);
          await shoot(page, `changed-${language}-${javaScript ? 'js' : 'no-script'}`);
          // The old time is free for others again, the new one taken.
          const free = (await freeTimes(page, language)).map((time) => time.id);
          expect(free).toContain(old.id);
          expect(free).not.toContain(target.id);
          // The team's mail says it moved; the calendar file of the same link holds the new time.
          await expect
            .poll(() => outboxMails().some((mail) => mail.subject.startsWith('Erstgespräch verschoben') && mail.text.includes(name)), {
              timeout: 30_000,
            })
            .toBe(true);
          const ics = await (
            await page.request.get(
              `${bookingEndpoint}?ics=${new URL(view, 'http://localhost').searchParams.get('view')}&language=${language}`,
            )
          ).text();
          const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
          expect(event.getFirstPropertyValue('summary')).toBe(t.summary);
          expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate()).toEqual(startOfSlotId(target.id));
          expect(event.getFirstPropertyValue('sequence')).toBe(1);
          // Cancelling from the same link frees the new time.
          await page.getByRole('link', { name: t.cancel }).click();
          await page.getByRole('button', { name: t.confirmCancel }).click();
          await expect(page.getByRole('heading', { level: 1, name: t.cancelled })).toBeVisible();
          expect((await freeTimes(page, language)).map((time) => time.id)).toContain(target.id);
        } finally {
          await cancel(page, view);
        }
      });

      test(`${language}: a time taken meanwhile is said, the times shown again, the booking as it was`, async ({ page }) => {
        // As many function calls as the test above (two bookings, a change, two cancels): its time too. With test.slow()'s
        // 90 s it ran out once on a busy machine (2026-11-28, CI run while every booking test took 1.1-1.9 min).
        test.setTimeout(180_000);
        const old = await laterTime(page, language, 'single', 1);
        const target = await laterTime(page, language, 'single', 0);
        const name = `Vergeben ${language} ${javaScript} ${Date.now()}`;
        const view = await book(page, language, old, name);
        await changeTo(page, t, view, target);
        // Someone else books the time first.
        const other = await book(page, 'de', target, `Schneller ${language} ${javaScript} ${Date.now()}`);
        try {
          await page.getByRole('button', { name: t.book }).click();
          await expect(page.locator('.booking-problem')).toContainText(t.taken, { timeout: 30_000 });
          await expect(page.getByRole('group', { name: t.newTime }).getByRole('radio').first()).toBeVisible();
          await expect(page.locator(`#booking-slot-${target.id}`)).toHaveCount(0);
          await expectAxeClean(page, javaScript);
          await expect(page.locator('.booking-problem')).toBeInViewport();
          await shoot(page, `change-taken-${language}-${javaScript ? 'js' : 'no-script'}`, '.booking-problem');
          // The booking is as it was.
          await page.getByRole('link', { name: t.keep }).click();
          await expect(page.getByRole('heading', { level: 1, name: t.booked })).toBeVisible();
          expect((await freeTimes(page, language)).map((time) => time.id)).not.toContain(old.id);
        } finally {
          for (const link of [view, other]) await cancel(page, link);
        }
      });
    }
  });
}
