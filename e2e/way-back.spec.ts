/**
 * The way back after a missed time (netlify/booking/way-back.ts), in both languages, with and without
 * JavaScript: a visitor books with mails on; the team marks "did not come" after the time (its answer posted
 * as if it were then: `?at=`, local development only, as the scheduled run's reminders are seen); the one
 * message arrives in the outbox, in the booking's language; its link opens the request at its free times;
 * booking a time there counts as a new time after a missed one on the owner's figures, once. The times are
 * the later ones (the 21st to 28th free time): the other specs take the first ones and the last ones.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { developmentFiguresSecret, figuresPath, figuresToken } from '../netlify/counting/figures-link';
import { currentWeek } from '../netlify/counting/week-figures';
import { startOfSlotId } from '../src/booking/free-times';
import { instantToWallTime } from '../src/booking/zurich-time';
import { type FreeTime, bookByJson, expectRequestAtItsTimes, freeTimes, requestWords, tokenOf } from './book';
import { figuresCsvRow } from './figures-csv';
import { expect, test } from './fixtures';
import { type OutboxMail, answerAttended, mailsTo, minimumFillTime, notCameTokenOf } from './outbox';
import { screenshotToLookAt } from './screenshots';

// Two bookings, the team's answer, the link, a page or three through the local functions' emulator.
test.describe.configure({ timeout: 180_000 });

const texts = {
  de: { ...requestWords.de, subject: 'Eine neue Zeit für Ihr Erstgespräch?', kind: 'Das kann passieren.', link: 'Neue Zeit wählen' },
  en: { ...requestWords.en, subject: 'A new time for your first consultation?', kind: 'That happens.', link: 'Choose a new time' },
} as const;
type Language = keyof typeof texts;

const hourMs = 60 * 60_000;
const ownAddress = (what: string) => `${what}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.ch`;

const week = currentWeek(new Date());
const figures = (query = '') => `${figuresPath}?key=${figuresToken(developmentFiguresSecret)}&from=${week}&to=${week}${query}`;

/** Today's count of "new time after a missed one" in one language, from the owner's CSV. */
async function afterMissedToday(request: APIRequestContext, language: Language): Promise<number> {
  return (await figuresCsvRow(request, instantToWallTime(new Date()).date, language))?.['booked-after-missed'] ?? 0;
}

/**
 * This week's "Neuer Termin nach verpasstem" on the owner's private page, in its table of every step for the
 * pages in one language (under "Nur die Seiten auf …"), read as the browser lays the page out.
 */
async function afterMissedOnPage(page: Page, language: Language): Promise<number> {
  const answer = await page.request.get(figures());
  expect(answer.status()).toBe(200);
  await page.setContent(await answer.text());
  const row = page.locator(`table[aria-labelledby="steps-${language}"] tbody tr`, {
    has: page.locator('th', { hasText: /^Neuer Termin nach verpasstem$/ }),
  });
  return Number(((await row.locator('td').first().textContent()) ?? '').trim());
}

