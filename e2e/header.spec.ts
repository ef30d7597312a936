import { expect, rgb, test } from './fixtures';
import type { Page } from '@playwright/test';
import { menuButtonSelector, mobileMenuId } from '../src/html/dom-contracts';
import { palettes } from '../src/styles/palettes';
import { phone } from './routes';

/**
 * Records, in each page that opens, whether the browser faded into it (a cross-document view
 * transition, src/styles/display-css.ts) and the durations of the fade's animations in ms (each once).
 */
async function recordPageFades(page: Page) {
  await page.addInitScript(() => {
    // The root's parts only: the header's own (it keeps still) have the browser's default timing.
    const store = window as unknown as { pageFade: 'waiting' | 'none' | number[] };
    store.pageFade = 'waiting';
    window.addEventListener('pagereveal', (event) => {
      const transition = (event as Event & { viewTransition: { ready: Promise<void> } | null }).viewTransition;
      if (!transition) {
        store.pageFade = 'none';
        return;
      }
      void transition.ready.then(
        () => {
          store.pageFade = [
            ...new Set(
              document
                .getAnimations()
                .filter((animation) =>
                  /^::view-transition-\w+\(root\)$/.test((animation.effect as KeyframeEffect | null)?.pseudoElement ?? ''),
                )
                .map((animation) => Number(animation.effect?.getTiming().duration)),
            ),
          ];
        },
        () => (store.pageFade = 'none'),
      );
    });
  });
}

const pageFade = (page: Page) => page.evaluate(() => (window as unknown as { pageFade: unknown }).pageFade);

test.describe('header', () => {
  test('is transparent at the top and solid once scrolled more than 10 px', async ({ page }) => {
    await page.goto('/neurodivergent-coaching');
    const header = page.getByRole('banner').locator('[data-scrolled]');
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(header).not.toHaveCSS('box-shadow', 'none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('has the entries, marks the current page and leads to the first consultation', async ({ page }) => {
    await page.goto('/team');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Angebot', 'Team', 'Kontakt']);
    await expect(nav.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await page.getByRole('banner').getByRole('link', { name: 'Erstgespräch' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
    await page.getByRole('link', { name: /Zur Startseite/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a page change opens the next page at the top, faded in by the browser (0.35 s; 0.5 s into home)', async ({ page }) => {
    await recordPageFades(page);
    await page.goto('/services');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unser Team');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => pageFade(page)).toEqual([350]);
    // The header has a name of its own in the transition: it stays still while the page fades.
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kompetenzzentrum für Neurodivergenz');
    await expect.poll(() => pageFade(page)).toEqual([500]);
  });

  test('the home page scrolls to the element named by the hash', async ({ page }) => {
    await page.goto('/#contact');
    await expect(page.locator('#contact')).toBeInViewport();
    await page.goto('/team');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kompetenzzentrum für Neurodivergenz');
  });

  test('with reduced motion, page changes are instant', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await recordPageFades(page);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unser Team', { timeout: 500 });
    await expect.poll(() => pageFade(page)).toBe('none');
    await context.close();
  });

  test('with motion turned off in the display settings, the page change has no fade', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('display-settings', JSON.stringify({ motion: 'off' })));
    await recordPageFades(page);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unser Team');
    await expect.poll(() => pageFade(page)).toEqual([]);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: phone });

  test('opens, closes, traps focus and closes on Escape and on choosing an entry', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Menü öffnen' });
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
    await open.click();
    const close = page.getByRole('button', { name: 'Menü schliessen' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${mobileMenuId}`);
    await expect(menu.getByRole('link', { name: 'Angebot' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Erstgespräch' })).toBeVisible();

    // Tab cycles inside the header while the menu is open.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeFocused();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await menu.getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('slides over the page, which the browser then skips, and shows the page again where the visitor was', async ({ page }) => {
    await page.goto('/team');
    await page.evaluate(() => window.scrollTo(0, 900));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(800);
    // The page stays drawn while the menu slides in (0.3 s), and is skipped after it.
    // Clicked in the page, so the time counts from the click itself.
    const skippedAfterMs = await page.evaluate(async (button) => {
      const heading = document.querySelector('main h1')!;
      const started = performance.now();
      document.querySelector<HTMLButtonElement>(button)!.click();
      if (!heading.checkVisibility()) return 0;
      return new Promise<number>((resolve) => {
        const check = () => {
          const ms = performance.now() - started;
          if (!heading.checkVisibility()) resolve(ms);
          else if (ms > 3000) resolve(-1);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    }, menuButtonSelector);
    expect(skippedAfterMs, 'ms from the tap until the page behind the menu is skipped (-1: not within 3 s)').toBeGreaterThanOrEqual(250);
    await expect(page.locator('main')).toHaveCSS('content-visibility', 'hidden');

    // A colour chosen in the menu reaches the page once the menu closes, and the page is where it was.
    await page.locator(`#${mobileMenuId}`).getByRole('button', { name: 'Darstellung' }).click();
    await page.getByRole('radio', { name: 'Dunkel' }).check();
    const shownAtOnce = await page.evaluate((button) => {
      document.querySelector<HTMLButtonElement>(button)!.click();
      return document.querySelector('main h1')!.checkVisibility();
    }, menuButtonSelector);
    expect(shownAtOnce).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(page.locator('main h1')).toHaveCSS('color', rgb(palettes.dark.ink));
  });

  test('is in English on English pages', async ({ page }) => {
    await page.goto('/en/team');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(page.locator(`#${mobileMenuId}`).getByRole('link', { name: 'What we offer' })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('shows the contact block, the legal links, this year and the version', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Riedstrasse 14')).toBeVisible();
    await expect(footer.getByText('8953 Dietikon')).toBeVisible();
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /\+41/ })).toHaveAttribute('href', /^tel:\+41/);
    await expect(footer.getByRole('link', { name: 'Angebot' })).toHaveAttribute('href', '/angebot');
    for (const name of ['AGB', 'Impressum', 'Datenschutz', 'Cookies']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText('v1.0.5');
  });
});

test.describe('header and footer', () => {
  for (const [path, main, quick] of [
    ['/', 'Hauptnavigation', 'Schnellzugriff'],
    ['/en/', 'Main navigation', 'Quick links'],
  ] as const) {
    test(`${path}: one name for one page: a name the header and the footer share leads to one page, and one page has one name`, async ({
      page,
    }) => {
      await page.goto(path);
      const links = async (name: string) =>
        page
          .getByRole('navigation', { name, exact: true })
          .getByRole('link')
          .evaluateAll((elements) =>
            elements.map((link): [string, string] => [link.textContent!.trim(), new URL((link as HTMLAnchorElement).href).pathname]),
          );
      const header = await links(main);
      const footer = await links(quick);
      const pageOf = new Map<string, string>();
      const nameOf = new Map<string, string>();
      const disagreements: string[] = [];
      for (const [name, target] of [...header, ...footer]) {
        if ((pageOf.get(name) ?? target) !== target) disagreements.push(`"${name}" leads to ${pageOf.get(name)} and ${target}`);
        if ((nameOf.get(target) ?? name) !== name) disagreements.push(`${target} is called "${nameOf.get(target)}" and "${name}"`);
        pageOf.set(name, target);
        nameOf.set(target, name);
      }
      expect(disagreements).toEqual([]);
      // The services entry, second in both: the same overview (SPEC: the footer's leads to /angebot) under the same name.
      expect(header[1]).toEqual(footer[1]);
      expect(footer[1]![1]).toBe(path === '/' ? '/angebot' : '/en/angebot');
    });
  }
});

test.describe('the header bar without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 700 } });

  for (const path of ['/erstgespraech', '/en/erstgespraech']) {
    test(`${path}: scrolled, the bar is solid (nothing says it scrolled, so it never lets text run behind it)`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, 600));
      const background = await page.locator('[data-scrolled]').evaluate((bar) => getComputedStyle(bar).backgroundColor);
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
    });
  }
});

