/**
 * Without JavaScript every answer a visitor may keep is found again (issue 55, point 2): the page after
 * a cancel sits at the booking's own link, so a reload, reopening it or a bookmark shows it again with
 * the time; the address of the free times' answer, opened again, leads to the request form in the
 * visitor's language; no address a visitor can reach answers raw JSON.
 */
import type { Page } from '@playwright/test';
import { bookingEndpoint, contactEndpoint } from '../src/forms/protocol';
import { expect, test } from './fixtures';
import { bookByJson, freeTimes } from './book';

const texts = {
  de: {
    form: '/erstgespraech',
    staticPage: '/erstgespraech/termin',
    staticHeading: 'Ihr Termin',
    name: 'Ihr Name',
    show: 'Freie Termine anzeigen',
    legend: 'Wählen Sie einen freien Termin',
    cancel: 'Termin absagen',
    yes: 'Ja, Termin absagen',
    cancelled: 'Ihr Termin ist abgesagt',
    when: 'Abgesagte Zeit',
    zone: /, Schweizer Zeit \((MEZ|MESZ)\)$/,
  },
  en: {
    form: '/en/erstgespraech',
    staticPage: '/en/erstgespraech/termin',
    staticHeading: 'Your appointment',
    name: 'Your name',
    show: 'Show free times',
    legend: 'Choose a free time',
    cancel: 'Cancel the appointment',
    yes: 'Yes, cancel the appointment',
    cancelled: 'Your appointment is cancelled',
    when: 'Cancelled time',
    zone: /, Swiss time \((CET|CEST)\)$/,
  },
} as const;

type Language = keyof typeof texts;

/** Books the 9th or 10th free time (e2e/book.ts says which specs take which). */
async function book(page: Page, language: Language): Promise<string> {
  const slot = (await freeTimes(page, language, 12))[language === 'de' ? 8 : 9]?.id;
  return bookByJson(page, { language, slot, name: `Wieder ${language} ${Date.now()}` });
}

test.describe('found again without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['de', 'en'] as const) {
    const t = texts[language];

    test(`${language}: the cancelled page sits at the booking's link; reloaded or opened again it still says which time was cancelled`, async ({
      page,
    }) => {
      // About ten function calls, each rebuilt by the local emulator (2-3 s on a 2-core machine).
      test.setTimeout(180_000);
      const view = await book(page, language);
      await page.goto(view);
      await page.getByRole('link', { name: t.cancel }).click();
      await page.getByRole('button', { name: t.yes }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.cancelled })).toBeVisible();
      // The booking's own link (the answer to booking had `&booked=1` for the words of that moment).
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(view.replace(/&booked=1$/, ''));
      for (const again of [() => page.reload(), () => page.goto(view)]) {
        await again();
        await expect(page.getByRole('heading', { level: 1, name: t.cancelled })).toBeVisible();
        await expect(page.getByText(t.when, { exact: true })).toBeVisible();
        await expect(page.locator('dd').first()).toHaveText(t.zone);
      }
    });

    test(`${language}: the free times' answer opened again (a bookmark) leads to the request form in ${language}, not to JSON`, async ({
      page,
    }) => {
      test.slow();
      await page.goto(t.form);
      await page.getByLabel(t.name).fill(`Lesezeichen ${language}`);
      await page.getByRole('button', { name: t.show }).click();
      await expect(page.getByRole('group', { name: t.legend }).getByRole('radio').first()).toBeVisible();
      const answerAddress = page.url();
      expect(new URL(answerAddress).pathname).toBe(contactEndpoint);
      // A bookmark opens in a tab of its own (in this one it would only scroll to the address's fragment).
      const bookmark = await page.context().newPage();
      await bookmark.goto(answerAddress);
      expect(new URL(bookmark.url()).pathname).toBe(t.form);
      await expect(bookmark.getByRole('button', { name: t.show })).toBeVisible();
      await expect(bookmark.locator('body')).not.toContainText('"error"');
    });

    test(`${language}: the booking function's bare address opened in a browser shows the booking page, not JSON`, async ({
      page,
      baseURL,
    }) => {
      // Its language from the page it was opened from; German where nothing says otherwise.
      await page.goto(bookingEndpoint, language === 'en' ? { referer: `${baseURL}${t.form}` } : {});
      expect(new URL(page.url()).pathname).toBe(t.staticPage);
      await expect(page.getByRole('heading', { level: 1, name: t.staticHeading })).toBeVisible();
    });
  }
});
