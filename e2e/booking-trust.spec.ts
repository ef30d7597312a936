/**
 * A booking the visitor can trust, on the request form (/erstgespraech): a chosen time survives a
 * reload (or is named as no longer free), the place follows the time, the last step says it books and
 * what follows, the racing visitor is taken back to the list, and without JavaScript the times open
 * where they are. Against the functions on the local server, as e2e/booking.spec.ts; in both languages.
 *
 * The tests run one after the other (each booking test releases its time, and a test that keeps a time
 * must not find it booked by another), and choose from the end of the offered list
 * (e2e/booking.spec.ts books from its start).
 */
import type { Page } from '@playwright/test';
import { expect, test, untilHydrated } from './fixtures';
import { endpoint, mailContaining, minimumFillTime } from './outbox';
import { screenshotToLookAt } from './screenshots';
import { axeViolations } from './axe';

test.describe.configure({ mode: 'default' });

const texts = {
  de: {
    path: '/erstgespraech',
    next: 'Weiter',
    back: 'Zurück',
    request: 'Anfrage senden',
    book: 'Termin buchen',
    legend: 'Wählen Sie einen freien Termin',
    none: 'Keine Zeit passt: bitte schlagen Sie mir Zeiten vor',
    when: 'Wann und wo passt es Ihnen?',
    contact: 'Wie erreichen wir Sie?',
    check: 'Ihre Angaben prüfen',
    monday: 'Montag',
    name: 'Ihr Name',
    email: 'E-Mail-Adresse',
    placeLegend: 'Wo möchten Sie das Gespräch führen?',
    dietikon: 'In unseren Räumen in Dietikon',
    online: 'Online per Video',
    either: 'Jeder Ort ist gut',
    bothWords: 'in Dietikon, online oder am Telefon',
    placeWords: { dietikon: 'in Dietikon', online: 'online (Video)' },
    given: (place: string) => `Die gewählte Zeit ist ${place}.`,
    choosePlace: 'Bitte wählen Sie einen der Orte, die bei der gewählten Zeit stehen.',
    swissTime: 'Schweizer Zeit',
    noMail: 'Die nächste Seite ist Ihre Bestätigung: Dort können Sie den Termin in Ihren Kalender eintragen.',
    noMailWithoutScript: 'Die nächste Seite ist dann Ihre Bestätigung.',
    gone: /Die gewählte Zeit .+ ist nicht mehr frei: bitte wählen Sie eine andere\./,
    goneDay: 'Dienstag, 6. Januar 2026, 09:00',
    taken: 'ist gerade vergeben worden.',
    booked: 'Ihr Termin ist gebucht',
    show: 'Freie Termine anzeigen',
  },
  en: {
    path: '/en/erstgespraech',
    next: 'Continue',
    back: 'Back',
    request: 'Send request',
    book: 'Book this time',
    legend: 'Choose a free time',
    none: 'No time suits me: please suggest times',
    when: 'When and where suits you?',
    contact: 'How can we reach you?',
    check: 'Check your answers',
    monday: 'Monday',
    name: 'Your name',
    email: 'Email address',
    placeLegend: 'Where would you like to meet?',
    dietikon: 'In Dietikon, at our practice',
    online: 'Online by video',
    either: 'Any of these is fine',
    bothWords: 'in Dietikon, online or by phone',
    placeWords: { dietikon: 'in Dietikon', online: 'online (video)' },
    given: (place: string) => `The time you chose is ${place}.`,
    choosePlace: 'Please choose one of the places given with the time you chose.',
    swissTime: 'Swiss time',
    noMail: 'The next page is your confirmation: there you can add the appointment to your calendar.',
    noMailWithoutScript: 'The next page is then your confirmation.',
    gone: /The time you chose, .+, is no longer free: please choose another one\./,
    goneDay: 'Tuesday, 6 January 2026, 09:00',
    taken: 'has just been taken.',
    booked: 'Your appointment is booked',
    show: 'Show free times',
  },
} as const;
type Texts = (typeof texts)[keyof typeof texts];

/** A past time: never offered again. */
const pastSlot = '2026-01-06T0800Z';

async function shot(page: Page, name: string) {
  await screenshotToLookAt(page, `trust-${name}-${page.viewportSize()?.width ?? 0}`, { animations: 'disabled', settleMs: 400 });
}