test.describe('the mobile menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  for (const [path, open, close, cta] of [
    ['/', 'Menü öffnen', 'Menü schliessen', 'Erstgespräch'],
    ['/en/', 'Open menu', 'Close menu', 'First consultation'],
  ] as const) {
    test(`${path}: the menu button opens the menu, and it closes where the visitor was`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, 400));
      const banner = page.getByRole('banner');
      const menu = page.locator(`#${mobileMenuId}`);
      await expect(menu).toBeHidden();
      await banner.getByRole('link', { name: open }).click();
      await expect(menu.getByRole('link', { name: 'Team' })).toBeVisible();
      await expect(menu.getByRole('link', { name: cta })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(400);
      await banner.getByRole('link', { name: close }).click();
      await expect(menu).toBeHidden();
      expect(await page.evaluate(() => window.scrollY)).toBe(400);
      await banner.getByRole('link', { name: open }).click();
      await menu.getByRole('link', { name: 'Team' }).click();
      await expect(page).toHaveURL(/\/team$/);
      await expect(page.locator(`#${mobileMenuId}`)).toBeHidden();
    });
  }
});

/**
 * What a visitor with larger text would see wrong in the header: the company name broken inside a
 * word, text reaching outside the fixed bar, a heading under the bar. Runs in the page.
 */
