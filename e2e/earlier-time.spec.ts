/**
 * An earlier time, offered when one frees (issue 70), in both languages, with and without JavaScript: Eva, who
 * holds a later time, asks on her booking's page ("Früher kommen?"); Ben cancels the earlier time; the offer's
 * mail arrives in the outbox with one link; its page takes the time with one button; Eva's booking stands at the
 * new time and her old one is free again. Screenshots of the asking part and the offer page at 320 and 1280 px
 * go to the folder SHOTS_DIR names.
 *
 * It books the 11th and 10th free times from the end, which no other spec books; each test frees what it booked.
 */
import type { Page } from '@playwright/test';
import { startOfSlotId } from '../src/booking/free-times';
import { instantToWallTime } from '../src/booking/zurich-time';
import { expect, test } from './fixtures';
import { bookByJson, freeTimes } from './book';
import { mailsTo } from './outbox';
import { screenshotsAtEveryWidth } from './screenshots';

test.describe.configure({ mode: 'default' });
// Two bookings, two screenshots at two widths each, a cancel, the offer and its take: more than the default half minute.
test.setTimeout(120_000);

const texts = {
  de: {
    sooner: 'Früher kommen?',
    earliest: 'Frühestens am',
    ask: 'Frühere Zeit anbieten',
    onList: 'Sie stehen auf der Liste.',
    subject: 'Eine frühere Zeit ist frei',
    take: 'Diese Zeit nehmen',
    decline: 'Nein, danke',
    changed: 'Ihr Termin ist verschoben',
    cancel: 'Termin absagen',
    confirmCancel: 'Ja, Termin absagen',
  },
  en: {
    sooner: 'Come sooner?',
    earliest: 'At the earliest on',
    ask: 'Offer me an earlier time',
    onList: 'You are on the list.',
    subject: 'An earlier time is free',
    take: 'Take this time',
    decline: 'No, thank you',
    changed: 'Your appointment has been moved',
    cancel: 'Cancel the appointment',
    confirmCancel: 'Yes, cancel the appointment',
  },
} as const;

/** Cancels a booking from its page, as its visitor does. */
async function cancel(page: Page, view: string, language: 'de' | 'en') {
  await page.goto(`${view}&confirm=cancel`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: texts[language].confirmCancel }).click();
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: javaScript });
    for (const language of ['de', 'en'] as const) {
      test(`${language}: asks for an earlier time, gets it when another visitor cancels, and takes it in one step`, async ({ page }) => {
        const t = texts[language];
        const shot = `earlier-${language}-${javaScript ? 'js' : 'nojs'}`;
        const times = await freeTimes(page, language);
        const [early, late] = [times.at(-11)!, times.at(-10)!];
        const stamp = `${Date.now()}`;
        const eva = `eva-earlier-${stamp}@example.ch`;
        const evaView = await bookByJson(page, { language, slot: late.id, name: 'Eva', email: eva, mails: true, place: late.places[0] });
        const benView = await bookByJson(page, {
          language,
          slot: early.id,
          name: 'Ben',
          email: `ben-earlier-${stamp}@example.ch`,
          place: early.places[0],
        });

        // Eva asks, from the day of the earlier time (only it can suit her among the times this spec frees).
        // The function's pages are plain forms: nothing to wait for beyond the page itself.
        await page.goto(evaView, { waitUntil: 'domcontentloaded' });
        const part = page.locator('#booking-sooner');
        await expect(part.getByRole('heading', { name: t.sooner })).toBeVisible();
        await part.getByLabel(t.earliest).fill(instantToWallTime(startOfSlotId(early.id)!).date);
        await screenshotsAtEveryWidth(page, `${shot}-asking`, { scroll: () => part.scrollIntoViewIfNeeded(), fullPage: true });
        await part.getByRole('button', { name: t.ask }).click();
        await expect(page.locator('#booking-sooner')).toContainText(t.onList);

        // Ben cancels: the earlier time goes to Eva, whose mail names it and has one link to take it.
        await cancel(page, benView, language);
        await expect.poll(() => mailsTo(eva).filter((mail) => mail.subject.startsWith(t.subject)).length).toBe(1);
        const mail = mailsTo(eva).find((sent) => sent.subject.startsWith(t.subject))!;
        const link = /https?:\/\/\S+\?offer=\S+/.exec(mail.text)?.[0];
        expect(link).toBeDefined();
        const offerPage = new URL(link!);
        await page.goto(`${offerPage.pathname}${offerPage.search}`, { waitUntil: 'domcontentloaded' });
        await expect(page.getByRole('button', { name: t.take })).toBeVisible();
        await expect(page.getByRole('button', { name: t.decline })).toBeVisible();
        await screenshotsAtEveryWidth(page, `${shot}-offer`, { fullPage: true });
        // The time is held for Eva: nobody else is offered it.
        expect((await freeTimes(page, language)).some((time) => time.id === early.id)).toBe(false);

        await page.getByRole('button', { name: t.take }).click();
        await expect(page.getByRole('main')).toContainText(t.changed);
        // Eva's booking stands at the earlier time, and her old one is free for everyone again.
        const free = (await freeTimes(page, language)).map((time) => time.id);
        expect(free).toContain(late.id);
        expect(free).not.toContain(early.id);

        await cancel(page, evaView, language);
      });
    }
  });
}
