/**
 * The private booking page the function renders (netlify/booking/pages/booking-page.ts) keeps every word whole, as
 * e2e/reflow.spec.ts holds the built pages to: at every text size and spacing of the display settings, at 320, 390 and
 * 1280 px, in both languages, in each state a visitor sees (booked with reminders by e-mail and SMS, a time on the
 * phone, choosing another time, the cancel question, cancelled). The function's pages never get the build's soft
 * hyphens, so a word too wide for its column shows here first (the masked address once broke inside its domain).
 */
import { expect, test } from './fixtures';
import { bookFirstFree, freeTimes } from './book';
import { wordProblems } from './words-at-every-setting';
import type { Language } from '../src/i18n/languages';

const widths = [320, 390, 1280] as const;

const texts = {
  de: { change: 'Andere Zeit wählen', cancel: 'Termin absagen', yes: 'Ja, Termin absagen', cancelled: 'Ihr Termin ist abgesagt' },
  en: {
    change: 'Choose another time',
    cancel: 'Cancel the appointment',
    yes: 'Yes, cancel the appointment',
    cancelled: 'Your appointment is cancelled',
  },
} as const;

for (const language of ['de', 'en'] as const satisfies readonly Language[]) {
  test.describe(language, () => {
    const t = texts[language];

    test('the booking page keeps every word whole in each state, at every text size, spacing and width', async ({ page }) => {
      test.setTimeout(240_000);
      // From the end of the list, away from the times the other booking specs take first; the phone's own kind too.
      const times = (await freeTimes(page, language)).slice(-40, -10);
      const onPhone = times.filter((time) => time.places.includes('phone')).map((time) => time.id);
      const inDietikon = times.filter((time) => time.places.includes('dietikon')).map((time) => time.id);
      if (language === 'en') [onPhone, inDietikon].forEach((ids) => ids.reverse());
      // A long name and address, as real ones are: the page shows the address masked.
      const person = {
        name: 'Anna-Katharina Schweizer-Hofstetter',
        email: `anna-katharina.schweizer-hofstetter.${language}@beispiel-gemeinde.ch`,
      };
      const problems: string[] = [];

      const booked = await bookFirstFree(page, inDietikon, {
        language,
        ...person,
        place: 'dietikon',
        mails: true,
        sms: true,
        phone: '+41791234567',
      });
      await page.goto(booked);
      problems.push(...(await wordProblems(page, `${language} booked`, widths)));
      const change = page.getByRole('link', { name: t.change });
      if ((await change.count()) > 0) {
        await change.click();
        problems.push(...(await wordProblems(page, `${language} choosing another time`, widths)));
        await page.goto(booked);
      }
      await page.getByRole('link', { name: t.cancel }).click();
      await expect(page.getByRole('button', { name: t.yes })).toBeVisible();
      problems.push(...(await wordProblems(page, `${language} the cancel question`, widths)));
      await page.getByRole('button', { name: t.yes }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.cancelled })).toBeVisible();
      problems.push(...(await wordProblems(page, `${language} cancelled`, widths)));

      const phoned = await bookFirstFree(page, onPhone, { language, ...person, place: 'phone', phone: '+41791234567' });
      await page.goto(phoned);
      problems.push(...(await wordProblems(page, `${language} booked on the phone`, widths)));

      expect(problems).toEqual([]);
    });
  });
}