function headerProblemsInPage(where: string): string[] {
  const problems: string[] = [];
  const bar = document.querySelector<HTMLElement>('header [data-scrolled]')!;
  const barBox = bar.getBoundingClientRect();
  const range = document.createRange();
  const lines = (node: Node, start: number, end: number) => {
    range.setStart(node, start);
    range.setEnd(node, end);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  };
  const name = bar.querySelector<HTMLElement>('a[aria-label] > span');
  const nameText = name?.firstChild;
  if (name?.checkVisibility() && nameText?.textContent) {
    for (const match of nameText.textContent.matchAll(/\S+/g)) {
      if (lines(nameText, match.index, match.index + match[0].length) > 1) problems.push(`${where}: the name breaks inside "${match[0]}"`);
    }
  }
  const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || !node.parentElement?.checkVisibility({ visibilityProperty: true })) continue;
    // The company name takes a word a line; every other entry of the bar (a link, the button, a language) one line.
    if (node !== nameText && lines(node, 0, node.textContent.length) > 1)
      problems.push(`${where}: "${node.textContent.trim()}" takes two lines`);
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.top < barBox.top - 1 || rect.bottom > barBox.bottom + 1 || rect.left < -1 || rect.right > window.innerWidth + 1) {
        problems.push(
          `${where}: "${node.textContent.trim()}" reaches outside the bar (${Math.round(rect.top)} to ${Math.round(rect.bottom)}, bar ${Math.round(barBox.top)} to ${Math.round(barBox.bottom)})`,
        );
        break;
      }
    }
  }
  return problems;
}

test.describe('the header with larger text and wide spacing (WCAG 1.4.4, 1.4.12)', () => {
  for (const textSize of ['125', '150'] as const) {
    for (const spacing of ['normal', 'wide'] as const) {
      test(`${textSize} % text, ${spacing} spacing: the name breaks no word, nothing leaves the bar, no heading lies under it`, async ({
        page,
      }) => {
        // Two pages at three widths each, on a machine that may be shared.
        test.setTimeout(90_000);
        await page.addInitScript(
          (choices) => localStorage.setItem('display-settings', choices),
          JSON.stringify({ 'text-size': textSize, spacing }),
        );
        const problems: string[] = [];
        for (const path of ['/erstgespraech', '/en/erstgespraech']) {
          await page.goto(path);
          for (const width of [320, 390, 1280]) {
            await page.setViewportSize({ width, height: 800 });
            const where = `${path} at ${width} px`;
            await page.evaluate(() => window.scrollTo(0, 0));
            problems.push(...(await page.evaluate(headerProblemsInPage, where)));
            // The page's title below the bar, and a heading the page scrolls to (a step of the form) too.
            for (const heading of [page.locator('main h1'), page.locator('main form h2').first()]) {
              await heading.evaluate((element) => element.scrollIntoView({ behavior: 'instant' }));
              await page.evaluate(() => new Promise(requestAnimationFrame));
              const [top, barBottom] = await heading.evaluate((element) => [
                element.getBoundingClientRect().top,
                document.querySelector('header [data-scrolled]')!.getBoundingClientRect().bottom,
              ]);
              if (top < barBottom)
                problems.push(
                  `${where}: "${await heading.innerText()}" starts at ${Math.round(top)} px, under the bar (to ${Math.round(barBottom)} px)`,
                );
            }
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }
});

test.describe('the header at every window width', () => {
  // Where the bar's entries no longer fit beside each other the header takes the phone's layout (narrowHeaderBelow in
  // src/styles/theme.ts). Until 28 November it did so below 900 px at 100 % text, while the German bar needs 1090 px and
  // the English one 1150: from 900 to 1090 px the language switch left the window, and the English entries took two lines.
  const widths = [320, 390, ...Array.from({ length: 33 }, (_, index) => 840 + index * 30)];
  const problemsAtEachWidth = async (page: Page, where: string) => {
    const problems: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 600 });
      problems.push(...(await page.evaluate(headerProblemsInPage, `${where}, ${width} px`)));
    }
    return problems;
  };

  for (const path of ['/', '/en'])
    for (const textSize of ['100', '125', '150'])
      for (const spacing of ['normal', 'wide'])
        test(`${path}, ${textSize} % text, ${spacing} spacing, 320 to 1800 px: nothing leaves the bar, no entry takes two lines`, async ({
          page,
        }) => {
          await page.goto(path);
          // The attributes the display settings' script sets on <html> (src/display/settings.ts), set here without a reload.
          await page.evaluate(
            ([size, space]) => {
              document.documentElement.dataset.textSize = size;
              document.documentElement.dataset.spacing = space;
            },
            [textSize, spacing],
          );
          expect(await problemsAtEachWidth(page, `${path}, ${textSize} % text, ${spacing} spacing`)).toEqual([]);
        });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const path of ['/', '/en'])
      test(`${path}, 320 to 1800 px: nothing leaves the bar, no entry takes two lines`, async ({ page }) => {
        await page.goto(path);
        expect(await problemsAtEachWidth(page, `${path} without JavaScript`)).toEqual([]);
      });
  });
});