/** The offered times on the page: each radio's value and words. */
async function offered(page: Page): Promise<{ id: string; words: string }[]> {
  return page.locator('[data-free-times] .option').evaluateAll((options) =>
    options.map((option) => ({
      id: option.querySelector('input')?.value ?? '',
      words: option.querySelector('label')?.textContent ?? '',
    })),
  );
}

/** The last offered time of one kind: in one place only, or in both. */
async function lastTime(page: Page, t: Texts, kind: 'single' | 'both') {
  const times = (await offered(page)).filter((time) => time.id !== 'none');
  const fits = times.filter((time) => time.words.endsWith(t.bothWords) === (kind === 'both'));
  const time = fits.at(-1);
  if (!time) throw new Error(`no ${kind} time among ${times.map((each) => each.words).join(' | ')}`);
  const place = time.words.endsWith(t.placeWords.dietikon) ? 'dietikon' : time.words.endsWith(t.placeWords.online) ? 'online' : 'both';
  return { ...time, place, range: /\d\d:\d\d–\d\d:\d\d/.exec(time.words)?.[0] ?? '-' } as const;
}

const radioOf = (page: Page, id: string) => page.locator(`input[name="slot"][value="${id}"]`);

async function toTimes(page: Page, t: Texts) {
  await page.goto(t.path);
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByRole('group', { name: t.legend }).getByRole('radio').first()).toBeVisible({ timeout: 15_000 });
}

/** From the times to the check step, with a name and an address. */
async function toCheck(page: Page, t: Texts, name: string) {
  await page.getByRole('button', { name: t.next }).click();
  await page.getByRole('button', { name: t.next }).click();
  await page.getByLabel(t.name).fill(name);
  await page.getByLabel(t.email).fill('trust@example.ch');
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByRole('heading', { name: t.check })).toBeVisible();
}

/** Frees a time the test booked, by the team's release link in its mail. */
async function release(page: Page, name: string) {
  await expect.poll(() => mailContaining(name)?.text ?? '', { timeout: 30_000 }).toMatch(/release=/);
  const token = /[?&]release=([\w.-]+)/.exec(mailContaining(name)?.text ?? '')?.[1] ?? '';
  const answer = await page.request.post('/.netlify/functions/booking', { form: { action: 'release', token, language: 'de' } });
  expect(answer.status()).toBe(200);
}

test.describe('a chosen time survives a reload', () => {
  for (const language of ['de', 'en'] as const) {
    const t = texts[language];
    test(`${language}: after a reload the time is chosen again, the step is shown where the visitor was, and the check says it books`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width: 390, height: 800 });
      await toTimes(page, t);
      const time = await lastTime(page, t, 'single');
      await radioOf(page, time.id).check();
      await page.getByRole('button', { name: t.next }).click();
      await page.getByRole('button', { name: t.next }).click();
      const name = `Reload ${language} ${Date.now()}`;
      await page.getByLabel(t.name).fill(name);
      await page.getByLabel(t.email).fill('trust@example.ch');

      await page.reload();
      await untilHydrated(page);
      // Once the times are here: the step the visitor was on, at the top of the screen, the answers kept.
      await expect(page.getByRole('heading', { name: t.contact })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('heading', { name: t.contact })).toBeInViewport();
      await expect(page.getByLabel(t.name)).toHaveValue(name);
      await expect(radioOf(page, time.id)).toBeChecked();
      await shot(page, `reload-${language}`);

      await page.getByRole('button', { name: t.next }).click();
      const row = page.locator('.check-answers dd.answer').filter({ hasText: t.swissTime });
      await expect(row).toContainText(time.range);
      await expect(row).toContainText(`${t.swissTime}, ${t.placeWords[time.place === 'online' ? 'online' : 'dietikon']}`);
      await expect(page.getByRole('button', { name: t.book })).toBeVisible();
      await expect(page.getByRole('button', { name: t.request })).toHaveCount(0);
      await expect(page.getByText(t.noMail)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `check-${language}`);
    });

    test(`${language}: a time kept from before that is no longer free is named, and the visitor is taken to the times`, async ({
      page,
    }) => {
      test.slow();
      await page.goto(t.path);
      await page.evaluate(
        ([slot]) => localStorage.setItem('draft:erstgespraech', JSON.stringify({ channel: 'email', name: 'Eva', slot, '@step': '4' })),
        [pastSlot],
      );
      await page.reload();
      await untilHydrated(page);
      await expect(page.getByText(t.gone)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(t.gone)).toContainText(t.goneDay);
      await expect(page.getByRole('heading', { name: t.when })).toBeVisible();
      await expect(page.getByRole('group', { name: t.legend }).getByRole('radio', { checked: true })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `gone-${language}`);
      // Without a time the last step asks, as before.
      await radioOf(page, 'none').check();
      await page.getByRole('button', { name: t.next }).click();
      await page.getByRole('button', { name: t.next }).click();
      await page.getByLabel(t.email).fill('trust@example.ch');
      await page.getByRole('button', { name: t.next }).click();
      await expect(page.getByRole('button', { name: t.request })).toBeVisible();
      await expect(page.getByText(t.noMail)).toHaveCount(0);
    });
  }
});

