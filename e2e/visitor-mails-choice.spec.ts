/**
 * The request's last step asks whether a booked time's confirmation and reminders go to the visitor's
 * inbox, in both languages, with and without JavaScript: where the box stands, how it starts, that it
 * stays as the visitor left it, and how it looks on a phone and a desktop (screenshots kept with the
 * test's results for a person to look at).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshotToLookAt } from './screenshots';

const texts = {
  de: {
    path: '/erstgespraech',
    next: 'Weiter',
    last: 'Schritt 5 von 5',
    name: 'Ihr Name',
    email: 'E-Mail-Adresse',
    box: 'Bestätigung und Erinnerungen per E-Mail',
    hint: 'einen Tag vorher und zwei Stunden vorher',
    withoutScript: 'Gilt nur, wenn Sie oben einen freien Termin wählen und eine E-Mail-Adresse angeben',
    book: 'Termin buchen',
  },
  en: {
    path: '/en/erstgespraech',
    next: 'Continue',
    last: 'Step 5 of 5',
    name: 'Your name',
    email: 'Email address',
    box: 'Confirmation and reminders by email',
    hint: 'one day before and two hours before',
    withoutScript: 'Only if you choose a free time above and give an email address',
    book: 'Book this time',
  },
} as const;
type Texts = (typeof texts)[keyof typeof texts];

/** Through the steps with the first free time, a name and an e-mail address, to the check. */
async function toCheck(page: Page, t: Texts) {
  await page.goto(t.path);
  await page.getByRole('button', { name: t.next }).click();
  const first = page.locator('[data-free-times] input[name="slot"]:not([value="none"])').first();
  await expect(first).toBeAttached({ timeout: 90_000 });
  await first.check();
  // A time offered in both places asks where to meet: online needs the address given below anyway.
  const online = page.locator('input[name="place"][value="online"]');
  if (await online.isVisible()) await online.check();
  await page.getByRole('button', { name: t.next }).click();
  await page.getByRole('button', { name: t.next }).click();
  await page.getByLabel(t.name, { exact: false }).first().fill('Eva Muster');
  await page.getByLabel(t.email, { exact: false }).first().fill('eva@example.ch');
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByText(t.last, { exact: true })).toBeVisible();
}

/** Above or below, as a visitor sees it. */
const top = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!.y;

for (const [language, t] of Object.entries(texts)) {
  test(`${language}: the check asks under the answers, ticked for e-mail, and keeps the box as left across a reload`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await toCheck(page, t);
    const box = page.getByRole('checkbox', { name: t.box });
    await expect(box).toBeChecked();
    await expect(page.locator('.visitor-mails')).toContainText(t.hint);
    await expect(page.locator('.check-answers')).not.toContainText(t.box);
    expect(await top(page, '.check-answers')).toBeLessThan(await top(page, '.visitor-mails'));
    expect(await top(page, '.visitor-mails')).toBeLessThan(await top(page, '.booking-note'));
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.locator('.visitor-mails').scrollIntoViewIfNeeded();
      await screenshotToLookAt(page, `mails-choice-check-${language}-${width}`);
    }

    await box.uncheck();
    await page.reload();
    await expect(page.getByText(t.last, { exact: true })).toBeVisible();
    // Once the time is ticked again (the free times are asked anew), the check shows the box as it was left.
    await expect(box).not.toBeChecked({ timeout: 90_000 });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const [language, t] of Object.entries(texts)) {
    test(`${language}: the box stands ticked above the send button, and says when it counts`, async ({ page }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(t.path);
        const box = page.getByRole('checkbox', { name: t.box });
        await expect(box).toBeChecked();
        await expect(page.locator('.visitor-mails')).toContainText(t.withoutScript);
        expect(await top(page, '.visitor-mails')).toBeLessThan(await top(page, '.booking-note'));
        expect(await top(page, '.booking-note')).toBeLessThan(await top(page, '.actions'));
        await page.locator('.visitor-mails').scrollIntoViewIfNeeded();
        await screenshotToLookAt(page, `mails-choice-without-script-${language}-${width}`);
      }
    });
  }
});
