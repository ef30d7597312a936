import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, watchCspViolations, untilHydrated } from './fixtures';
import { measureReflow } from './reflow';
import { axeViolations } from './axe';

/**
 * The deploy preview's review (src/review/). `npm run test:e2e` builds for production: then the
 * first group checks that the build carries nothing of it. Built as a preview against the demo base
 * (docs/owner-runbook.md, "Für Reviewerinnen und Reviewer"):
 *
 *   CONTEXT=deploy-preview REVIEW_BASE=$(npx tsx scripts/review-demo-base.ts) npm run build && npx playwright test e2e/review.spec.ts
 *
 * the second group checks the changes page, the notices and the marks against what that base
 * changes. Which group runs is decided by the build in public/, so neither can pass on the wrong one.
 */
const publicDir = path.join(__dirname, '..', 'public');
const isPreviewBuild = existsSync(path.join(publicDir, 'vorschau-aenderungen.html'));

function filesOf(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    return statSync(full).isDirectory() ? filesOf(full) : [full];
  });
}

test.describe('production build: nothing of the review', () => {
  test.skip(isPreviewBuild, 'public/ holds a deploy preview build');

  test('no page, script or style of the build mentions it', () => {
    const markers = [
      'review-notice',
      'data-review',
      'vorschau-aenderungen',
      'Änderungen in dieser Vorschau',
      'previewMarks',
      'review-changes-page',
    ];
    // The pages' scripts: public/islands/ holds this build's only (emptied before each build; plugins/react-islands).
    const bundles = filesOf(path.join(publicDir, 'islands'));
    const pages = filesOf(publicDir).filter((file) => file.endsWith('.html') && !file.includes(`${path.sep}admin${path.sep}`));
    expect(pages.length).toBeGreaterThan(40);
    expect(bundles.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
    // Gatsby's client is not deployed at all.
    expect(readdirSync(publicDir).filter((file) => file.endsWith('.js'))).toEqual([]);
    const found = [...pages, ...bundles].flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return markers.filter((marker) => text.includes(marker)).map((marker) => `${path.relative(publicDir, file)}: ${marker}`);
    });
    expect(found).toEqual([]);
  });

  test('the changes page does not exist', async ({ page }) => {
    const response = await page.goto('/vorschau-aenderungen');
    expect(response?.status()).toBe(404);
    await expect(page.locator('#review-notice')).toHaveCount(0);
  });
});

