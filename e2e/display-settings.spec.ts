import type { Page } from '@playwright/test';
import { mobileMenuId } from '../src/html/dom-contracts';
import { palettes } from '../src/styles/palettes';
import { expect, rgb, test, untilHydrated, watchCspViolations } from './fixtures';
import { english, phone } from './routes';

const storageKey = 'display-settings';

/** Stores choices before the page's first script runs, as a visitor's earlier visit would have. */
async function storeChoices(page: Page, choices: Record<string, string>) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKey, JSON.stringify(choices)] as const);
}

/** From the bar, or, where the header has the phone's layout (larger text), from the mobile menu. */
async function openSettings(page: Page) {
  const menuButton = page.getByRole('button', { name: 'Menü öffnen' });
  const inBar = page.getByRole('banner').getByRole('button', { name: 'Darstellung' });
  // One of them shows once the page is laid out; asked at once, a page still loading had neither (CI, 28 November).
  // And a click counts once the site script is there: after following a link, the menu button showed before it was,
  // and its click opened nothing (29 November).
  await untilHydrated(page);
  await expect(menuButton.or(inBar).filter({ visible: true }).first()).toBeVisible();
  if (await menuButton.isVisible()) await menuButton.click();
  await inBar.click();
  return page.getByRole('group', { name: 'Darstellung' });
}

const html = (page: Page) => page.locator('html');
const body = (page: Page) => page.locator('body');

