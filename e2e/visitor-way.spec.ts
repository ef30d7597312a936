/**
 * The visitor's way through the request, as a parent on a phone or someone on the keyboard goes it:
 * a reload or the browser's Back never loses a step, a time or a place, the saved step shows before
 * step 1 can flash, and deleting the draft asks first and can be undone.
 */
import type { Page } from '@playwright/test';
import { expect, test, untilHydrated } from './fixtures';

const texts = {
  de: {
    path: '/erstgespraech',
    step: (n: number) => `Schritt ${n} von 5`,
    last: 'Schritt 5 von 5',
    next: 'Weiter',
    back: 'Zurück',
    child: 'Für mein Kind',
    inBoth: 'in Dietikon, online oder am Telefon',
    online: 'Online per Video',
    more: 'Spätere Termine anzeigen',
    message: 'Ihre Nachricht',
    name: 'Ihr Name',
    email: 'E-Mail-Adresse',
    timeRow: 'Termin',
    clearDraft: 'Entwurf löschen',
    question: 'Alles löschen, was Sie in dieses Formular eingegeben haben?',
    keep: 'Nein, behalten',
    confirm: 'Ja, alles löschen',
    cleared: 'Ihre Angaben sind gelöscht.',
    undo: 'Rückgängig machen',
    restored: 'Ihre Angaben sind wieder da.',
  },
  en: {
    path: '/en/erstgespraech',
    step: (n: number) => `Step ${n} of 5`,
    last: 'Step 5 of 5',
    next: 'Continue',
    back: 'Back',
    child: 'For my child',
    inBoth: 'in Dietikon, online or by phone',
    online: 'Online by video',
    more: 'Show later times',
    message: 'Your message',
    name: 'Your name',
    email: 'Email address',
    timeRow: 'Appointment',
    clearDraft: 'Delete draft',
    question: 'Delete everything you have typed into this form?',
    keep: 'No, keep it',
    confirm: 'Yes, delete everything',
    cleared: 'Your answers are deleted.',
    undo: 'Undo',
    restored: 'Your answers are back.',
  },
} as const;
type Texts = (typeof texts)[keyof typeof texts];

const progress = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Ticks the first listed time offered in both places, asking for later times until one is listed. */
async function chooseTimeInBoth(page: Page, t: Texts): Promise<string> {
  const times = page.locator('[data-free-times] .option label');
  await expect(times.first()).toBeVisible({ timeout: 90_000 });
  for (let asked = 0; asked < 6; asked++) {
    const both = times.filter({ hasText: t.inBoth });
    if ((await both.count()) > 0) {
      const label = both.first();
      const id = (await label.getAttribute('for'))!;
      await label.click();
      return id;
    }
    const shown = await times.count();
    await page.getByRole('button', { name: t.more }).click();
    await expect(times).not.toHaveCount(shown, { timeout: 30_000 });
  }
  throw new Error('no time in both places among the listed times');
}

/** Records, on every frame until the form has taken over, whether step 1's progress line was on the screen. */
async function watchForStepOne(page: Page, t: Texts) {
  await page.addInitScript((stepOne: string) => {
    const w = window as unknown as { sawStepOne?: boolean };
    w.sawStepOne = false;
    const look = () => {
      const line = [...document.querySelectorAll('p.progress')].find((p) => p.textContent === stepOne);
      if (line && line.checkVisibility({ visibilityProperty: true })) w.sawStepOne = true;
      if (!document.querySelector('form[data-enhanced]')) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, t.step(1));
}

for (const [language, t] of Object.entries(texts)) {
  test(`${language}: a reload and the browser's Back keep the step, the time and the place in both`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(t.path);
    await untilHydrated(page);
    await page.getByLabel(t.child, { exact: true }).check();
    await page.getByRole('button', { name: t.next }).click();
    await expect(progress(page, t.step(2))).toBeVisible();
    const time = await chooseTimeInBoth(page, t);
    await page.getByLabel(t.online, { exact: true }).check();
    await page.getByRole('button', { name: t.next }).click();
    await expect(progress(page, t.step(3))).toBeVisible();
    await page.getByLabel(t.message, { exact: true }).fill('Wir freuen uns.');

    // Back and Forward of the browser go one step, and keep everything.
    await page.goBack();
    await expect(progress(page, t.step(2))).toBeVisible();
    await expect(page.locator(`#${time}`)).toBeChecked();
    await expect(page.getByLabel(t.online, { exact: true })).toBeChecked();
    await page.goForward();
    await expect(progress(page, t.step(3))).toBeVisible();
    await expect(page.getByLabel(t.message, { exact: true })).toHaveValue('Wir freuen uns.');

    // A reload opens at step 3, never showing step 1 first, with its line below the fixed header.
    await watchForStepOne(page, t);
    await page.reload();
    await expect(progress(page, t.step(3))).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sawStepOne: boolean }).sawStepOne)).toBe(false);
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const lineTop = await progress(page, t.step(3)).evaluate((line) => line.getBoundingClientRect().top);
    expect(lineTop).toBeGreaterThanOrEqual(headerBottom);
    await expect(page.getByLabel(t.message, { exact: true })).toHaveValue('Wir freuen uns.');

    // The place chosen before the reload is still the one chosen, in the step and in the check.
    await page.getByRole('button', { name: t.back }).click();
    await expect(progress(page, t.step(2))).toBeVisible();
    // Ticked again once the free times are here (each call to the local functions takes seconds).
    await expect(page.locator(`#${time}`)).toBeChecked({ timeout: 90_000 });
    await expect(page.getByLabel(t.online, { exact: true })).toBeChecked();
    await page.getByRole('button', { name: t.next }).click();
    await page.getByRole('button', { name: t.next }).click();
    await page.getByLabel(t.name, { exact: false }).first().fill('Eva Muster');
    await page.getByLabel(t.email, { exact: false }).first().fill('eva@example.ch');
    await page.getByRole('button', { name: t.next }).click();
    await expect(progress(page, t.last)).toBeVisible();
    const timeRow = page.locator('.check-answers .row').filter({ has: page.getByText(t.timeRow, { exact: true }) });
    await expect(timeRow).toContainText(/online/i);
    await expect(timeRow).not.toContainText(t.inBoth);
  });

  test(`${language}: deleting the draft asks first, and can be undone`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(t.path);
    await untilHydrated(page);
    await page.getByLabel(t.child, { exact: true }).check();
    await page.getByRole('button', { name: t.next }).click();
    await page.getByRole('button', { name: t.next }).click();
    await page.getByLabel(t.message, { exact: true }).fill('Bitte nicht verlieren.');

    await page.getByRole('button', { name: t.clearDraft }).click();
    await expect(page.getByText(t.question)).toBeFocused();
    await page.getByRole('button', { name: t.keep }).click();
    await expect(page.getByLabel(t.message, { exact: true })).toHaveValue('Bitte nicht verlieren.');

    await page.getByRole('button', { name: t.clearDraft }).click();
    await page.getByRole('button', { name: t.confirm }).click();
    const note = page.getByRole('status').filter({ hasText: t.cleared });
    await expect(note).toBeFocused();
    await expect(note).toBeInViewport();
    await expect(progress(page, t.step(1))).toBeVisible();
    await expect(page.getByLabel(t.child, { exact: true })).not.toBeChecked();

    await page.getByRole('button', { name: t.undo }).click();
    await expect(page.getByRole('status').filter({ hasText: t.restored })).toBeVisible();
    await expect(progress(page, t.step(3))).toBeVisible();
    await expect(page.getByLabel(t.message, { exact: true })).toHaveValue('Bitte nicht verlieren.');
    await expect(page.getByLabel(t.child, { exact: true })).toBeChecked();
    // And the draft holds it again: a reload brings it back.
    await page.reload();
    await expect(page.getByLabel(t.message, { exact: true })).toHaveValue('Bitte nicht verlieren.');
  });
}

