import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { languages } from '../../src/i18n/languages';
import {
  cursorAtEndOfParagraph,
  expect,
  openCms,
  openCollection,
  publish,
  readScratch,
  resetScratch,
  scratch,
  test,
  textEditor,
} from './cms-fixtures';

/**
 * The CMS as a staff member meets it: refusals in the viewport, in the case they were written; the
 * form true to the file after saving; German addresses for new pages; lists in proper case; both
 * language panes in step; no page errors; and `npm run cms` leaving public/ alone.
 */
const root = path.resolve(__dirname, '..', '..');

test.beforeEach(() => resetScratch());

/** With SHOTS_DIR set, keeps a screenshot of what the test saw, to look at. */
async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SHOTS_DIR, name) });
}

/** Fails the test on any uncaught error in the page (Decap logged two as "undefined"). */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

async function openPage(page: Page, slug: string) {
  await openCms(page);
  await openCollection(page, 'Seiten');
  await page.locator(`a[href$="/entries/${slug}/index"]`).click();
  await expect(textEditor(page, 'de')).toBeVisible();
}

async function inViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });
}

test('a refused save names the block and field, in the viewport, in the case it was written', async ({ page }) => {
  const errors = watchPageErrors(page);
  await openPage(page, 'cookies');
  const before = readScratch('content/pages/cookies/index.de.mdx');
  await cursorAtEndOfParagraph(textEditor(page, 'de'), 'last');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Komponente hinzufügen' }).first().click();
  await page.getByRole('menuitem', { name: 'Aufruf mit Knopf' }).click();
  await page.getByLabel('Text auf dem Knopf').first().fill('Preis "ab 100 CHF"');
  await page.getByLabel('Ziel des Knopfs').first().click();
  await page.getByRole('option', { name: 'Kontakt (Formular) (/contact)' }).click();
  await textEditor(page, 'de').locator('[data-slate-editor="true"]').last().click();
  await page.keyboard.type('Für Kinder <12 Jahre.');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await page.getByText('Jetzt veröffentlichen', { exact: true }).click();

  const message = page.getByText(
    'Nicht gespeichert: Deutsch › Baustein «Aufruf mit Knopf» › Feld «Text»: Ein «<» vor einer Zahl oder einem Leerzeichen kann die Website nicht lesen: bitte «weniger als» schreiben, z. B. «weniger als 12».',
  );
  await expect(message).toBeVisible();
  expect(await inViewport(message)).toBe(true);
  await expect(message).toHaveCSS('text-transform', 'none');
  // The refused text is scrolled into view too.
  expect(await inViewport(page.getByText('Für Kinder <12 Jahre.'))).toBe(true);
  await shoot(page, 'refusal.png');
  expect(readScratch('content/pages/cookies/index.de.mdx')).toBe(before);
  expect(errors).toEqual([]);
});

test("a field's refusal shows beside it in normal case, scrolled into view", async ({ page }) => {
  await openPage(page, 'cookies');
  await page.getByLabel('Titel', { exact: true }).nth(0).fill('Grüße');
  await page.evaluate(() => document.querySelectorAll('*').forEach((element) => element.scrollTop > 0 && (element.scrollTop = 10_000)));
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await page.getByText('Jetzt veröffentlichen', { exact: true }).click();
  const message = page.getByText('Bitte Schweizer Schreibweise: «ss» statt «ß».', { exact: true }).first();
  await expect(message).toBeVisible();
  await expect(message).toHaveCSS('text-transform', 'none');
  await expect.poll(() => inViewport(message)).toBe(true);
});

test('an edit taken back right after saving is saved', async ({ page }) => {
  await openPage(page, 'cookies');
  const title = page.getByLabel('Titel', { exact: true }).nth(0);
  const original = await title.inputValue();
  await title.fill(`${original} X`);
  await publish(page);
  expect(readScratch('content/pages/cookies/index.de.mdx')).toContain(`title: ${original} X\n`);
  // As a person takes it back: at the end of the field, two presses of Backspace.
  await title.click();
  await title.press('End');
  await title.press('Backspace');
  await title.press('Backspace');
  await expect(title).toHaveValue(original);
  await publish(page);
  expect(readScratch('content/pages/cookies/index.de.mdx')).toContain(`title: ${original}\n`);
});

test('a new page with umlauts gets the German address, no empty fields, and then says where it is', async ({ page }) => {
  const errors = watchPageErrors(page);
  await openCms(page);
  await openCollection(page, 'Seiten');
  const newPage = page.getByRole('link', { name: /Seite erstellen/ });
  await expect(newPage).toHaveText('+ Seite');
  await newPage.click();
  await page.getByLabel('Titel', { exact: true }).nth(0).fill('Workshops für Schulen');
  await expect(page.getByRole('textbox', { name: /^Adresse/ })).toHaveValue('workshops-fuer-schulen');
  await page.getByLabel('Titel', { exact: true }).nth(1).fill('Workshops for schools');
  await page.getByLabel('Beschreibung für Suchmaschinen').nth(0).fill('Workshops zu Neurodivergenz für Schulen.');
  await page.getByLabel('Beschreibung für Suchmaschinen').nth(1).fill('Workshops on neurodivergence for schools.');
  await textEditor(page, 'de').click();
  await page.keyboard.type('Wir kommen an Ihre Schule.');
  await textEditor(page, 'en').click();
  await page.keyboard.type('We come to your school.');
  await publish(page);

  const folder = 'content/pages/workshops-fuer-schulen';
  expect(readScratch(`${folder}/index.de.mdx`)).toBe(
    '---\ntitle: Workshops für Schulen\ndescription: Workshops zu Neurodivergenz für Schulen.\n---\n\nWir kommen an Ihre Schule.\n',
  );
  expect(readScratch(`${folder}/index.en.mdx`)).toBe(
    '---\ntitle: Workshops for schools\ndescription: Workshops on neurodivergence for schools.\n---\n\nWe come to your school.\n',
  );
  await expect(
    page.getByText(/Diese Seite hat die Adresse \/workshops-fuer-schulen\. Von einer anderen Seite verlinken Sie sie so/).first(),
  ).toBeVisible();
  await shoot(page, 'new-page-saved.png');
  expect(errors).toEqual([]);
});