test.describe('display settings', () => {
  test('each setting applies at once, survives a reload and a navigation, and resets', async ({ page }) => {
    await page.goto('/angebot');
    const panel = await openSettings(page);
    await panel.getByRole('radio', { name: '150 %' }).check();
    await panel.getByRole('radio', { name: 'Weit' }).check();
    await panel.getByRole('radio', { name: 'Dunkel' }).check();
    await panel.getByRole('radio', { name: 'Atkinson Hyperlegible' }).check();
    await panel.getByRole('group', { name: 'Bewegung', exact: true }).getByRole('radio', { name: 'Aus' }).check();
    await panel
      .getByRole('group', { name: /Ruhige Ansicht/ })
      .getByRole('radio', { name: 'Ein' })
      .check();

    const expectAllApplied = async () => {
      await expect(html(page)).toHaveAttribute('data-text-size', '150');
      await expect(html(page)).toHaveCSS('font-size', '24px');
      await expect(html(page)).toHaveAttribute('data-spacing', 'wide');
      await expect(page.locator('main p').first()).toHaveCSS('letter-spacing', /^[1-9]/);
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
      await expect(body(page)).toHaveCSS('background-color', rgb(palettes.dark.background));
      await expect(html(page)).toHaveAttribute('data-font', 'readable');
      await expect(body(page)).toHaveCSS('font-family', /Atkinson Hyperlegible Next/);
      await expect(html(page)).toHaveAttribute('data-motion', 'off');
      await expect(html(page)).toHaveAttribute('data-view', 'calm');
    };
    await expectAllApplied();
    await page.reload();
    await expectAllApplied();
    // At 150 % the header has the phone's layout on this laptop: the footer's link, then.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/team$/, { timeout: 10_000 });
    await expectAllApplied();

    // The panel shows the stored choices; reset returns every one to its default.
    const again = await openSettings(page);
    await expect(again.getByRole('radio', { name: 'Dunkel' })).toBeChecked();
    await again.getByRole('button', { name: 'Alles zurücksetzen' }).click();
    for (const attribute of ['data-text-size', 'data-spacing', 'data-theme', 'data-font', 'data-motion', 'data-view']) {
      await expect(html(page)).not.toHaveAttribute(attribute, /./);
    }
    await expect(body(page)).toHaveCSS('background-color', rgb(palettes.light.background));
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
    // Back at 100 % the header is the laptop's again, and the page scrolls.
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(body(page)).not.toHaveCSS('overflow', 'hidden');
    await page.reload();
    await expect(body(page)).toHaveCSS('background-color', rgb(palettes.light.background));
    const afterReset = await openSettings(page);
    await expect(afterReset.getByRole('radio', { name: '100 %' })).toBeChecked();
    await expect(afterReset.getByRole('radio', { name: 'Wie im System' }).first()).toBeChecked();
  });

  test('the calm view hides decoration, shows one column and stops motion', async ({ page }) => {
    await storeChoices(page, { view: 'calm' });
    await page.goto('/team');
    await expect(body(page)).toHaveCSS('background-color', rgb(palettes.calm.background));
    const grid = page.locator('main [data-columns]').first();
    await expect(grid).toHaveCSS('display', 'grid');
    expect((await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns)).split(' ')).toHaveLength(1);
    await page.goto('/');
    await expect(page.locator('[data-decorative]').first()).toBeHidden();
    await expect(page.locator('a').first()).toHaveCSS('transition-duration', '1e-05s');
  });

  test('a stored choice is on <html> before any script file has loaded, and allowed by the CSP', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await storeChoices(page, { theme: 'contrast', 'text-size': '125' });
    let scriptsLoaded = 0;
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      scriptsLoaded++;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(html(page)).toHaveAttribute('data-theme', 'contrast');
    await expect(html(page)).toHaveAttribute('data-text-size', '125');
    await expect(body(page)).toHaveCSS('background-color', rgb(palettes.contrast.background));
    expect(scriptsLoaded).toBe(0);
    expect(await violations()).toEqual([]);
  });

  test('without JavaScript the control is not shown and the system still decides', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Darstellung' })).toHaveCount(0);
    await expect(body(page)).toHaveCSS('background-color', rgb(palettes.dark.background));
    await context.close();
  });

  test('with no choice, the system decides: dark, more contrast, forced colours, reduced motion', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/contact');
    await expect(body(page)).toHaveCSS('background-color', rgb(palettes.dark.background));
    await page.emulateMedia({ colorScheme: 'light', contrast: 'more' });
    await expect(body(page)).toHaveCSS('background-color', rgb(palettes.contrast.background));
    await expect(body(page)).toHaveCSS('color', rgb(palettes.contrast.ink));
    await page.emulateMedia({ contrast: 'no-preference', forcedColors: 'active' });
    // Windows contrast themes drop backgrounds: buttons keep an outline of their own.
    await expect(page.getByRole('button', { name: 'Nachricht senden' })).toHaveCSS('border-top-style', 'solid');
    await page.emulateMedia({ forcedColors: 'none', reducedMotion: 'reduce' });
    await expect(page.locator('a').first()).toHaveCSS('transition-duration', '1e-05s');
    // A choice of the visitor's own wins over the system.
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'no-preference' });
    const panel = await openSettings(page);
    await panel.getByRole('radio', { name: 'Hell' }).check();
    await expect(body(page)).toHaveCSS('background-color', rgb(palettes.light.background));
  });

  test('the chosen font is downloaded only when chosen, and nothing goes to another origin', async ({ page, baseURL }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.endsWith('.woff2'))).toEqual([]);
    const panel = await openSettings(page);
    await panel.getByRole('radio', { name: 'Atkinson Hyperlegible' }).check();
    await expect.poll(() => requests.filter((url) => url.endsWith('.woff2')).length).toBeGreaterThan(0);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(requests.map((url) => new URL(url).origin).filter((origin) => origin !== new URL(baseURL!).origin)).toEqual([]);
  });

  test('Escape closes the panel and gives the focus back to its button', async ({ page }) => {
    await page.goto('/');
    const panel = await openSettings(page);
    await panel.getByRole('radio', { name: 'Hell' }).focus();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Darstellung' })).toBeFocused();
  });

  test('is in the mobile menu on phones, in both languages', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator(`#${mobileMenuId}`).getByRole('button', { name: 'Display' }).click();
    await page.getByRole('radio', { name: 'High contrast' }).check();
    await expect(html(page)).toHaveAttribute('data-theme', 'contrast');
    // Escape closes the panel first, the menu stays open.
    await page.keyboard.press('Escape');
    await expect(page.locator(`#${mobileMenuId}`)).toHaveAttribute('data-open', 'true');
  });

  test('read aloud speaks the main text in the page language, with local voices only', async ({ page }) => {
    await page.addInitScript(() => {
      const spoken: { text: string; lang: string; voice: string | undefined }[] = [];
      const voices = [
        { name: 'Cloud Deutsch', lang: 'de-DE', localService: false, default: false, voiceURI: 'cloud-de' },
        { name: 'Local English', lang: 'en-GB', localService: true, default: true, voiceURI: 'local-en' },
        { name: 'Local Deutsch', lang: 'de-CH', localService: true, default: false, voiceURI: 'local-de' },
      ];
      class Utterance {
        lang = '';
        voice: { name: string } | null = null;
        onend: (() => void) | null = null;
        constructor(public text: string) {}
      }
      const synthesis = {
        getVoices: () => voices,
        speak: (utterance: Utterance) => spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name }),
        cancel: () => {},
        pause: () => {},
        resume: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
      };
      Object.defineProperty(window, 'speechSynthesis', { value: synthesis });
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance });
      (window as unknown as { spoken: typeof spoken }).spoken = spoken;
    });
    await page.goto('/angebot');
    const panel = await openSettings(page);
    await panel.getByRole('button', { name: 'Vorlesen' }).click();
    await expect(panel.getByRole('button', { name: 'Pause' })).toBeVisible();
    const spoken = await page.evaluate(() => (window as unknown as { spoken: { text: string; lang: string; voice: string }[] }).spoken);
    expect(spoken[0]?.text).toBe(await page.getByRole('heading', { level: 1 }).innerText());
    expect(spoken.length).toBeGreaterThan(3);
    expect(new Set(spoken.map((utterance) => utterance.voice))).toEqual(new Set(['Local Deutsch']));
    expect(new Set(spoken.map((utterance) => utterance.lang))).toEqual(new Set(['de-CH']));
    // Nothing of the header or footer is read.
    expect(spoken.map((utterance) => utterance.text)).not.toContain('Erstgespräch');
    await panel.getByRole('button', { name: 'Pause' }).click();
    await panel.getByRole('button', { name: 'Weiterlesen' }).click();
    await panel.getByRole('button', { name: 'Stopp' }).click();
    await expect(panel.getByRole('button', { name: 'Vorlesen' })).toBeVisible();
  });

  test('read aloud is not offered where the device has no voice of the page language', async ({ page }) => {
    await page.addInitScript(() => {
      const voices = [{ name: 'Cloud English', lang: 'en-US', localService: false, default: true, voiceURI: 'cloud-en' }];
      Object.defineProperty(window, 'speechSynthesis', {
        value: { getVoices: () => voices, addEventListener: () => {}, removeEventListener: () => {}, cancel: () => {} },
      });
    });
    await page.goto('/en/services');
    const panel = page.getByRole('group', { name: 'Display' });
    await page.getByRole('banner').getByRole('button', { name: 'Display' }).click();
    await expect(panel.getByRole('radio', { name: 'Dark' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Read aloud' })).toHaveCount(0);
  });
});

/** The most characters on one line of the main text's paragraphs and list items, found from where each character is drawn. */
async function longestLine(page: Page): Promise<{ characters: number; text: string }> {
  return page.evaluate(() => {
    let longest = { characters: 0, text: '' };
    for (const block of Array.from(document.querySelectorAll('main p, main li'))) {
      const perLine = new Map<number, number>();
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        for (let i = 0; i < (node.textContent ?? '').length; i++) {
          // A soft hyphen is no character of the line unless the line breaks at it (then it shows as "-").
          if (node.textContent?.charAt(i) === '\u00ad') continue;
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          // The last box: the letter after a soft hyphen the line broke at has one on each line (the hyphen shown, then itself).
          const boxes = range.getClientRects();
          const box = boxes[boxes.length - 1];
          if (box) perLine.set(Math.round(box.top), (perLine.get(Math.round(box.top)) ?? 0) + 1);
        }
      }
      for (const characters of perLine.values()) {
        if (characters > longest.characters) longest = { characters, text: (block.textContent ?? '').slice(0, 50) };
      }
    }
    return longest;
  });
}

test('body text lines stay within 80 characters on a wide screen, in each font and text size (WCAG 1.4.8)', async ({ page }) => {
  // Six pages in four looks each: about 27 s on 2 cores beside another worker.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  // Pages with text in boxes as wide as the page (InfoBox, coloured sections, the call to action) and long prose.
  const pages = ['/erstgespraech-ablauf', english('/services'), '/angebot', '/datenschutz', '/', '/erstgespraech'];
  for (const choices of [{}, { font: 'atkinson' }, { 'text-size': '150', spacing: 'wide' }] as Record<string, string>[]) {
    await storeChoices(page, choices);
    for (const path of pages) {
      await page.goto(path);
      const longest = await longestLine(page);
      expect(longest.characters, `${path} ${JSON.stringify(choices)}: "${longest.text}…"`).toBeLessThanOrEqual(80);
    }
  }
});
