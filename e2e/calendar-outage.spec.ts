/**
 * The team's calendar out of order, as visitors meet it: a feed that cannot be read, and one holding an
 * entry no program can expand (e2e/calendar-feed-server.ts switches its feed). The switch changes the
 * feed for every test, so these run in a project of their own after all others (playwright.config.ts).
 */
import { calendarFeedOrigin } from '../playwright.config';
import { expect, test } from './fixtures';
import { outboxMails } from './outbox';

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

  test("with an entry in the team's calendar no program can expand, the other times are still offered, a no-JavaScript request with a problem keeps everything typed, and the team is told at once", async ({
    page,
  }) => {
    // Two function calls timed: as the other booking tests, more than a click's time.
    test.slow();
    const uid = await (await page.request.post(`${calendarFeedOrigin}/hostile`)).text();
    expect(uid).toMatch(/@hostile$/);
    try {
      let started = Date.now();
      const times = await page.request.get('/.netlify/functions/booking?times=1&language=de', { timeout: 15_000 });
      const timesMs = Date.now() - started;
      const body = (await times.json()) as { mode: string; slots?: unknown[] };
      expect(body.mode).toBe('booking');
      expect(body.slots?.length).toBeGreaterThan(0);

      // No name: a problem, answered with the form's page, everything typed kept and the free times listed.
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
      expect(html).not.toContain(texts.de.unavailable);
      expect(html).toContain('name="slot"');
      test.info().annotations.push({ type: 'answer times', description: `free times ${timesMs} ms, form page ${answerMs} ms` });

      // The team's mail came at once, naming the entry; once, however often the calendar was read since.
      await expect.poll(() => outboxMails().filter((mail) => mail.text.includes(uid)).length, { timeout: 15_000 }).toBe(1);
      const mail = outboxMails().find((sent) => sent.text.includes(uid));
      expect(mail?.subject).toBe('Website: ein Eintrag Ihres Kalenders wurde übersprungen');
      expect(mail?.text.split('\n')[0]).toMatch(
        /^Die Website konnte einen Eintrag Ihres Kalenders nicht ganz lesen: calendar feed 1 \(127\.0\.0\.1:\d+\), Eintrag UID thirtieth-of-february-\d+@hostile/,
      );
    } finally {
      await page.request.post(`${calendarFeedOrigin}/working`);
    }
  });
});
