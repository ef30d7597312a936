/**
 * The request's last step asks how and when a booked time is reminded (by e-mail, by SMS, both or none; the
 * day before, two hours before), in both languages, with and without JavaScript: SMS offered for a Swiss mobile
 * number and ticked for a visitor who asked to be called, a landline said so, the choice kept across a reload
 * and posted, the function's own check where SMS are asked for a landline without JavaScript, and how it looks
 * on a phone and a desktop (screenshots kept with the test's results for a person to look at).
 */
import type { Page } from '@playwright/test';
import { contactEndpoint } from '../src/forms/protocol';
import { expect, test } from './fixtures';
import { minimumFillTime } from './outbox';
import { screenshotToLookAt } from './screenshots';

const texts = {
  de: {
    path: '/erstgespraech',
    next: 'Weiter',
    last: 'Schritt 5 von 5',
    name: 'Ihr Name',
    email: 'E-Mail-Adresse',
    phone: 'Telefonnummer',
    byPhone: 'Per Telefon',
    how: 'Bestätigung und Erinnerungen',
    when: 'Erinnerungen vor dem Termin',
    byMail: 'Per E-Mail',
    bySms: 'Per SMS',
    dayBefore: 'Einen Tag vorher',
    follows: 'Sie erhalten gleich eine Bestätigung per E-Mail an eva@example.ch und per SMS an 079 123 45 67.',
    hoursOnly: 'Wir erinnern Sie zwei Stunden vorher.',
    landline: 'An die Nummer 044 668 18 00 können wir keine SMS senden. Wir rufen Sie dort an.',
    withoutScript: 'Gilt nur, wenn Sie oben einen freien Termin wählen',
    showTimes: 'Freie Termine anzeigen',
    send: 'Termin buchen oder Anfrage senden',
    book: 'Termin buchen',
    noSms: 'An die angegebene Nummer können wir keine SMS senden.',
  },
  en: {
    path: '/en/erstgespraech',
    next: 'Continue',
    last: 'Step 5 of 5',
    name: 'Your name',
    email: 'Email address',
    phone: 'Phone number',
    byPhone: 'By phone',
    how: 'Confirmation and reminders',
    when: 'Reminders before the appointment',
    byMail: 'By email',
    bySms: 'By text message (SMS)',
    dayBefore: 'One day before',
    follows: 'You get a confirmation by email to eva@example.ch and by text message to 079 123 45 67 straight away.',
    hoursOnly: 'We remind you two hours before the appointment.',
    landline: 'We cannot send text messages to 044 668 18 00. We will call you there.',
    withoutScript: 'Only if you choose a free time above',
    showTimes: 'Show free times',
    send: 'Send request or book the time',
    book: 'Book this time',
    noSms: 'We cannot send text messages to the number you gave.',
  },
} as const;
type Texts = (typeof texts)[keyof typeof texts];

const how = (page: Page, t: Texts) => page.getByRole('group', { name: t.how });
const when = (page: Page, t: Texts) => page.getByRole('group', { name: t.when });

/** Through the steps with the first free time, a name, to be called at `phone`, and an e-mail address, to the check. */
async function toCheck(page: Page, t: Texts, phone: string) {
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
  await page.getByRole('radio', { name: t.byPhone, exact: true }).check();
  await page.getByLabel(t.email, { exact: false }).first().fill('eva@example.ch');
  await page.getByLabel(t.phone, { exact: false }).first().fill(phone);
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByText(t.last, { exact: true })).toBeVisible();
}

/** Above or below, as a visitor sees it. */
const top = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!.y;