/** The link of the mail (its plain text writes it out), as a path on this server with its fragment. */
function linkOf(mail: OutboxMail): string {
  const match = /(https?:\/\/\S+[?&]again=\S+)/.exec(mail.text);
  expect(match, 'the link in the mail').not.toBeNull();
  const url = new URL(match![1]!);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Shows later times until `time` is among them (with JavaScript in place, without it the page answered again), and chooses it. */
async function chooseLater(page: Page, t: (typeof texts)[Language], time: FreeTime) {
  const group = page.getByRole('group', { name: t.legend });
  const radio = group.getByRole('radio', { name: time.words });
  for (let asked = 0; asked < 4 && !(await radio.isVisible()); asked += 1) {
    const shown = await group.getByRole('radio').count();
    await page.getByRole('button', { name: t.later }).click();
    await expect.poll(() => group.getByRole('radio').count(), { timeout: 30_000 }).toBeGreaterThan(shown);
  }
  await radio.check();
  if (time.places.length > 1) await page.getByRole('group', { name: t.place }).getByRole('radio').first().check();
}

// Each language's two runs one after the other (each counts its language's new times before and after its own
// booking); the two languages side by side.
for (const [languageIndex, language] of (['de', 'en'] as const).entries()) {
  const t = texts[language];
  test.describe(language, () => {
    test.describe.configure({ mode: 'serial' });
    for (const javaScript of [true, false]) {
      const index = languageIndex * 2 + (javaScript ? 0 : 1);
      test.describe(`${javaScript ? 'with' : 'without'} JavaScript`, () => {
        test.use({ javaScriptEnabled: javaScript });

        test('"did not come": one kind message, its link opens the times, and a time booked there counts once', async ({ page }) => {
          const email = ownAddress(`way-back-${language}-${javaScript ? 'js' : 'nojs'}`);
          const times = await freeTimes(page, language);
          const [missed, again] = [times[20 + index * 2], times[21 + index * 2]];
          expect(missed && again, 'enough free times are offered').toBeTruthy();
          const name = `Verpasst ${language} ${javaScript} ${Date.now()}`;
          const view = await bookByJson(page, { language, slot: missed!.id, name, email, mails: true });
          const token = await notCameTokenOf(name);

          // The team's answer, an hour after the time; given twice, and changed to "came" and back: one message.
          await answerAttended(page, token, new Date(startOfSlotId(missed!.id)!.getTime() + hourMs), ['no', 'no', 'yes', 'no']);
          const messages = () => mailsTo(email).filter((mail) => mail.subject === t.subject);
          await expect.poll(() => messages().length).toBe(1);
          const [message] = messages();
          expect(message!.text).toContain(t.kind);
          expect(message!.text).not.toContain(name);

          // Its words at a phone's width, as a mail program shows them.
          await page.setViewportSize({ width: 320, height: 640 });
          await page.setContent(message!.html);
          await expect(page.getByRole('link', { name: t.link })).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
          if (javaScript) await screenshotToLookAt(page, `mail-${language}-320`, { fullPage: true });

          // The link: the request at its free times (step 2 with JavaScript, the times filled in without it).
          const before = { today: await afterMissedToday(page.request, language), onPage: await afterMissedOnPage(page, language) };
          await page.goto(linkOf(message!), { waitUntil: 'domcontentloaded' });
          const group = await expectRequestAtItsTimes(page, t, javaScript);
          // With JavaScript the step's heading has the focus, as after "Weiter"; the times are on the screen.
          if (javaScript) await expect(page.getByRole('heading', { level: 2, name: t.timesHeading })).toBeFocused();
          await expect(group).toBeInViewport();
          await screenshotToLookAt(page, `form-${language}-${javaScript ? 'js' : 'nojs'}-320`);

          // Booking a time there, as a visitor does.
          await chooseLater(page, t, again!);
          if (javaScript) {
            await page.getByRole('button', { name: t.next }).click();
            await page.getByRole('button', { name: t.next }).click();
          }
          await page.getByLabel(t.name).fill(name);
          await page.getByLabel(t.email).fill(email);
          if (javaScript) {
            await page.getByRole('button', { name: t.next }).click();
            await page.waitForTimeout(minimumFillTime);
            await page.getByRole('button', { name: t.book }).click();
          } else {
            await page.getByRole('button', { name: t.bookWithoutScript }).first().click();
          }
          await expect(page.getByRole('heading', { level: 1, name: t.booked })).toBeVisible({ timeout: 30_000 });
          const rebooked = page.url();
          // The function writes its counts once it has answered.
          await expect.poll(() => afterMissedToday(page.request, language), { timeout: 20_000 }).toBe(before.today + 1);
          expect(await afterMissedOnPage(page, language)).toBe(before.onPage + 1);

          // The times go back to the others.
          for (const booked of [view, rebooked])
            await page.request.post('/.netlify/functions/booking', { form: { action: 'cancel', token: tokenOf(booked), language } });
        });
      });
    }
  });
}