test.describe('the place follows the time', () => {
  for (const language of ['de', 'en'] as const) {
    const t = texts[language];
    test(`${language}: a time in one place gives it; a time in both asks which, and that place is booked`, async ({ page }) => {
      test.slow();
      await toTimes(page, t);
      const placeGroup = page.getByRole('group', { name: t.placeLegend });
      const single = await lastTime(page, t, 'single');
      await radioOf(page, single.id).check();
      const place = single.place === 'online' ? 'online' : 'dietikon';
      await expect(page.getByText(t.given(t.placeWords[place]))).toBeVisible();
      await expect(placeGroup).toHaveCount(0);
      await shot(page, `place-given-${language}`);

      const both = await lastTime(page, t, 'both');
      await radioOf(page, both.id).check();
      await expect(placeGroup.getByRole('radio')).toHaveCount(3);
      await expect(placeGroup.getByRole('radio', { name: t.either })).toHaveCount(0);
      // Not chosen: the step says so before going on.
      await page.getByRole('button', { name: t.next }).click();
      await expect(page.getByText(t.choosePlace).first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `place-both-${language}`);
      await placeGroup.getByRole('radio', { name: t.online }).check();
      const name = `Ort ${language} ${Date.now()}`;
      await toCheck(page, t, name);
      await expect(page.locator('.check-answers dd.answer').filter({ hasText: t.swissTime })).toContainText(
        `${both.range} ${t.swissTime}, ${t.placeWords.online}`,
      );
      await page.waitForTimeout(minimumFillTime);
      await page.getByRole('button', { name: t.book }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.booked })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('dd').nth(1)).toContainText(/online/i);
      await expect.poll(() => mailContaining(name)?.text ?? '', { timeout: 30_000 }).toContain('Ort: online (Video)');
      expect(mailContaining(name)?.text).not.toContain('Ort: in Dietikon');
      await release(page, name);
    });

    test(`${language}, without JavaScript: a time in one place is booked there, and the team's mail says that place only`, async ({
      browser,
    }) => {
      test.slow();
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(t.path);
      await expect(page.getByText(t.noMailWithoutScript)).toBeVisible();
      const name = `Ohne Skript Ort ${language} ${Date.now()}`;
      await page.getByLabel(t.name).fill(name);
      await page.getByLabel(t.email).fill('trust@example.ch');
      await page.getByRole('button', { name: t.show }).click();
      const single = await lastTime(page, t, 'single');
      // The place answered contradicts the time's.
      const contradicting = single.place === 'online' ? t.dietikon : t.online;
      await page.getByRole('group', { name: t.placeLegend }).getByRole('radio', { name: contradicting }).check();
      await radioOf(page, single.id).check();
      await page.waitForTimeout(minimumFillTime);
      await page.getByRole('button', { name: t.request }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.booked })).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => mailContaining(name)?.text ?? '', { timeout: 30_000 }).toContain('Gebuchter Termin');
      const mail = mailContaining(name)?.text ?? '';
      const placeRows = mail.split('\n').filter((line) => line.trim().startsWith('Ort:'));
      expect(placeRows.length).toBeGreaterThan(0);
      for (const row of placeRows) expect(row).toContain(single.place === 'online' ? 'online (Video)' : 'in Dietikon (');
      expect(mail).not.toContain(single.place === 'online' ? 'In unseren Räumen in Dietikon' : 'Online per Video');
      await release(page, name);
      await context.close();
    });

    test(`${language}: the second visitor for a time is taken to the list, the time cleared, everything typed kept`, async ({ page }) => {
      test.slow();
      await toTimes(page, t);
      const time = await lastTime(page, t, 'single');
      await radioOf(page, time.id).check();
      const name = `Zweite ${language} ${Date.now()}`;
      await toCheck(page, t, name);
      // Someone else books it first.
      const first = `Erste ${language} ${Date.now()}`;
      const booked = await page.request.post(endpoint, {
        form: { type: 'consultation', language: 'de', name: first, channel: 'email', email: 'first@example.ch', slot: time.id },
        maxRedirects: 0,
      });
      expect(booked.status()).toBe(303);
      try {
        await page.waitForTimeout(minimumFillTime);
        await page.getByRole('button', { name: t.book }).click();
        await expect(page.getByRole('heading', { name: t.when })).toBeVisible({ timeout: 30_000 });
        await expect(page.locator('#request-slot')).toBeFocused();
        await expect(page.getByRole('group', { name: t.legend }).getByText(t.taken)).toBeVisible();
        await expect(page.getByRole('group', { name: t.legend }).getByRole('radio').first()).toBeVisible({ timeout: 15_000 });
        await expect(radioOf(page, time.id)).toHaveCount(0);
        await expect(page.getByRole('group', { name: t.legend }).getByRole('radio', { checked: true })).toHaveCount(0);
        await expect(page.getByLabel(t.name)).toHaveValue(name);
        expect(await axeViolations(page)).toEqual([]);
        await shot(page, `taken-${language}`);
      } finally {
        await release(page, first);
      }
    });
  }
});