for (const [language, t] of Object.entries(texts)) {
  test(`${language}: a Swiss mobile number to be called at gets SMS beside e-mail; the choice survives a reload and is posted`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 320, height: 720 });
    await toCheck(page, t, '079 123 45 67');
    // SMS is offered once the mobile rules are here, ticked: the visitor asked to be called.
    await expect(how(page, t).getByRole('checkbox', { name: t.bySms })).toBeChecked();
    await expect(how(page, t).getByRole('checkbox', { name: t.byMail })).toBeChecked();
    await expect(when(page, t).getByRole('checkbox')).toHaveCount(2);
    for (const box of await when(page, t).getByRole('checkbox').all()) await expect(box).toBeChecked();
    await expect(page.locator('.reminder-choice')).toContainText(t.follows);
    expect(await top(page, '.check-answers')).toBeLessThan(await top(page, '.reminder-choice'));
    expect(await top(page, '.reminder-choice')).toBeLessThan(await top(page, '.booking-note'));
    // Nothing runs off a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: width === 320 ? 720 : 900 });
      await page.locator('.reminder-choice').scrollIntoViewIfNeeded();
      await screenshotToLookAt(page, `check-step-${language}-${width}`);
    }

    await when(page, t).getByRole('checkbox', { name: t.dayBefore }).uncheck();
    await expect(page.locator('.reminder-choice')).toContainText(t.hoursOnly);
    await page.reload();
    await expect(page.getByText(t.last, { exact: true })).toBeVisible();
    // Once the time is ticked again (the free times are asked anew), the check shows the choice as it was left.
    await expect(how(page, t).getByRole('checkbox', { name: t.bySms })).toBeChecked({ timeout: 90_000 });
    await expect(when(page, t).getByRole('checkbox', { name: t.dayBefore })).not.toBeChecked();

    // What the form posts, and no booking made by this test (the other specs book the times): the post is
    // read, then refused as a network failure would, and the form says it was not sent.
    let posted: Record<string, unknown> | undefined;
    await page.route(contactEndpoint, async (route) => {
      posted = route.request().postDataJSON() as Record<string, unknown>;
      await route.abort();
    });
    await page.getByRole('button', { name: t.book }).click();
    await expect.poll(() => posted).toMatchObject({ reminders: ['email', 'sms'], reminderWhen: ['hours'], phone: '079 123 45 67' });
    await expect(how(page, t).getByRole('checkbox', { name: t.bySms })).toBeChecked();
  });

  test(`${language}: a landline is said to take no SMS, and e-mail is offered for the address`, async ({ page }) => {
    test.slow();
    await toCheck(page, t, '044 668 18 00');
    await expect(page.locator('.reminder-choice .no-sms')).toHaveText(t.landline);
    await expect(how(page, t).getByRole('checkbox')).toHaveCount(1);
    await expect(how(page, t).getByRole('checkbox', { name: t.byMail })).toBeChecked();
    await page.locator('.reminder-choice').scrollIntoViewIfNeeded();
    await screenshotToLookAt(page, `check-step-landline-${language}-1280`);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const [language, t] of Object.entries(texts)) {
    test(`${language}: the choice stands above the send button, e-mail and both times ticked; SMS for a landline is refused with everything kept`, async ({
      page,
    }) => {
      test.slow();
      for (const width of [320, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(t.path);
        await expect(how(page, t).getByRole('checkbox', { name: t.byMail })).toBeChecked();
        await expect(how(page, t).getByRole('checkbox', { name: t.bySms })).not.toBeChecked();
        await expect(when(page, t).getByRole('checkbox', { name: t.dayBefore })).toBeChecked();
        await expect(how(page, t)).toContainText(t.withoutScript);
        expect(await top(page, '.reminder-choice')).toBeLessThan(await top(page, '.booking-note'));
        expect(await top(page, '.booking-note')).toBeLessThan(await top(page, '.actions'));
        await page.locator('.reminder-choice').scrollIntoViewIfNeeded();
        await screenshotToLookAt(page, `without-script-${language}-${width}`);
      }

      // SMS to a landline with a time chosen: the function says so before booking anything, everything kept.
      await page.getByLabel(t.name, { exact: false }).first().fill('Eva Muster');
      await page.getByRole('radio', { name: t.byPhone, exact: true }).check();
      await page.getByLabel(t.phone, { exact: false }).first().fill('044 668 18 00');
      await how(page, t).getByRole('checkbox', { name: t.bySms }).check();
      await page.getByRole('button', { name: t.showTimes }).click();
      const first = page.locator('input[name="slot"]:not([value="none"])').first();
      await first.check();
      const slot = await first.getAttribute('value');
      const dietikon = page.locator('input[name="place"][value="dietikon"]');
      if (await dietikon.isVisible()) await dietikon.check();
      await page.waitForTimeout(minimumFillTime);
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.locator('[data-form-problems]')).toContainText(t.noSms);
      await expect(page.locator('[data-field-error="reminders"]')).toContainText(t.noSms);
      await expect(how(page, t).getByRole('checkbox', { name: t.bySms })).toBeChecked();
      await expect(page.getByLabel(t.phone, { exact: false }).first()).toHaveValue('044 668 18 00');
      await expect(page.locator(`input[name="slot"][value="${slot}"]`)).toBeChecked();
      await page.locator('[data-form-problems]').scrollIntoViewIfNeeded();
      await screenshotToLookAt(page, `without-script-no-sms-${language}-1280`);
    });
  }
});
