/**
 * When SendGrid did not take a message, the function keeps it and answers `{ok: true, delayed: true}`
 * (or, to a form post, a redirect with `delayed=1`): both forms and both result pages then say it
 * was received and the answer may take a little longer. The function's side is tested in
 * netlify/submissions/waiting-messages.test.ts; here the answer is given by the test.
 */
import { expect, test } from './fixtures';
import { endpoint } from './outbox';

const delayed = (route: import('@playwright/test').Route) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true,"delayed":true}' });

test('the contact form says the message was received and the answer may take longer', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill('Anna');
  await page.getByLabel('E-Mail', { exact: true }).fill('anna@example.ch');
  await page.getByLabel('Betreff', { exact: true }).fill('Termin');
  await page.getByLabel('Nachricht', { exact: true }).fill('Guten Tag');
  await page.route(endpoint, delayed);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Nachricht erhalten' });
  await expect(status).toBeVisible();
  await expect(status).toContainText('unsere Antwort kann etwas länger dauern');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
});

test('the request goes to its confirmation page, which notes the delay', async ({ page }) => {
  await page.goto('/en/erstgespraech');
  await page.getByLabel('For my child', { exact: true }).check();
  for (let step = 1; step < 4; step++) await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/^Your name/).fill('Eva');
  await page.getByLabel(/^Email address/).fill('eva@example.ch');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.route(endpoint, delayed);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/en\/erstgespraech\/danke\?channel=email.*&delayed=1$/);
  await expect(page.getByRole('main')).toContainText('Your request is safely stored with us.');
});

test('the pages a form post without JavaScript is sent to say the same', async ({ page }) => {
  await page.goto('/en/contact/sent?delayed=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message received');
  await page.goto('/contact/sent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nachricht gesendet!');
  await page.goto('/erstgespraech/danke?channel=phone&delayed=1');
  await expect(page.getByRole('main')).toContainText('Ihre Anfrage ist sicher bei uns gespeichert.');
});
