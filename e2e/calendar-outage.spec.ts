/**
 * The team's calendar out of order, as visitors meet it: a feed that cannot be read, and one holding an
 * entry no program can expand (e2e/calendar-feed-server.ts switches its feed). The switch changes the
 * feed for every test, so these run in a project of their own after all others (playwright.config.ts).
 */
import { calendarFeedOrigin } from '../playwright.config';
import { expect, test } from './fixtures';
import { mailContaining, minimumFillTime } from './outbox';

const texts = {
  de: {
    path: '/erstgespraech',
    next: 'Weiter',
    submit: 'Anfrage senden',
    legend: 'Wählen Sie einen freien Termin',
    monday: 'Montag',
    name: 'Ihr Name',
    email: 'E-Mail-Adresse',
    unavailable: 'Im Moment können wir keine freien Termine anzeigen.',
  },
} as const;

test.describe('the team calendar out of order', () => {
  test.describe.configure({ mode: 'serial' });

  test('when the calendar cannot be read, no time is offered and the request asks for days and times as before', async ({ page }) => {
    await page.request.post(`${calendarFeedOrigin}/broken`);
    try {
      await page.goto(texts.de.path);
      await page.getByRole('button', { name: texts.de.next }).click();
      // The form asks the booking function as it loads; through the local emulator its first call takes seconds.
      await expect(page.getByText(texts.de.unavailable)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('group', { name: texts.de.legend }).getByRole('radio')).toHaveCount(0);
      await expect(page.getByLabel(texts.de.monday, { exact: true })).toBeVisible();
    } finally {
      await page.request.post(`${calendarFeedOrigin}/working`);
    }
  });

  test("with an entry in the team's calendar no program can expand, free times and a no-JavaScript request with a problem still answer, everything typed kept, and the team is told", async ({
    page,
  }) => {
    // Two function calls timed, then a whole request sent: as the other booking tests, more than a click's time.
    test.slow();
    await page.request.post(`${calendarFeedOrigin}/hostile`);
    try {
      let started = Date.now();
      const times = await page.request.get('/.netlify/functions/booking?times=1&language=de', { timeout: 15_000 });
      const timesMs = Date.now() - started;
      expect(await times.json()).toEqual({ mode: 'request' });

      // No name: a problem, answered with the form's page, which lists the free times again.
      const email = `hostile-${Date.now()}@example.ch`;
      started = Date.now();
      const answer = await page.request.post('/.netlify/functions/send-contact-email', {
        form: { type: 'consultation', language: 'de', name: '', channel: 'email', email, forWhom: 'self' },
        maxRedirects: 0,
        timeout: 15_000,
      });
      const answerMs = Date.now() - started;
      const html = await answer.text();
      expect(html).toContain(`value="${email}"`);
      expect(html).toContain(texts.de.unavailable);
      test.info().annotations.push({ type: 'answer times', description: `free times ${timesMs} ms, form page ${answerMs} ms` });

      // The team's next request mail says first which entry was skipped.
      await page.goto(texts.de.path);
      await page.getByRole('button', { name: texts.de.next }).click();
      await expect(page.getByText(texts.de.unavailable)).toBeVisible({ timeout: 15_000 });
      await page.getByRole('button', { name: texts.de.next }).click();
      await page.getByRole('button', { name: texts.de.next }).click();
      const name = `Kalender-Hinweis ${Date.now()}`;
      await page.getByLabel(texts.de.name).fill(name);
      await page.getByLabel(texts.de.email).fill(email);
      await page.getByRole('button', { name: texts.de.next }).click();
      await page.waitForTimeout(minimumFillTime);
      await page.getByRole('button', { name: texts.de.submit }).click();
      await expect
        .poll(() => mailContaining(name)?.text.split('\n')[0] ?? '', { timeout: 30_000 })
        .toMatch(/^Die Website konnte einen Eintrag Ihres Kalenders nicht lesen .*thirtieth-of-february@hostile/);
    } finally {
      await page.request.post(`${calendarFeedOrigin}/working`);
    }
  });
});