test.describe('deploy preview against the demo base', () => {
  test.skip(!isPreviewBuild, 'public/ holds a production build');

  test('the changes page lists exactly what changed, in both languages, with links to the places', async ({ page }) => {
    await page.goto('/vorschau-aenderungen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Änderungen in dieser Vorschau');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const entries = page.locator('article');
    await expect(entries.locator('h3')).toHaveText([
      'So läuft das Erstgespräch ab neu',
      /Potentialanalyse.* verschoben/,
      'Psychoedukation geändert',
      'Workshops entfernt',
      /Mara .* geändert/,
      'E-Mail-Adresse geändert',
    ]);
    const psycho = page.locator('#page-psychoeducation');
    await expect(psycho).toContainText('Nur auf Deutsch geändert');
    await expect(psycho.getByRole('link', { name: /Zur Stelle/ })).toHaveAttribute('href', '/psychoeducation#aenderung-1');
    await expect(psycho.locator('del')).toContainText('verständlich');
    await expect(psycho.locator('ins')).toContainText('einfach und anschaulich');
    await expect(page.locator('#page-potentialanalyse')).toContainText('/potenzialanalyse');
    const mara = page.locator('#team-team-mara');
    await expect(mara.getByRole('link', { name: /Seite öffnen/ }).first()).toHaveAttribute('href', '/team#team-mara');
    await expect(mara.getByRole('link', { name: /Seite öffnen/ }).last()).toHaveAttribute('href', '/en/team#team-mara');
    await expect(mara.locator('dd')).toHaveCount(2);
    await expect(mara.locator('dt').first()).toHaveText('Funktion');
    await expect(page.locator('#fact-email h4')).toHaveText('Beide Sprachen');
    await expect(page.locator('#fact-email del')).toHaveText('[gestrichen: kontakt]');
    await expect(page.locator('#fact-email ins')).toHaveText('[eingefügt: info]');
    await expect(page.locator('#page-workshops')).toContainText('/workshops');
    await expect(page.locator('#page-psychoeducation, #page-potentialanalyse').locator('h3')).toHaveCount(2);
    // No warning where both languages changed.
    await expect(mara).not.toContainText('Nur auf');

    await page.goto('/en/vorschau-aenderungen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changes in this preview');
    await expect(page.locator('article')).toHaveCount(6);
    await expect(page.locator('#page-psychoeducation')).toContainText('Changed in German only');
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('vorschau-aenderungen');
  });

  test('a changed page: the notice, the marks on exactly the changed block, the removed text, next change', async ({ page }) => {
    const cspViolations = await watchCspViolations(page);
    await page.goto('/psychoeducation');
    const notice = page.getByRole('complementary', { name: 'Vorschau' });
    await expect(notice).toContainText('Auf dieser Seite ist 1 Stelle geändert.');
    await expect(notice.getByRole('link', { name: 'Alle Änderungen' })).toHaveAttribute(
      'href',
      '/vorschau-aenderungen#page-psychoeducation',
    );
    await expect(page.locator('[data-review-change]')).toHaveCount(1);
    await expect(page.locator('[data-review-change]')).toHaveText(/Wir erklären solche Fragen einfach und anschaulich\./);
    await expect(page.locator('[data-review-change]')).toHaveAttribute('id', 'aenderung-1');

    const show = notice.getByRole('button', { name: 'Änderungen zeigen' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await show.press('Enter');
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.review-removed del')).toHaveText('verständlich');
    await expect(page.locator('.review-removed')).toHaveText(/^Vorher: Wir erklären solche Fragen verständlich\. Für Betroffene selbst/);
    expect(await axeViolations(page)).toEqual([]);

    await notice.getByRole('button', { name: 'Nächste Änderung' }).click();
    await expect(page.locator('#aenderung-1')).toBeFocused();
    await expect(notice.getByRole('status')).toHaveText('Änderung 1 von 1: Geänderter Abschnitt');
    await show.click();
    await expect(page.locator('.review-removed')).toHaveCount(0);
    expect(await cspViolations()).toEqual([]);
  });

  test('a link to a change lands on it; the team card is marked; unchanged pages have no notice', async ({ page }) => {
    await page.goto('/psychoeducation#aenderung-1');
    await expect(page.locator('#aenderung-1')).toBeInViewport();
    await page.goto('/team');
    await expect(page.locator('[data-review-change]')).toHaveCount(1);
    await expect(page.locator('[data-review-change]')).toHaveAttribute('id', 'team-mara');
    await page.goto('/en/team');
    await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText('1 place on this page has changed.');
    for (const unchanged of ['/en/psychoeducation', '/angebot', '/', '/en/contact']) {
      await page.goto(unchanged);
      await expect(page.locator('#review-notice')).toHaveCount(0);
      await expect(page.locator('[data-review-change]')).toHaveCount(0);
    }
    await page.goto('/erstgespraech-ablauf');
    await expect(page.locator('#review-notice')).toContainText('Diese Seite ist neu in dieser Vorschau.');
  });

  for (const address of ['/vorschau-aenderungen', '/en/vorschau-aenderungen']) {
    test(`${address} passes axe and fits 320 px, in dark colours too`, async ({ page }) => {
      // axe on a long page takes a while on a busy 2-core machine.
      test.setTimeout(90_000);
      await page.goto(address);
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 320, height: 640 });
      expect((await measureReflow(page)).overflow).toBe(0);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      await untilHydrated(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('a changed page with its marks fits 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/psychoeducation');
    await page.getByRole('button', { name: 'Änderungen zeigen' }).click();
    expect((await measureReflow(page)).overflow).toBe(0);
  });
});
