/**
 * Asking for an earlier time on the request's check step (issue 70), with and without JavaScript: the
 * option is off by default and offered once the visitor can be reached (e-mail ticked with an address); ticked, the
 * request books the time and the booking asks as its page's "Früher kommen?" would; the booked page says the
 * visitor is in line and where to stop, and stopping there works. In both languages; screenshots (SHOTS_DIR) of the
 * check step's option at 320 px (100 and 150 % text) and 1280 px.
 *
 * Each test books a free time of its own among the first eight its form shows (the 5th to 8th: the first ones are
 * other specs', booked at the same time by the other worker), and cancels it at its end.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { minimumFillTime } from './outbox';
import { screenshotsAtEveryWidth } from './screenshots';

test.setTimeout(180_000);

const words = {
  de: {
    path: '/erstgespraech',
    next: 'Weiter',
    last: 'Schritt 5 von 5',
    earlier: 'Früher kommen?',
    box: 'Falls früher ein Termin frei wird, möchte ich davon hören',
    when: 'Zu welcher Tageszeit könnten Sie früher kommen?',
    mornings: 'Vormittag',
    book: 'Termin buchen',
    send: 'Termin buchen oder Anfrage senden',
    showTimes: 'Freie Termine anzeigen',
    inLine: 'Sie stehen auf der Liste für eine frühere Zeit.',
    stop: 'Nicht mehr fragen',
    stopped: 'Sie stehen nicht mehr auf der Liste.',
    byMail: 'Per E-Mail',
    how: 'Bestätigung und Erinnerungen',
  },
  en: {
    path: '/en/erstgespraech',
    next: 'Continue',
    last: 'Step 5 of 5',
    earlier: 'Come sooner?',
    box: "If an earlier time frees up, I'd like to hear of it",
    when: 'At what time of day could you come sooner?',
    mornings: 'Mornings',
    book: 'Book this time',
    send: 'Send request or book the time',
    showTimes: 'Show free times',
    inLine: 'You are on the list for an earlier time.',
    stop: 'Stop asking',
    stopped: 'You are no longer on the list.',
    byMail: 'By email',
    how: 'Confirmation and reminders',
  },
} as const;
type Words = (typeof words)[keyof typeof words];

/** Which of the first eight listed times each test books (e2e/booking.spec.ts books the 1st to 4th). */
const timeIndex = { js: { de: 4, en: 5 }, noScript: { de: 6, en: 7 } } as const;

/** The booked page's notice, then "Nicht mehr fragen" in its part, then the booking cancelled (its time free for the others again). */
async function inLineThenStop(page: Page, t: Words) {
  await expect(page.getByRole('main')).toContainText(t.inLine, { timeout: 30_000 });
  await page.locator('#booking-sooner').getByRole('button', { name: t.stop }).click();
  await expect(page.locator('#booking-sooner')).toContainText(t.stopped);
  const view = page.url();
  await page.goto(`${view.split('#')[0]}&confirm=cancel`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: /^(Ja, Termin absagen|Yes, cancel the appointment)$/ }).click();
}

/** Screenshots of the check step's option at 320 px (100 and 150 % text) and 1280 px. */
const shots = (page: Page, t: Words, name: string) =>
  screenshotsAtEveryWidth(page, name, { scroll: () => page.getByRole('group', { name: t.earlier, exact: true }).scrollIntoViewIfNeeded() });

/** Step 4's name and e-mail address (the form's first of each: without JavaScript every step is on the page). */
async function fillNameAndAddress(page: Page, address: string) {
  await page
    .getByLabel(/^(Ihr Name|Your name)/)
    .first()
    .fill('Eva Früher');
  await page
    .getByLabel(/^(E-Mail-Adresse|Email address)/)
    .first()
    .fill(address);
}

for (const language of ['de', 'en'] as const) {
  test(`${language}, with JavaScript: off by default, ticked it puts the booking in line; the booked page says so and how to stop`, async ({
    page,
  }) => {
    const t = words[language];
    await page.goto(t.path);
    await page.getByRole('button', { name: t.next }).click();
    const time = page.locator('[data-free-times] input[name="slot"]:not([value="none"])').nth(timeIndex.js[language]);
    await expect(time).toBeAttached({ timeout: 90_000 });
    await time.check();
    const dietikon = page.locator('input[name="place"][value="dietikon"]');
    if (await dietikon.isVisible()) await dietikon.check();
    await page.getByRole('button', { name: t.next }).click();
    await page.getByRole('button', { name: t.next }).click();
    await fillNameAndAddress(page, `eva-request-${Date.now()}@example.ch`);
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByText(t.last, { exact: true })).toBeVisible();

    const earlier = page.getByRole('group', { name: t.earlier, exact: true });
    await expect(earlier.getByRole('checkbox', { name: t.box })).not.toBeChecked();
    await expect(page.getByRole('group', { name: t.when })).toHaveCount(0);
    // No way to reach the visitor: no option.
    await page.getByRole('group', { name: t.how }).getByRole('checkbox', { name: t.byMail }).uncheck();
    await expect(earlier).toHaveCount(0);
    await page.getByRole('group', { name: t.how }).getByRole('checkbox', { name: t.byMail }).check();
    await earlier.getByRole('checkbox', { name: t.box }).check();
    await page.getByRole('group', { name: t.when }).getByRole('radio', { name: t.mornings }).check();
    await shots(page, t, `earlier-request-${language}-js`);

    // A form sent sooner than a person can fill it is taken for a robot's: answered "ok", nothing booked.
    await page.waitForTimeout(minimumFillTime);
    // Exactly "Termin buchen": the time still chosen (had it been taken, the button would send a request without one).
    await page.getByRole('button', { name: t.book, exact: true }).click();
    await inLineThenStop(page, t);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const language of ['de', 'en'] as const) {
    test(`${language}: the option stands under the reminders, off; ticked with a time, the booking is in line`, async ({ page }) => {
      const t = words[language];
      await page.goto(t.path);
      await fillNameAndAddress(page, `eva-request-nojs-${Date.now()}@example.ch`);
      await page.getByRole('button', { name: t.showTimes }).click();
      await page.locator('input[name="slot"]:not([value="none"])').nth(timeIndex.noScript[language]).check();
      const dietikon = page.locator('input[name="place"][value="dietikon"]');
      if (await dietikon.isVisible()) await dietikon.check();
      const earlier = page.getByRole('group', { name: t.earlier, exact: true });
      await expect(earlier.getByRole('checkbox', { name: t.box })).not.toBeChecked();
      await earlier.getByRole('checkbox', { name: t.box }).check();
      await shots(page, t, `earlier-request-${language}-nojs`);
      await page.waitForTimeout(minimumFillTime);
      await page.getByRole('button', { name: t.send }).click();
      await inLineThenStop(page, t);
    });
  }
});
