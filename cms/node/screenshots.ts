/**
 * Takes the screenshots of the staff guide in docs/staff-guide.md (cms/guide/*.png) from the real CMS:
 * `npm run cms` on a scratch copy of content/, driven in Debian's Chromium. Run it again after
 * the CMS changes: `npx tsx cms/node/screenshots.ts`.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const root = path.resolve(__dirname, '..', '..');
const out = path.join(root, 'cms', 'guide');
const port = Number(process.env.PORT ?? 8885);
const base = `http://127.0.0.1:${port}/admin/`;

async function waitForServer(url: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(800);
  // Photos arrive from the backend as blob: URLs a moment after the form.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
  await page.screenshot({ path: path.join(out, `${name}.png`) });
  console.log(`cms/guide/${name}.png`);
}

async function main() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'cms-screenshots-'));
  for (const folder of ['content', 'static']) cpSync(path.join(root, folder), path.join(scratch, folder), { recursive: true });
  mkdirSync(out, { recursive: true });
  // A process group of its own: npx does not pass a signal on to the server it starts, so the group is stopped.
  const server = spawn('npx', ['tsx', 'cms/node/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), CMS_CONTENT_ROOT: scratch },
    stdio: 'ignore',
    detached: true,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    await waitForServer(base);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(base);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('link', { name: 'Seiten', exact: true }).click();
    await shot(page, '1-seiten');

    await page.locator('a[href$="/entries/services/index"]').click();
    await page.getByLabel('Titel', { exact: true }).first().waitFor();
    await shot(page, '2-seite-bearbeiten');

    const editor = page.locator('[data-slate-editor="true"]:not([data-slate-editor="true"] [data-slate-editor="true"])').first();
    await editor.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Komponente hinzufügen' }).first().click();
    await shot(page, '3-baustein-einfuegen');
    await page.keyboard.press('Escape');

    await page.getByText('Farbiger Abschnitt').first().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, -150);
    await shot(page, '4-baustein-formular');

    await page.getByRole('link', { name: /Zurück zu allen/ }).click();
    await page.getByRole('link', { name: 'Team', exact: true }).click();
    await page.locator('a[href$="/entries/team-mara/index"]').click();
    await page.getByText('Foto', { exact: true }).first().scrollIntoViewIfNeeded();
    await shot(page, '6-teammitglied');

    await page.getByRole('link', { name: /Zurück zu allen/ }).click();
    await page.getByRole('link', { name: 'Einstellungen', exact: true }).click();
    await page.getByRole('link', { name: 'Firmendaten' }).click();
    await page.getByRole('textbox', { name: 'Telefonnummer' }).waitFor();
    await shot(page, '7-firmendaten');

    // Last: Decap remembers the preview pane, and the others show both languages side by side.
    await page.getByRole('link', { name: /Zurück zu allen/ }).click();
    await page.getByRole('link', { name: 'Seiten', exact: true }).click();
    await page.locator('a[href$="/entries/services/index"]').click();
    await page.getByRole('button', { name: 'Vorschau' }).click();
    await shot(page, '5-vorschau');
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
