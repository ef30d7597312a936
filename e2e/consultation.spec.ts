/**
 * The first-consultation request (/erstgespraech), as visitors meet it: with JavaScript one step at a
 * time, by keyboard; without JavaScript one page; and whatever happens, nothing typed is lost.
 */
import type { Page } from '@playwright/test';
import { expect, test, untilHydrated } from './fixtures';
import { endpoint, mailContaining, minimumFillTime } from './outbox';
import { loadSiteFacts } from '../src/site/load-site-facts';
import { axeViolations } from './axe';

const texts = {
  de: {
    path: '/erstgespraech',
    // With JavaScript every screen counts, the check the fifth; without it the one page has four parts.
    step: (n: number) => `Schritt ${n} von 5`,
    part: (n: number) => `Teil ${n} von 4`,
    none: 'Keine Zeit passt: bitte schlagen Sie mir Zeiten vor',
    next: 'Weiter',
    back: 'Zurück',
    submit: 'Anfrage senden',
    child: 'Für mein Kind',
    adhd: 'ADHS',
    monday: 'Montag',
    morning: 'Vormittag',
    online: 'Online per Video',
    needs: 'Was hilft Ihnen in einem Gespräch?',
    message: 'Ihre Nachricht',
    name: 'Ihr Name',
    email: 'E-Mail-Adresse',
    phone: 'Telefonnummer',
    byPhone: 'Per Telefon',
    noCalls: 'Bitte rufen Sie mich nicht an.',
    check: 'Ihre Angaben prüfen',
    change: 'Ändern',
    nameRequired: 'Bitte geben Sie Ihren Namen ein.',
    phoneRequired: 'Bitte geben Sie Ihre Telefonnummer ein, damit wir Sie anrufen können.',
    sentTitle: 'Vielen Dank, Ihre Anfrage ist angekommen',
    sentEmail: 'Wir schreiben Ihnen innerhalb von zwei Arbeitstagen eine E-Mail.',
    sentTimes: 'Zeiten, die Ihnen passen: Montag, Vormittag.',
    failed: 'Die Anfrage wurde nicht gesendet',
    clearDraft: 'Entwurf löschen',
  },
  en: {
    path: '/en/erstgespraech',
    step: (n: number) => `Step ${n} of 5`,
    part: (n: number) => `Part ${n} of 4`,
    none: 'No time suits me: please suggest times',
    next: 'Continue',
    back: 'Back',
    submit: 'Send request',
    child: 'For my child',
    adhd: 'ADHD',
    monday: 'Monday',
    morning: 'Morning',
    online: 'Online by video',
    needs: 'What helps you in a conversation?',
    message: 'Your message',
    name: 'Your name',
    email: 'Email address',
    phone: 'Phone number',
    byPhone: 'By phone',
    noCalls: "Please don't phone me.",
    check: 'Check your answers',
    change: 'Change',
    nameRequired: 'Please enter your name.',
    phoneRequired: 'Please enter your phone number so that we can call you.',
    sentTitle: 'Thank you, your request has arrived',
    sentEmail: 'We will email you within two working days.',
    sentTimes: 'Times that suit you: Monday, Morning.',
    failed: 'The request was not sent',
    clearDraft: 'Delete draft',
  },
} as const;

type Texts = (typeof texts)[keyof typeof texts];

/** Ticks a radio button or checkbox the way a keyboard user does: focus it, press Space. */
async function tick(page: Page, label: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('Space');
}

async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(text);
}

async function expectStep(page: Page, t: Texts, n: number) {
  await expect(page.getByText(t.step(n), { exact: true })).toBeVisible();
}

