import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { endpoint, mailWithSubject, minimumFillTime } from './outbox';

const texts = {
  de: {
    path: '/contact',
    labels: { name: 'Name', email: 'E-Mail', subject: 'Betreff', message: 'Nachricht' },
    submit: 'Nachricht senden',
    sending: 'Wird gesendet...',
    errorTitle: 'Fehler',
    errors: [
      'Bitte geben Sie Ihren Namen ein.',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      'Bitte geben Sie einen Betreff ein.',
      'Bitte geben Sie eine Nachricht ein.',
    ],
    sent: 'Nachricht gesendet!',
    failed: 'Fehler beim Senden',
  },
  en: {
    path: '/en/contact',
    labels: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
    submit: 'Send message',
    sending: 'Sending...',
    errorTitle: 'Error',
    errors: ['Please enter your name.', 'Please enter a valid email address.', 'Please enter a subject.', 'Please enter a message.'],
    sent: 'Message sent!',
    failed: 'Sending failed',
  },
} as const;

type Texts = (typeof texts)[keyof typeof texts];

async function fill(page: Page, t: Texts, values: { name: string; email: string; subject: string; message: string }) {
  await page.getByLabel(t.labels.name, { exact: true }).fill(values.name);
  await page.getByLabel(t.labels.email, { exact: true }).fill(values.email);
  await page.getByLabel(t.labels.subject, { exact: true }).fill(values.subject);
  await page.getByLabel(t.labels.message, { exact: true }).fill(values.message);
}