test('"Spätere Termine anzeigen" reaches the last free time the function offers, each time once', async ({ page }) => {
  // About 40 asks for later times, each reading every claim of a coming time: 13 s alone, but past 90 s twice in a
  // whole run here beside another job, with the bookings of every other spec on record.
  test.setTimeout(180_000);
  const all = (await (await page.request.get('/.netlify/functions/booking?times=1&language=de&count=320')).json()) as {
    slots: { id: string }[];
  };
  const last = all.slots.at(-1)!.id;
  await page.goto('/erstgespraech');
  await untilHydrated(page);
  await page.getByRole('button', { name: 'Weiter' }).click();
  const times = page.locator('[data-free-times] input[name="slot"]:not([value="none"])');
  await expect(times.first()).toBeAttached({ timeout: 90_000 });
  const listedNow = () => times.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join(' '));
  for (let asked = 0; asked < 60 && !(await page.locator(`#request-slot-${last}`).count()); asked++) {
    const shown = await listedNow();
    await page.getByRole('button', { name: 'Spätere Termine anzeigen' }).click();
    // The list changes, not necessarily its length: a test beside this one may book a time meanwhile,
    // and a page later by one with one fewer before it is as long as the list was.
    await expect.poll(listedNow, { timeout: 30_000 }).not.toBe(shown);
  }
  const listed = await times.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(new Set(listed).size).toBe(listed.length);
  expect(listed.at(-1)).toBe(last);
  expect(listed.length).toBeGreaterThan(24);
  // All of them listed: nothing later to ask for.
  await expect(page.getByRole('button', { name: 'Spätere Termine anzeigen' })).toHaveCount(0);
});

test('an online time asks for an e-mail address: the link to the video call is sent there', async ({ page }) => {
  test.slow();
  const t = texts.de;
  await page.goto(t.path);
  await untilHydrated(page);
  await page.getByRole('button', { name: t.next }).click();
  await chooseTimeInBoth(page, t);
  await page.getByLabel(t.online, { exact: true }).check();
  await page.getByRole('button', { name: t.next }).click();
  await page.getByRole('button', { name: t.next }).click();
  await page.getByLabel(t.name, { exact: false }).first().fill('Eva Muster');
  await page.getByLabel('Per Telefon', { exact: true }).check();
  await page.getByLabel('Telefonnummer', { exact: false }).first().fill('044 000 00 00');
  // Said before it is missed: the address is marked as needed, and why.
  const email = page.locator('.field').filter({ has: page.getByLabel(t.email, { exact: false }) });
  await expect(email).toContainText('Pflicht');
  await expect(email).toContainText('An diese Adresse senden wir den Link zum Videogespräch.');
  await page.getByRole('button', { name: t.next }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('Für ein Gespräch online brauchen wir Ihre E-Mail-Adresse');
  await expect(progress(page, t.step(4))).toBeVisible();
  await page.getByLabel(t.email, { exact: false }).first().fill('eva@example.ch');
  await page.getByRole('button', { name: t.next }).click();
  await expect(progress(page, t.last)).toBeVisible();
});
