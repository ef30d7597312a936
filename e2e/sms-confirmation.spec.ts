/**
 * A visitor who wants to be called books with a Swiss mobile number and no e-mail address, chooses SMS on the
 * check step (issue 69), and gets the confirmation by SMS: found as `<stem>.sms.json` in the e2e outbox
 * (the e2e server has no ASPSMS keys, so every SMS lands there), in both languages, with and without
 * JavaScript. Its short link opens the booking's page at "Erinnerungen", where the SMS can be switched off.
 *
 * The check step's question `reminders` (email, sms) is the form's side of the contract
 * (/work/prompts/contract.md: the request form asks it; the submission handler passes it on); this spec
 * books through it as a visitor does.
 */
import type { Page } from '@playwright/test';
import { type FreeTime, freeTimes, requestWords, tokenOf } from './book';
import { expect, test } from './fixtures';
import { minimumFillTime, oneSmsTo, ownMobileNumber } from './outbox';

test.describe.configure({ timeout: 120_000 });

const texts = {
  de: {
    ...requestWords.de,
    name: /^Ihr Name/,
    phone: /^Telefonnummer/,
    smsSaid: 'Eine Bestätigung mit Ihrem Termin ist per SMS unterwegs an ',
    sms: /^Gebucht: Erstgespräch .+ (in Dietikon|online)\. Ändern, SMS aus: https?:\/\/[^/]+\/t\/([\w-]{38})$/,
    part: 'Erinnerungen',
    smsBox: /^Per SMS an /,
    save: 'Erinnerungen speichern',
    off: 'Sie erhalten keine Erinnerungen.',
  },
  en: {
    ...requestWords.en,
    name: /^Your name/,
    phone: /^Phone number/,
    smsSaid: 'A confirmation with your appointment is on its way by text message to ',
    sms: /^Booked: meeting .+ (in Dietikon|online)\. Change or stop SMS: https?:\/\/[^/]+\/t\/([\w-]{38})$/,
    part: 'Reminders',
    smsBox: /^By text message to /,
    save: 'Save reminders',
    off: 'You will receive no reminders.',
  },
} as const;
type Texts = (typeof texts)[keyof typeof texts];

/** With JavaScript: the form's steps, the time chosen among the later ones, the phone as the channel, SMS ticked on the check step. */
async function bookWithScript(page: Page, t: Texts, slot: FreeTime, number: string) {
  await page.goto(t.path);
  await page.getByRole('button', { name: t.next }).click();
  const radio = page.locator(`[data-free-times] input[value="${slot.id}"]`);
  for (let more = 0; more < 12 && !(await radio.isVisible()); more += 1) await page.getByRole('button', { name: t.later }).click();
  await radio.check();
  if (slot.places.length > 1) await page.locator('input[name="place"][value="dietikon"]').check();
  await page.getByRole('button', { name: t.next }).click();
  await page.getByRole('button', { name: t.next }).click();
  await page.getByLabel(t.name).fill(`SMS ${Date.now()}`);
  await page.getByLabel(t.byPhone, { exact: true }).check();
  await page.getByLabel(t.phone).fill(number.replace('+41', '0'));
  await page.getByRole('button', { name: t.next }).click();
  await page.locator('input[name="reminders"][value="sms"]').check();
}

/** Without JavaScript: one page; "show free times" fills them in, then the same answers. */
async function bookWithoutScript(page: Page, t: Texts, index: number, number: string) {
  await page.goto(t.path);
  await page.getByLabel(t.name).fill(`SMS ${Date.now()}`);
  await page.getByLabel(t.byPhone, { exact: true }).check();
  await page.getByLabel(t.phone).fill(number.replace('+41', '0'));
  await page.getByRole('button', { name: t.show }).click();
  const group = page.getByRole('group', { name: t.legend });
  // A time that can meet in Dietikon: an online-only one needs an e-mail address, which this visitor does not give.
  // Counted from the end of the list the page shows (the other specs take the first times): de the last, en the one before.
  const inDietikonToo = group.getByRole('radio', { name: /Dietikon/ });
  await inDietikonToo.nth((await inDietikonToo.count()) - 1 - index).check();
  const inDietikon = page.locator('input[name="place"][value="dietikon"]');
  if (await inDietikon.isVisible()) await inDietikon.check();
  await page.locator('input[name="reminders"][value="sms"]').check();
}

for (const [language, t] of Object.entries(texts) as ['de' | 'en', Texts][]) {
  for (const javaScript of [true, false]) {
    test.describe(`${language}, ${javaScript ? 'with' : 'without'} JavaScript`, () => {
      test.use({ javaScriptEnabled: javaScript });

      test('a Swiss mobile number and no e-mail address: the confirmation comes by SMS, and its link switches the SMS off', async ({
        page,
      }) => {
        test.slow();
        const number = ownMobileNumber();
        if (javaScript) {
          // From the end of the list: the other booking specs take the first times and visitor-mails the last nine.
          // A time that can meet in Dietikon: an online-only one needs an e-mail address, which this visitor does not give.
          const candidates = (await freeTimes(page, language)).slice(0, -9).filter((time) => time.places.includes('dietikon'));
          const slot = candidates.at(language === 'de' ? -1 : -2)!;
          await bookWithScript(page, t, slot, number);
        } else {
          await bookWithoutScript(page, t, language === 'de' ? 0 : 1, number);
        }
        await page.waitForTimeout(minimumFillTime);
        await page.getByRole('button', { name: javaScript ? t.book : t.bookWithoutScript }).click();
        await expect(page.getByRole('heading', { level: 1, name: t.booked })).toBeVisible({ timeout: 30_000 });
        await expect(page.getByRole('main')).toContainText(
          `${t.smsSaid}${number.slice(0, 3)} ${number.slice(3, 5)} ••• •• ${number.slice(-2)}.`,
        );

        const sms = await oneSmsTo(number);
        expect(sms.text).toMatch(t.sms);
        expect(sms.text).not.toContain('SMS 1');

        // The SMS's link opens the booking's page at its reminders part; the switch there stops the SMS.
        const link = new URL(/https?:\/\/\S+$/.exec(sms.text)![0]);
        await page.goto(link.pathname);
        await expect(page).toHaveURL(/#booking-reminders$/);
        const part = page.locator('#booking-reminders');
        await expect(part.getByRole('heading', { name: t.part })).toBeVisible();
        const box = part.getByRole('checkbox', { name: t.smsBox });
        await expect(box).toBeChecked();
        await box.uncheck();
        await part.getByRole('button', { name: t.save }).click();
        await expect(part).toContainText(t.off);
        await expect(part.getByRole('checkbox', { name: t.smsBox })).not.toBeChecked();
        await page.request.post('/.netlify/functions/booking', {
          form: { action: 'cancel', token: tokenOf(page.url().replace(/#.*$/, '')), language },
        });
      });
    });
  }
}