for (const [language, t] of Object.entries(texts)) {
  test.describe(`contact form (${language})`, () => {
    test('shows the contact details and a labelled, required form', async ({ page }) => {
      await page.goto(t.path);
      await expect(page.getByRole('heading', { name: t.submit === 'Send message' ? 'Send a message' : 'Nachricht senden' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(page.getByRole('main').getByRole('link', { name: /\+41/ })).toHaveAttribute('href', /^tel:/);
      await expect(page.getByRole('main')).toContainText('Dietikon');
      for (const label of Object.values(t.labels)) {
        await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
      }
      const textarea = page.getByLabel(t.labels.message, { exact: true });
      expect(await textarea.evaluate((element) => getComputedStyle(element).minHeight)).toBe('150px');
    });

    test('names each problem in the spec order and focuses the field', async ({ page }) => {
      await page.goto(t.path);
      const submit = page.getByRole('button', { name: t.submit });
      const alert = page.getByRole('alert');
      const steps: [keyof Texts['labels'] | null, string, string][] = [
        [null, '', t.errors[0]],
        ['name', 'Anna Muster', t.errors[1]],
        ['email', 'anna.example.ch', t.errors[1]],
        ['email', 'anna@example.ch', t.errors[2]],
        ['subject', 'Frage', t.errors[3]],
      ];
      const fieldOf = [t.labels.name, t.labels.email, t.labels.email, t.labels.subject, t.labels.message];
      for (const [index, [field, value, message]] of steps.entries()) {
        if (field) await page.getByLabel(t.labels[field], { exact: true }).fill(value);
        await submit.click();
        await expect(alert).toContainText(t.errorTitle);
        await expect(alert).toContainText(message);
        const invalid = page.getByLabel(fieldOf[index] ?? '', { exact: true });
        await expect(invalid).toBeFocused();
        await expect(invalid).toHaveAttribute('aria-invalid', 'true');
      }
      // Whitespace alone is not a name.
      await page.getByLabel(t.labels.name, { exact: true }).fill('   ');
      await submit.click();
      await expect(alert).toContainText(t.errors[0]);
    });

    test('sends: shows the sending state, clears the fields and the message lands in the outbox', async ({ page }) => {
      const subject = `E2E ${language} ${Date.now()}`;
      await page.goto(t.path);
      await fill(page, t, {
        name: 'Anna Muster',
        email: 'anna@example.ch',
        subject,
        message: 'Guten Tag,\nich hätte gerne ein Erstgespräch.',
      });
      await page.waitForTimeout(minimumFillTime);
      // Hold the answer back a moment so the sending state can be seen.
      await page.route(endpoint, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      await page.getByRole('button', { name: t.submit }).click();
      const sending = page.getByRole('button', { name: t.sending });
      await expect(sending).toBeVisible();
      await expect(sending).toBeDisabled();
      // The function's answer: through the local emulator, on a busy machine, this can take a few seconds.
      await expect(page.getByRole('status').filter({ hasText: t.sent })).toBeVisible({ timeout: 15_000 });
      for (const label of Object.values(t.labels)) {
        await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
      }
      await expect.poll(() => mailWithSubject(subject)?.replyTo?.email).toBe('anna@example.ch');
      const mail = mailWithSubject(subject);
      expect(mail?.to).toBe('team@example.com');
      expect(mail?.from).toBe('website@example.com');
      expect(mail?.text).toContain('ich hätte gerne ein Erstgespräch.');
    });

    test('a failed send keeps everything the visitor typed and offers the email address', async ({ page }) => {
      await page.goto(t.path);
      const values = { name: 'Jonas', email: 'jonas@example.ch', subject: 'Termin', message: 'Bitte rufen Sie mich an.' };
      await fill(page, t, values);
      await page.route(endpoint, (route) =>
        route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"send_failed"}' }),
      );
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('alert')).toContainText(t.failed);
      await expect(page.getByRole('alert')).toContainText('@');
      await expect(page.getByLabel(t.labels.name, { exact: true })).toHaveValue(values.name);
      await expect(page.getByLabel(t.labels.email, { exact: true })).toHaveValue(values.email);
      await expect(page.getByLabel(t.labels.subject, { exact: true })).toHaveValue(values.subject);
      await expect(page.getByLabel(t.labels.message, { exact: true })).toHaveValue(values.message);
      await expect(page.getByRole('button', { name: t.submit })).toBeEnabled();
    });
  });
}

test('text typed before the page became interactive is kept', async ({ page }) => {
  // Hold the JavaScript back so the visitor types into the server-rendered form first.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/islands\/island-contact-form-\w+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Name', { exact: true }).fill('Früh Getippt');
  await page.getByLabel('Betreff', { exact: true }).fill('Vor dem Laden');
  release();
  // Hydrated once the form validates itself (noValidate is set after hydration).
  await expect(page.locator('form[novalidate]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('alert')).toContainText('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Früh Getippt');
  await expect(page.getByLabel('Betreff', { exact: true })).toHaveValue('Vor dem Laden');
});

test.describe('contact form without JavaScript', () => {
  test('posts the form, lands on the thank-you page in its language, and the message arrives', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const subject = `E2E no-JS ${Date.now()}`;
    await page.goto('/en/contact');
    await fill(page, texts.en, { name: 'Lea', email: 'lea@example.ch', subject, message: 'Sent without JavaScript.' });
    await page.getByRole('button', { name: texts.en.submit }).click();
    await expect(page).toHaveURL(/\/en\/contact\/sent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent!');
    await expect.poll(() => mailWithSubject(subject)?.text).toContain('Sent without JavaScript.');
    await context.close();
  });

  test('a post the function refuses answers with the form, everything typed and the reason, in the form language', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    // The browser lets this address through (it has an @ and a domain); the function does not.
    const values = { name: 'Anna <Muster>', email: 'anna@beispiel', subject: 'Termin "bald"', message: 'Zeile eins\nZeile zwei & drei' };
    await fill(page, texts.de, values);
    await page.getByRole('button', { name: texts.de.submit }).click();
    await expect(page.getByRole('alert')).toContainText('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    await expect(page).toHaveTitle(/^Fehler: /);
    for (const [field, value] of Object.entries(values)) {
      await expect(page.getByLabel(texts.de.labels[field as keyof typeof values], { exact: true })).toHaveValue(value);
    }
    // The summary links to the field.
    await page.getByRole('alert').getByRole('link').click();
    await expect(page).toHaveURL(/#contact-email$/);
    await context.close();
  });

  test('a filled honeypot is answered as sent but nothing is delivered', async ({ request }) => {
    const subject = `E2E honeypot ${Date.now()}`;
    const response = await request.post(endpoint, {
      data: { name: 'Bot', email: 'bot@example.ch', subject, message: 'spam', type: 'contact', website: 'https://spam.example' },
    });
    expect(response.status(), await response.text()).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailWithSubject(subject)).toBeUndefined();
  });

  test('the function refuses other methods and content types', async ({ request }) => {
    // A script asking for JSON is refused; a browser opening the address lands on the form (never raw JSON).
    const get = await request.get(endpoint, { headers: { Accept: 'application/json' } });
    expect(get.status()).toBe(405);
    expect(get.headers()['allow']).toBe('POST');
    const opened = await request.get(endpoint, { headers: { Accept: 'text/html' }, maxRedirects: 0 });
    expect([opened.status(), opened.headers()['location']]).toEqual([303, '/contact']);
    const text = await request.post(endpoint, { headers: { 'content-type': 'text/plain' }, data: 'hello' });
    expect(text.status()).toBe(415);
  });
});

test.describe('/contact, where the header\'s "Erstgespräch" leads', () => {
  for (const [path, book, message] of [
    ['/contact', 'Erstgespräch buchen', 'Nachricht senden'],
    ['/en/contact', 'Book a first consultation', 'Send a message'],
  ] as const) {
    for (const viewport of [
      { width: 320, height: 568 },
      { width: 1280, height: 800 },
    ]) {
      test(`${path} at ${viewport.width} px: booking is the first way, in view at once; the message form comes second`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        const main = page.getByRole('main');
        const first = main.getByRole('link').first();
        await expect(first).toHaveText(book);
        await expect(first).toBeInViewport();
        const [bookAt, messageAt] = await Promise.all(
          [first, main.getByRole('heading', { name: message })].map((locator) =>
            locator.evaluate((element) => element.getBoundingClientRect().top),
          ),
        );
        expect(bookAt).toBeLessThan(messageAt!);
        await first.click();
        await expect(page).toHaveURL(new RegExp(`${path.replace('contact', 'erstgespraech')}$`));
      });
    }
  }
});