test.describe('without JavaScript, the free times open where they are', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['de', 'en'] as const) {
    const t = texts[language];
    test(`${language}: "show free times" answers at the list, not at the top of the page`, async ({ page }) => {
      test.slow();
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: width === 1280 ? 800 : 700 });
        await page.goto(t.path);
        await page.getByRole('button', { name: t.show }).click();
        await expect(page.getByRole('radio', { name: t.none })).toBeVisible();
        expect(new URL(page.url()).hash).toBe('#request-slot-group');
        await expect(page.getByRole('group', { name: t.legend }).locator('legend')).toBeInViewport();
        await expect(page.locator('[data-free-times]')).toBeInViewport();
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        await shot(page, `no-script-times-${language}`);
      }
    });
  }
});

test.describe('the changed states at phone and desktop widths', () => {
  for (const width of [320, 390, 1280]) {
    test(`de at ${width} px: the states fit without sideways scrolling`, async ({ page }) => {
      test.slow();
      const t = texts.de;
      await page.setViewportSize({ width, height: 800 });
      await page.goto(t.path);
      await page.evaluate(
        ([slot]) => localStorage.setItem('draft:erstgespraech', JSON.stringify({ channel: 'email', slot, '@step': '1' })),
        [pastSlot],
      );
      await page.reload();
      await untilHydrated(page);
      await expect(page.getByText(t.gone)).toBeVisible({ timeout: 15_000 });
      await page.getByText(t.gone).scrollIntoViewIfNeeded();
      await shot(page, 'state-gone');
      const single = await lastTime(page, t, 'single');
      await radioOf(page, single.id).check();
      await page.getByText(t.given(t.placeWords[single.place === 'online' ? 'online' : 'dietikon'])).scrollIntoViewIfNeeded();
      await shot(page, 'state-place-given');
      const both = await lastTime(page, t, 'both');
      await radioOf(page, both.id).check();
      await page.getByRole('group', { name: t.placeLegend }).scrollIntoViewIfNeeded();
      await shot(page, 'state-place-both');
      await page.getByRole('group', { name: t.placeLegend }).getByRole('radio', { name: t.dietikon }).check();
      await toCheck(page, t, 'Eva Muster');
      await page.getByRole('button', { name: t.book }).scrollIntoViewIfNeeded();
      await shot(page, 'state-check');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
