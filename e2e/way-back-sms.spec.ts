/**
 * The way back by SMS (netlify/booking/way-back.ts), in both languages, with and without JavaScript: a visitor
 * who wants to be called books with a Swiss mobile number, no e-mail address and SMS reminders; the team marks
 * "did not come" after the time (its answer posted as if it were then: `?at=`, local development only); the
 * one SMS arrives in the outbox (`<stem>.sms.json`), in the booking's language, one message of at most 160
 * characters; its short link `/t/…` opens the request at its free times. The times are taken from the 29th
 * free time on, among those that can meet in Dietikon (a visitor without an address cannot meet online).
 */
import type { Page } from '@playwright/test';
import { startOfSlotId } from '../src/booking/free-times';
import { contactEndpoint } from '../src/forms/protocol';
import { isQuietHour } from '../netlify/booking/quiet-hours';
import { expectRequestAtItsTimes, freeTimes, requestWords, tokenOf } from './book';
import { expect, test } from './fixtures';
import { answerAttended, notCameTokenOf, oneSmsTo, ownMobileNumber, smsTo } from './outbox';
import { screenshotToLookAt } from './screenshots';

test.describe.configure({ timeout: 120_000 });

const texts = {
  de: {
    ...requestWords.de,
    sms: /^Ihr Termin fand nicht statt\. Das kann passieren\. Neue Zeit: https?:\/\/[^/]+(\/t\/[\w-]{44})$/,
  },
  en: {
    ...requestWords.en,
    sms: /^Your meeting did not take place\. That happens\. Pick a new time: https?:\/\/[^/]+(\/t\/[\w-]{44})$/,
  },
} as const;
type Language = keyof typeof texts;

const hourMs = 60 * 60_000;

/** Books a time that can meet in Dietikon, by phone with SMS reminders and no address, as the form's script does; a time taken meanwhile: the next. */
async function bookBySms(page: Page, language: Language, index: number, name: string, number: string) {
  const inDietikon = (await freeTimes(page, language)).filter((time) => time.places.includes('dietikon'));
  // From the 29th free time on (the way-back spec takes the 21st to 28th), a few apart per test; a time taken meanwhile: the next.
  const start = Math.min(28 + index * 2, inDietikon.length - 1);
  const refused: string[] = [];
  for (const time of [...inDietikon.slice(start), ...inDietikon.slice(0, start)]) {
    const answer = await page.request.post(contactEndpoint, {
      data: {
        type: 'consultation',
        language,
        name,
        channel: 'phone',
        phone: number.replace('+41', '0'),
        email: '',
        forWhom: 'self',
        slot: time.id,
        place: 'dietikon',
        reminders: ['sms'],
        reminderWhen: ['day'],
      },
    });
    if (answer.status() === 409) {
      refused.push(`${time.id}: ${await answer.text()}`);
      continue;
    }
    expect(answer.status()).toBe(200);
    return { time, view: ((await answer.json()) as { booking: string }).booking };
  }
  throw new Error(`no free time in Dietikon left to book: ${refused.slice(0, 3).join('; ')}`);
}

for (const [languageIndex, language] of (['de', 'en'] as const).entries()) {
  const t = texts[language];
  for (const javaScript of [true, false]) {
    test.describe(`${language}, ${javaScript ? 'with' : 'without'} JavaScript`, () => {
      test.use({ javaScriptEnabled: javaScript });

      test('"did not come" to a visitor who chose SMS: one SMS, once, and its short link opens the request at its free times', async ({
        page,
      }) => {
        const number = ownMobileNumber();
        const name = `SMS zurück ${language} ${javaScript} ${Date.now()}`;
        const { time, view } = await bookBySms(page, language, languageIndex * 2 + (javaScript ? 0 : 1), name, number);
        const token = await notCameTokenOf(name);

        // The team's answer an hour after the time (the next morning where that is in the night, when no SMS goes);
        // given twice, and changed to "came" and back: one SMS.
        let after = new Date(startOfSlotId(time.id)!.getTime() + hourMs);
        while (isQuietHour(after)) after = new Date(after.getTime() + hourMs);
        await answerAttended(page, token, after, ['no', 'no', 'yes', 'no']);
        const sms = await oneSmsTo(number, t.sms);
        expect(sms.text).not.toContain(name);
        // Neither a mail (there is no address) nor a second SMS.
        expect(smsTo(number).filter((other) => /fand nicht statt|did not take place/.test(other.text))).toHaveLength(1);

        // Its link: the request at its free times (step 2 with JavaScript, the times filled in without it).
        await page.setViewportSize({ width: 320, height: 640 });
        await page.goto(t.sms.exec(sms.text)![1]!, { waitUntil: 'domcontentloaded' });
        await expect(page).toHaveURL(new RegExp(`[?&]again=[^&]+&language=${language}#request-slot-group$`));
        await expectRequestAtItsTimes(page, t, javaScript);
        await expect(page.locator('input[type="hidden"][name="again"]')).toHaveValue(/\S/);
        await screenshotToLookAt(page, `sms-form-${language}-${javaScript ? 'js' : 'nojs'}-320`);

        await page.request.post('/.netlify/functions/booking', { form: { action: 'cancel', token: tokenOf(view), language } });
      });
    });
  }
}
