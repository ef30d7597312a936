/**
 * The request form's check step (src/forms/request/CheckAnswers.tsx, the last step before booking) keeps every word
 * whole, as e2e/reflow.spec.ts holds the built pages to: at every text size and spacing of the display settings, at
 * 320 and 390 px, in both languages, with every answer given, a long name and a long address. Only the script shows
 * this step, after four others, so no address opens it. What the visitor typed is in words of everyday length: a
 * visitor's own 25-letter word breaks at its syllables in a browser that knows German (`hyphens: auto`), which
 * Debian's Chromium does not (e2e/broken-words.ts), and the site cannot give it soft hyphens as it gives its own. Twice: with a free time chosen (the time whole, the reminders asked below the
 * answers, "Termin buchen") and with none fitting (the days, times and place as rows, "Anfrage senden"). Nothing is
 * sent; the booked page after it is the booking's own page, which e2e/booking-page-words.spec.ts holds. With a time, both ways
 * of reminders and "Früher kommen?" are ticked: the longest sentences on what follows.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { wordProblems } from './words-at-every-setting';

const widths = [320, 390] as const;

const texts = {
  de: {
    path: '/erstgespraech',
    next: 'Weiter',
    legend: 'Wählen Sie einen freien Termin',
    check: 'Ihre Angaben prüfen',
    changeTime: 'Ändern Termin',
    backToCheck: 'Zurück zur Übersicht',
    book: 'Termin buchen',
    request: 'Anfrage senden',
    topicOther: 'Lärm und helles Licht in der Schule',
    needs: 'Kurze Pausen, ein ruhiger Raum und die Fragen vorher per E-Mail.',
    message: 'Unsere Tochter ist vierzehn; die Schule empfiehlt eine Abklärung.',
    name: 'Anna-Katharina Schweizer-Hofstetter',
  },
  en: {
    path: '/en/erstgespraech',
    next: 'Continue',
    legend: 'Choose a free time',
    check: 'Check your answers',
    changeTime: 'Change Appointment',
    backToCheck: 'Back to the summary',
    book: 'Book this time',
    request: 'Send request',
    topicOther: 'Noise and bright light at school',
    needs: 'Short breaks, a quiet room and the questions beforehand by email.',
    message: 'Our daughter is fourteen; her school recommends an assessment.',
    name: 'Anna-Katharina Schweizer-Hofstetter',
  },
} as const;
type Texts = (typeof texts)[keyof typeof texts];

const option = (page: Page, field: string, value: string) => page.locator(`input[name="${field}"][value="${value}"]`);

/** Steps 1 to 4 with the longest answers each offers (a free time chosen in step 2), to the check. */
async function toCheck(page: Page, t: Texts, language: string) {
  await page.goto(t.path);
  await option(page, 'forWhom', 'professional').check();
  for (const topic of ['adhd', 'autism', 'dyscalculia', 'giftedness', 'other']) await option(page, 'topics', topic).check();
  await page.locator('[name="topicOther"]').fill(t.topicOther);
  await option(page, 'offer', 'psychoeducation').check();
  await page.getByRole('button', { name: t.next }).click();

  const times = page.getByRole('group', { name: t.legend }).getByRole('radio');
  await expect(times.first()).toBeVisible({ timeout: 15_000 });
  // Chosen, not booked: no other spec's time is taken. A time in several places asks which; Dietikon is the longest.
  await times.first().check();
  if (await option(page, 'place', 'dietikon').isVisible()) await option(page, 'place', 'dietikon').check();
  await page.getByRole('button', { name: t.next }).click();

  await page.locator('[name="needs"]').fill(t.needs);
  await page.locator('[name="message"]').fill(t.message);
  await page.getByRole('button', { name: t.next }).click();

  await page.locator('[name="name"]').fill(t.name);
  await page.locator('[name="email"]').fill(`anna-katharina.schweizer-hofstetter.${language}@beispiel-gemeinde.ch`);
  await page.locator('[name="phone"]').fill('079 123 45 67');
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByRole('heading', { name: t.check })).toBeVisible();
}

for (const [language, t] of Object.entries(texts) as ['de' | 'en', Texts][]) {
  test(`${language}: the check step keeps every word whole at every text size, spacing and width, with a time and without`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    await toCheck(page, t, language);
    // Both ways of the reminders ticked: the longest sentence on what follows.
    await expect(option(page, 'reminders', 'sms')).toBeVisible({ timeout: 15_000 });
    await option(page, 'reminders', 'email').check();
    await option(page, 'reminders', 'sms').check();
    // "Früher kommen?" ticked: its time of day and what follows show too.
    await option(page, 'earlier', 'yes').check();
    await expect(option(page, 'earlierWhen', 'afternoon')).toBeVisible();
    await expect(page.getByRole('button', { name: t.book })).toBeVisible();
    problems.push(...(await wordProblems(page, `${language} check step with a time`, widths)));

    // No time fits: back to step 2 by the time's "Ändern", every day and time and "any place", back to the check.
    await page.getByRole('button', { name: t.changeTime, exact: true }).click();
    await option(page, 'slot', 'none').check();
    for (const day of ['mon', 'tue', 'wed', 'thu', 'fri']) await option(page, 'days', day).check();
    for (const time of ['morning', 'afternoon', 'evening']) await option(page, 'times', time).check();
    await option(page, 'place', 'either').check();
    await page.getByRole('button', { name: t.backToCheck }).click();
    await expect(page.getByRole('heading', { name: t.check })).toBeVisible();
    await expect(page.getByRole('button', { name: t.request })).toBeVisible();
    problems.push(...(await wordProblems(page, `${language} check step without a time`, widths)));

    expect(problems).toEqual([]);
  });
}