test('the Cards block lists its cards one level deep, labels in proper case', async ({ page }) => {
  await openPage(page, 'angebot');
  const block = page
    .locator('[class*="-Shortcode"][aria-label="object field"]')
    .filter({ has: page.getByText(/^\d+ Karten$/) })
    .first();
  await block.scrollIntoViewIfNeeded();
  // One fold, the list's ("5 Karten", "Karte hinzufügen"), and a card's fields right in it, without a click.
  await expect(block.locator('[data-testid="expand-button"]:visible')).toHaveCount(1);
  await expect(block.getByText(/^\d+ Karten$/)).toBeVisible();
  await expect(block.getByRole('button', { name: /Karte hinzufügen/ })).toBeVisible();
  await expect(block.getByLabel('Titel').first()).toBeVisible();
  await expect(block.getByLabel('Titel').first()).toHaveValue('Coaching Neurodivergenz');
  await expect(page.getByText(/^\d+ karten$/)).toHaveCount(0);
  await block.getByText(/^\d+ Karten$/).evaluate((bar) => bar.scrollIntoView({ block: 'center' }));
  await shoot(page, 'cards-block.png');
});

test('a field written to both languages shows the same value in both panes at once', async ({ page }) => {
  await openCms(page);
  await openCollection(page, 'Team');
  await page.locator('a[href$="/entries/team-lea/index"]').click();
  const switches = page.getByLabel('Auf der Website verbergen');
  await expect(switches.first()).toBeVisible();
  await expect(switches).toHaveCount(2);
  await switches.nth(0).click();
  await expect(switches.nth(0)).toHaveAttribute('aria-checked', 'true');
  await expect(switches.nth(1)).toHaveAttribute('aria-checked', 'true');
  // The English copy changes with the German one only, and says so: under each shared switch of the
  // English pane ("Auf der Website verbergen" and "Platzhalter").
  await expect(switches.nth(1)).toBeDisabled();
  await expect(page.getByText('Gilt für beide Sprachen: im deutschen Formular ändern.')).toHaveCount(2);
  await expect(page.getByText('Gilt für beide Sprachen: im deutschen Formular ändern.').first()).toBeVisible();
  await shoot(page, 'shared-switch.png');
  await publish(page);
  for (const language of languages) expect(readScratch(`content/team/team-lea/index.${language}.mdx`)).toContain('\nhidden: true\n');
  await switches.nth(0).click();
  await expect(switches.nth(1)).toHaveAttribute('aria-checked', 'false');
});

test('an existing team photo shows in the form, not a placeholder', async ({ page }) => {
  await openCms(page);
  await openCollection(page, 'Team');
  await page.locator('a[href$="/entries/team-lea/index"]').click();
  const thumbnail = page.locator('img[role="presentation"]').first();
  await thumbnail.scrollIntoViewIfNeeded();
  const photo = readFileSync(path.join(scratch, 'content/team/team-lea/photo.jpg'));
  // The thumbnail shows the file itself (Decap's placeholder is an empty SVG of 46 bytes).
  await expect
    .poll(() => thumbnail.evaluate(async (image: HTMLImageElement) => (await (await fetch(image.src)).blob()).size))
    .toBe(photo.length);
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100);
  await shoot(page, 'team-photo.png');
});

/** Every file under public/ with a hash of its content ("none" when there is no public/). */
function publicState(): string {
  const dir = path.join(root, 'public');
  if (!existsSync(dir)) return 'none';
  const hashes: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else hashes.push(`${path.relative(dir, file)} ${createHash('sha1').update(readFileSync(file)).digest('hex')}`);
    }
  };
  walk(dir);
  return hashes.join('\n');
}

/** Starts `npm run cms` on another port, waits until it is ready, stops it. */
async function startAndStopCms(port: number) {
  const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'cms', 'node', 'serve.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CMS_CONTENT_ROOT: scratch },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('The CMS is ready')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`npm run cms stopped with ${String(code)}`)));
  });
  await new Promise((resolve) => {
    server.removeAllListeners('exit');
    server.on('exit', resolve);
    server.kill('SIGTERM');
  });
}

test('two starts of npm run cms leave public/ as the build wrote it', async () => {
  const before = publicState();
  const port = Number(process.env.E2E_CMS_PORT ?? 8880) + 1;
  await startAndStopCms(port);
  await startAndStopCms(port);
  expect(publicState()).toBe(before);
});