for (const [language, t] of Object.entries(texts)) {
  test.describe(`first-consultation request (${language})`, () => {
    test('the whole request by keyboard: steps, back without loss, check with change, send, confirmation, mail', async ({ page }) => {
      // Five steps, a send and the confirmation: about 15 s alone, twice that beside another worker on 2 cores.
      test.slow();
      const name = `Keyboard ${language} ${Date.now()}`;
      await page.goto(t.path);
      await expectStep(page, t, 1);
      await tick(page, t.child);
      await tick(page, t.adhd);
      await page.keyboard.press('Enter');

      await expectStep(page, t, 2);
      await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: '?' }).first()).toBeFocused();
      // Free times are offered: the days and times are asked once none fits.
      await expect(page.getByLabel(t.none, { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByLabel(t.monday, { exact: true })).toBeHidden();
      await tick(page, t.none);
      await tick(page, t.monday);
      await tick(page, t.morning);
      await tick(page, t.online);
      // Back, and forward again: nothing is lost.
      await page.getByRole('button', { name: t.back }).focus();
      await page.keyboard.press('Enter');
      await expectStep(page, t, 1);
      await expect(page.getByLabel(t.child, { exact: true })).toBeChecked();
      await page.getByRole('button', { name: t.next }).focus();
      await page.keyboard.press('Enter');
      await expectStep(page, t, 2);
      await expect(page.getByLabel(t.monday, { exact: true })).toBeChecked();
      await page.getByRole('button', { name: t.next }).focus();
      await page.keyboard.press('Enter');

      await expectStep(page, t, 3);
      await typeInto(page, t.needs, 'Kurze Pausen, bitte.');
      await typeInto(page, t.message, 'Unser Sohn ist neun.');
      await page.getByRole('button', { name: t.next }).focus();
      await page.keyboard.press('Enter');

      await expectStep(page, t, 4);
      // Nothing entered: the summary names the name, links to it, and the link goes there.
      await page.getByRole('button', { name: t.next }).focus();
      await page.keyboard.press('Enter');
      const summary = page.getByRole('alert');
      await expect(summary).toContainText(t.nameRequired);
      await expect(summary).toBeFocused();
      await expect(page.getByLabel(new RegExp(`^${t.name}`))).toHaveAttribute('aria-invalid', 'true');
      await summary.getByRole('link', { name: t.nameRequired }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByLabel(new RegExp(`^${t.name}`))).toBeFocused();
      await page.keyboard.type(name);
      await page.getByLabel(new RegExp(`^${t.email}`)).fill('eltern@example.ch');
      await tick(page, t.noCalls);
      await page.getByRole('button', { name: t.next }).focus();
      await page.keyboard.press('Enter');

      await expectStep(page, t, 5);
      await expect(page.getByRole('heading', { name: t.check })).toBeFocused();
      const answers = page.locator('dl');
      await expect(answers).toContainText(t.child);
      await expect(answers).toContainText('Unser Sohn ist neun.');
      await expect(answers).toContainText(t.noCalls);
      // Change an answer: back to its question, then straight back to the summary.
      await answers.getByRole('button', { name: new RegExp(`^${t.change}\\s+${t.message}`) }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByLabel(new RegExp(`^${t.message}`))).toBeFocused();
      await page.keyboard.press('End');
      await page.keyboard.type(' Er spielt gern Schach.');
      await page.getByRole('button', { name: /Übersicht|summary/ }).focus();
      await page.keyboard.press('Enter');
      await expectStep(page, t, 5);
      await expect(answers).toContainText('Er spielt gern Schach.');

      await page.waitForTimeout(minimumFillTime);
      await page.getByRole('button', { name: t.submit }).focus();
      await page.keyboard.press('Enter');
      // The function's answer and the next page's data: on a busy machine this can take a few seconds.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.sentTitle, { timeout: 15_000 });
      await expect(page).toHaveURL(/\/erstgespraech\/danke\?channel=email&days=mon&times=morning&place=online&noCalls=1$/);
      // The details come from the address, read by the page's script once it has loaded.
      await untilHydrated(page);
      await expect(page.getByRole('main')).toContainText(t.sentEmail);
      await expect(page.getByRole('main')).toContainText(t.sentTimes);

      await expect.poll(() => mailContaining(name)?.subject).toBe('Erstgespräch: Für mein Kind, ADHS, Per E-Mail');
      const mail = mailContaining(name);
      expect(mail?.replyTo?.email).toBe('eltern@example.ch');
      expect(mail?.text).toContain('BITTE NICHT ANRUFEN');
      expect(mail?.text).toContain('Er spielt gern Schach.');
      expect(mail?.text).toContain('Tage: Montag');
      expect(mail?.html).toContain('BITTE NICHT ANRUFEN');

      // Sent: the draft is gone.
      await page.goto(t.path);
      await expect(page.getByLabel(t.child, { exact: true })).not.toBeChecked();
    });

    test('every step has no axe violations and no sideways scroll at 320 px', async ({ page }) => {
      // Six axe runs: about 16 s alone, over 30 s beside another worker on 2 cores.
      test.slow();
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(t.path);
      for (let step = 1; step <= 5; step++) {
        await expectStep(page, t, step);
        if (step === 4) {
          await page.getByLabel(new RegExp(`^${t.name}`)).fill('Axe');
          await page.getByLabel(new RegExp(`^${t.email}`)).fill('axe@example.ch');
        }
        expect(await axeViolations(page), `step ${step}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
        if (step < 5) await page.getByRole('button', { name: t.next }).click();
      }
      // And with a problem in the summary.
      await page.getByRole('button', { name: new RegExp(`^${t.change}\\s+${t.name}`) }).click();
      await page.getByLabel(new RegExp(`^${t.name}`)).fill('');
      await page.getByRole('button', { name: /Übersicht|summary/ }).click();
      await expect(page.getByRole('alert')).toContainText(t.nameRequired);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a failed send keeps everything and says what to do', async ({ page }) => {
      await page.goto(t.path);
      await page.getByLabel(t.child, { exact: true }).check();
      for (let step = 1; step < 4; step++) await page.getByRole('button', { name: t.next }).click();
      await page.getByLabel(new RegExp(`^${t.name}`)).fill('Fehlschlag');
      await page.getByLabel(new RegExp(`^${t.email}`)).fill('fehl@example.ch');
      await page.getByRole('button', { name: t.next }).click();
      await page.route(endpoint, (route) =>
        route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"send_failed"}' }),
      );
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('alert')).toContainText(t.failed);
      await expect(page.getByRole('alert')).toContainText('@');
      await expect(page.locator('dl')).toContainText('Fehlschlag');
      await expect(page.getByRole('button', { name: t.submit })).toBeEnabled();
    });
  });
}

test.describe('the draft', () => {
  test('survives a reload, and "Entwurf löschen" removes it', async ({ page }) => {
    await page.goto('/erstgespraech');
    await page.getByLabel('Autismus', { exact: true }).check();
    await page.getByLabel('Möchten Sie es genauer sagen?').fill('Wir sind unsicher.');
    await page.reload();
    await untilHydrated(page);
    await expect(page.getByLabel('Autismus', { exact: true })).toBeChecked();
    await expect(page.getByLabel('Möchten Sie es genauer sagen?')).toHaveValue('Wir sind unsicher.');
    await page.getByRole('button', { name: 'Entwurf löschen' }).click();
    await page.getByRole('button', { name: 'Ja, alles löschen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ihre Angaben sind gelöscht.' })).toBeVisible();
    await expect(page.getByLabel('Autismus', { exact: true })).not.toBeChecked();
    await page.reload();
    await untilHydrated(page);
    await expect(page.getByLabel('Möchten Sie es genauer sagen?')).toHaveValue('');
  });

  test('of the contact form survives a reload too', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Betreff', { exact: true }).fill('Entwurf');
    await page.getByLabel('Nachricht', { exact: true }).fill('Noch nicht fertig.');
    await page.reload();
    await untilHydrated(page);
    await expect(page.getByLabel('Nachricht', { exact: true })).toHaveValue('Noch nicht fertig.');
  });
});

test.describe('without JavaScript', () => {
  test('one page of questions; sent, it lands on the confirmation and the mail says "please don\'t call"', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const name = `NoJS ${Date.now()}`;
    await page.goto('/en/erstgespraech');
    // Every part is on the page at once.
    for (const heading of ['Who is it for, and what is it about?', 'When and where suits you?', 'How can we reach you?']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    // Counted as what they are: the parts of one page, with no check after them.
    for (let part = 1; part <= 4; part++) await expect(page.getByText(texts.en.part(part), { exact: true })).toBeVisible();
    // The steps' count is there for the script, out of sight without it.
    for (let step = 1; step <= 4; step++) await expect(page.getByText(texts.en.step(step), { exact: true })).toBeHidden();
    await page.getByLabel('For our family', { exact: true }).check();
    await page.getByLabel('Autism', { exact: true }).check();
    await page.getByLabel('Friday', { exact: true }).check();
    await page.getByLabel(/^Your name/).fill(name);
    await page.getByLabel(/^Email address/).fill('family@example.ch');
    await page.getByLabel("Please don't phone me.", { exact: true }).check();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/\/en\/erstgespraech\/danke\?channel=email&days=fri&noCalls=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your request has arrived');
    await expect.poll(() => mailContaining(name)?.subject).toBe('Erstgespräch: Für unsere Familie, Autismus, Per E-Mail');
    expect(mailContaining(name)?.text).toContain('BITTE NICHT ANRUFEN');
    expect(mailContaining(name)?.text).toContain('Sprache der Website: Englisch');
    await context.close();
  });

  test('a refused request answers with the page, every typed value and the reasons', async ({ browser }) => {
    // Form posts through the local functions' emulator: up to 30 s on 2 cores beside another worker.
    test.slow();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/erstgespraech');
    await page.getByLabel('Für mein Kind', { exact: true }).check();
    await page.getByLabel('ADHS', { exact: true }).check();
    await page.getByLabel('Dyskalkulie', { exact: true }).check();
    await page.getByLabel('Möchten Sie es genauer sagen?').fill('Rechnen <fällt> "schwer" & mehr');
    await page.getByLabel('Was hilft Ihnen in einem Gespräch?').fill('Eine ruhige Umgebung.\nFragen vorher.');
    await page.getByLabel('Per Telefon', { exact: true }).check();
    await page.getByRole('button', { name: 'Anfrage senden' }).click();

    const summary = page.getByRole('alert');
    await expect(summary).toContainText('Bitte prüfen Sie Ihre Angaben');
    await expect(summary).toContainText('Bitte geben Sie Ihren Namen ein.');
    await expect(summary).toContainText('Bitte geben Sie Ihre Telefonnummer ein, damit wir Sie anrufen können.');
    await expect(page).toHaveTitle(/^Fehler: Erstgespräch anfragen/);
    await expect(page.getByLabel('Für mein Kind', { exact: true })).toBeChecked();
    await expect(page.getByLabel('ADHS', { exact: true })).toBeChecked();
    await expect(page.getByLabel('Dyskalkulie', { exact: true })).toBeChecked();
    await expect(page.getByLabel('Autismus', { exact: true })).not.toBeChecked();
    await expect(page.getByLabel('Per Telefon', { exact: true })).toBeChecked();
    await expect(page.getByLabel('Möchten Sie es genauer sagen?')).toHaveValue('Rechnen <fällt> "schwer" & mehr');
    await expect(page.getByLabel('Was hilft Ihnen in einem Gespräch?')).toHaveValue('Eine ruhige Umgebung.\nFragen vorher.');
    await expect(page.getByLabel(/^Telefonnummer/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-field-error="phone"]')).toHaveText(
      'Bitte geben Sie Ihre Telefonnummer ein, damit wir Sie anrufen können.',
    );

    // Corrected and sent again from the same page, it goes through.
    const name = `NoJS fixed ${Date.now()}`;
    await page.getByLabel(/^Ihr Name/).fill(name);
    await page.getByLabel(/^Telefonnummer/).fill('044 123 45 67');
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page).toHaveURL(/\/erstgespraech\/danke\?channel=phone$/);
    await expect.poll(() => mailContaining(name)?.subject).toBe('Erstgespräch: Für mein Kind, ADHS, Dyskalkulie, Per Telefon');
    expect(mailContaining(name)?.replyTo).toBeUndefined();
    await context.close();
  });
});

test('the steps not shown take no room, are out of sight and reach, and are laid out ahead once the visitor scrolls to the form', async ({
  page,
}) => {
  // Every section the form lays out ahead (src/forms/request/steps-laid-out-ahead.ts), recorded as it happens.
  await page.addInitScript(() => {
    const laidOut: string[] = [];
    (window as unknown as { laidOut: string[] }).laidOut = laidOut;
    new MutationObserver((records) => {
      for (const record of records)
        // Set (it was absent before), and removed in the same task: each step once.
        if (record.oldValue === null) laidOut.push((record.target as Element).getAttribute('aria-labelledby') ?? '');
    }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-laying-out'] });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(texts.de.path);
  await untilHydrated(page);
  const sections = page.getByRole('main').locator('form section');
  await expect(sections).toHaveCount(5);
  const hiddenSteps = page.getByRole('main').locator('form section[hidden]');
  await expect(hiddenSteps).toHaveCount(4);
  const hiddenIds = await hiddenSteps.evaluateAll((all) => all.map((section) => section.getAttribute('aria-labelledby') ?? ''));
  // Not during the load (src/forms/ui/schedule.ts, whenAboutToBeUsed): once the visitor comes to the form.
  await sections.first().scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => (window as unknown as { laidOut: string[] }).laidOut)).toEqual(hiddenIds);

  for (const section of await hiddenSteps.all()) {
    await expect(section).toBeHidden();
    expect(await section.evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
  }
  // "Weiter" stands right below step 1, as it did before: the hidden steps add nothing between.
  const stepBottom = await sections.first().evaluate((element) => element.getBoundingClientRect().bottom);
  const buttonTop = await page.getByRole('button', { name: texts.de.next }).evaluate((element) => element.getBoundingClientRect().top);
  expect(buttonTop - stepBottom).toBeGreaterThanOrEqual(0);
  expect(buttonTop - stepBottom).toBeLessThan(80);
  // Out of reach: a field of step 2 takes no focus, and step 2's heading is not in the accessibility tree.
  await page.getByLabel(texts.de.monday, { exact: true }).evaluate((input: HTMLInputElement) => input.focus());
  await expect(page.getByLabel(texts.de.monday, { exact: true })).not.toBeFocused();
  await expect(page.getByRole('heading', { name: 'Wann und wo passt es Ihnen?' })).toHaveCount(0);

  // Shown, a step laid out ahead is the step as ever.
  await tick(page, texts.de.child);
  await page.getByRole('button', { name: texts.de.next }).click();
  await expectStep(page, texts.de, 2);
  await page.getByLabel(texts.de.none, { exact: true }).check({ timeout: 15_000 });
  await expect(page.getByLabel(texts.de.monday, { exact: true })).toBeVisible();
  await expect(sections.first()).toBeHidden();
});

test('/contact and the home page lead to the request in one click', async ({ page }) => {
  for (const [from, to] of [
    ['/contact', '/erstgespraech'],
    ['/en/', '/en/erstgespraech'],
  ] as const) {
    await page.goto(from);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^(Erstgespräch buchen|Request a first consultation)$/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${to}$`));
  }
});

test('before starting, the request answers price, language and the child from the company facts, and offers /angebot in its order', async ({
  page,
}) => {
  const facts = loadSiteFacts();
  const extra = {
    de: ['Workshops und Weiterbildungen für Schulen, Institutionen und Unternehmen', 'Etwas anderes'],
    en: ['Workshops and training for schools, institutions and companies', 'Something else'],
  };
  for (const language of ['de', 'en'] as const) {
    const prefix = language === 'en' ? '/en' : '';
    await page.goto(`${prefix}/angebot`);
    const services = await page.getByRole('main').locator('h3').allInnerTexts();
    await page.goto(`${prefix}/erstgespraech`);
    const before = page.locator('section[aria-labelledby="request-before"]');
    await expect(before).toContainText(facts.afterFirstMeeting[language]);
    await expect(before).toContainText(facts.consultationLanguages[language]);
    await expect(before).toContainText(facts.firstMeetingCompany[language]);
    const offers = page.getByRole('group', { name: language === 'de' ? /welches Angebot/ : /which service/ }).getByRole('radio');
    const labels = await offers.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.innerText.trim() ?? ''),
    );
    // "I don't know yet" first, then every card of /angebot in its order, then workshops and "something else"; read
    // without the soft hyphens the build gives long words (where they go differs between a heading and an option).
    const words = (texts: string[]) => texts.map((text) => text.replace(/\u00ad/g, ''));
    expect(words(labels.slice(1))).toEqual(words([...services, ...extra[language]]));

    await page.goto(`${prefix}/erstgespraech-ablauf`);
    const ablauf = page.getByRole('main');
    for (const fact of ['responseTime', 'consultationLanguages', 'firstMeetingCompany', 'afterFirstMeeting', 'insurance'] as const) {
      await expect(ablauf).toContainText(facts[fact][language]);
    }
  }
});
