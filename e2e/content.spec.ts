import { expect, test } from './fixtures';

interface PageCopy {
  path: string;
  title: string;
  breadcrumb?: string[];
  back?: string;
  headings: string[];
  cta?: { label: string; href: string };
}

/** What a visitor must see on each content page, in both languages: headings, links and calls to action as the pages were specified. */
const pages: PageCopy[] = [
  {
    path: '/neurodivergent-coaching',
    title: 'Coaching für neurodivergente Menschen',
    breadcrumb: ['Home', 'Angebot', 'Coaching Neurodivergenz'],
    back: '/angebot',
    headings: [
      'ADHS-Coaching',
      'Autismus-Unterstützung',
      'Familien-Coaching',
      'Flexible Sitzungen',
      'So helfen wir',
      'Erste Einschätzung',
      'Ziele festlegen',
      'Strategien entwickeln',
      'Umsetzen und anpassen',
    ],
    cta: { label: 'Kostenlose Beratung vereinbaren', href: '/contact' },
  },
  {
    path: '/en/neurodivergent-coaching',
    title: 'Coaching for neurodivergent people',
    breadcrumb: ['Home', 'What we offer', 'Neurodivergent coaching'],
    back: '/en/angebot',
    headings: ['ADHD coaching', 'Autism support', 'Family coaching', 'Flexible sessions', 'How we help'],
    cta: { label: 'Book a free consultation', href: '/en/contact' },
  },
  {
    path: '/potentialanalyse',
    title: 'Potentialanalyse für Kinder',
    breadcrumb: ['Home', 'Angebot', 'Potentialanalyse'],
    back: '/angebot',
    headings: ['Auswertungsgespräch'],
    cta: { label: 'Jetzt Termin vereinbaren', href: '/contact' },
  },
  {
    path: '/en/potentialanalyse',
    title: 'Potential analysis for children',
    headings: ['Feedback session', 'Recognising strengths', 'Supporting development', 'Planning ahead'],
    cta: { label: 'Book an appointment now', href: '/en/contact' },
  },
  {
    path: '/interdisziplinaere-fallaufbereitung',
    title: 'Interdisziplinäre Fallaufbereitung',
    back: '/angebot',
    headings: ['Erstgespräch', 'Koordination', 'Lösungsweg', 'Familien', 'Erwachsene', 'Fachpersonen', 'Organisationen'],
    cta: { label: 'Kostenloses Erstgespräch vereinbaren', href: '/contact' },
  },
  {
    path: '/en/fallaufbereitung',
    title: 'Interdisciplinary case preparation',
    headings: ['First consultation', 'Coordination', 'Way forward'],
    cta: { label: 'Book a free first consultation', href: '/en/contact' },
  },
  {
    path: '/peer-to-peer',
    title: 'Peer-to-Peer',
    back: '/angebot',
    headings: [],
    cta: { label: 'Kontakt aufnehmen', href: '/contact' },
  },
  {
    path: '/psychoeducation',
    title: 'Psychoedukation',
    back: '/angebot',
    headings: ['Hochbegabung'],
    cta: { label: 'Kontakt aufnehmen', href: '/contact' },
  },
  {
    path: '/en/psychoeducation',
    title: 'Psychoeducation',
    headings: ['Giftedness'],
    cta: { label: 'Get in touch', href: '/en/contact' },
  },
  {
    path: '/services',
    title: 'Leistungen',
    breadcrumb: ['Home', 'Leistungen'],
    back: '/',
    headings: [
      'Coaching Neurodivergenz',
      'Psychoedukation',
      'Interdisziplinäre Fallaufbereitung',
      'Potentialanalyse',
      'Peer-to-Peer',
      'Weitere Unterstützung',
    ],
    cta: { label: 'Kostenloses Erstgespräch vereinbaren', href: '/#contact' },
  },
  {
    path: '/en/services',
    title: 'Services',
    breadcrumb: ['Home', 'Services'],
    headings: ['More ways we help'],
    cta: { label: 'Book a free first consultation', href: '/en#contact' },
  },
  { path: '/impressum', title: 'Impressum', headings: [] },
  { path: '/en/cookies', title: 'Cookie policy', headings: [] },
];

test.describe('content pages', () => {
  for (const copy of pages) {
    test(`${copy.path} shows its copy, navigation and call to action`, async ({ page }) => {
      await page.goto(copy.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
      for (const heading of copy.headings) {
        await expect(page.getByRole('main').getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      }
      if (copy.breadcrumb) {
        const crumbs = page.getByRole('navigation', { name: /Brotkrumen|Breadcrumb/ }).getByRole('listitem');
        await expect(crumbs).toHaveText(copy.breadcrumb);
      }
      if (copy.back) {
        await expect(page.getByRole('main').getByRole('link', { name: /^← / })).toHaveAttribute('href', copy.back);
      }
      if (copy.cta) {
        await expect(page.getByRole('main').getByRole('link', { name: copy.cta.label }).last()).toHaveAttribute('href', copy.cta.href);
      }
    });
  }

  test('/angebot shows five cards leading to the five offers', async ({ page }) => {
    for (const [path, prefix, title, cue] of [
      ['/angebot', '', 'Unser Angebot', 'Mehr erfahren...'],
      ['/en/angebot', '/en', 'What we offer', 'Learn more...'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const cards = page.getByRole('main').getByRole('link').filter({ hasText: cue });
      await expect(cards).toHaveCount(5);
      const targets = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(targets).toEqual(
        ['/neurodivergent-coaching', '/psychoeducation', '/interdisziplinaere-fallaufbereitung', '/potentialanalyse', '/peer-to-peer'].map(
          (target) => `${prefix}${target}`,
        ),
      );
    }
  });

  test('/services has five coloured sections and shows no testimonial marked as a placeholder', async ({ page }) => {
    for (const [path, invented] of [
      ['/services', 'Endlich verstehen wir unseren Sohn'],
      ['/en/services', 'We finally understand our son'],
    ] as const) {
      await page.goto(path);
      const sections = page.getByRole('main').locator('section:has(> h2 + *)');
      expect(await sections.count()).toBeGreaterThanOrEqual(5);
      // Both testimonials in content/ are invented and marked so: none may reach a visitor.
      await expect(page.getByRole('main').locator('figure blockquote')).toHaveCount(0);
      await expect(page.getByRole('main')).not.toContainText(invented);
    }
  });

  test('both case-preparation addresses show the same page, with the long one as canonical', async ({ page }) => {
    await page.goto('/fallaufbereitung');
    const short = await page.getByRole('main').innerText();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/interdisziplinaere-fallaufbereitung$/);
    await page.goto('/interdisziplinaere-fallaufbereitung');
    expect(await page.getByRole('main').innerText()).toBe(short);
  });

  test('legal pages show the company facts from site.yaml', async ({ page }) => {
    await page.goto('/impressum');
    const main = page.getByRole('main');
    await expect(main).toContainText('Riedstrasse 14');
    await expect(main).toContainText('8953 Dietikon');
    await expect(main).toContainText('CHE-');
    await expect(main.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await page.goto('/datenschutz');
    await expect(page.getByRole('main')).toContainText('Oktober 2025');
    for (const right of ['Auskunft', 'Berichtigung', 'Löschung', 'Einschränkung', 'Datenübertragbarkeit', 'widersprechen']) {
      await expect(page.getByRole('main')).toContainText(right);
    }
  });

  test('the terms page offers both PDFs in a new tab, served as PDF', async ({ page, request }) => {
    for (const path of ['/terms-and-conditions', '/en/terms-and-conditions']) {
      await page.goto(path);
      for (const file of ['/agb.pdf', '/gct.pdf']) {
        const link = page.getByRole('main').locator(`a[href="${file}"]`);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
    }
    for (const file of ['/agb.pdf', '/gct.pdf']) {
      const response = await request.get(file);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

test.describe('team', () => {
  test('shows three members (the hidden mentor is not there) with photo, role and links', async ({ page }) => {
    await page.goto('/team');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(page.locator('#team-david')).toHaveCount(0);
    const mara = page.locator('#team-mara');
    await expect(mara.getByRole('heading', { name: 'Mara Muster' })).toBeVisible();
    await expect(mara.locator('picture img')).toHaveAttribute('sizes', /./);
    await expect(mara.locator('picture img')).toHaveAttribute('srcset', /800w/);
    await expect(mara.locator('picture source[type="image/avif"]')).toHaveCount(1);
    await expect(mara.locator('picture source[type="image/webp"]')).toHaveCount(1);
    const linkedin = mara.getByRole('link', { name: /LinkedIn/ });
    await expect(linkedin).toHaveAttribute('target', '_blank');
    await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(mara.getByRole('link', { name: /E-Mail an Mara/ })).toHaveAttribute('href', /^mailto:/);
  });

  test('photos are plain pictures: sized before they load, the first one eager, no script of their own', async ({ page }) => {
    // GatsbyImage rendered its placeholder with react-dom/server in the browser (see src/components/Picture.tsx).
    const serverRenderers: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' && (await response.text()).includes('renderToStaticMarkup'))
        serverRenderers.push(response.url());
    });
    await page.goto('/team');
    const photos = page.getByRole('main').locator('article picture > img');
    await expect(photos).toHaveCount(3);
    await expect(photos.first()).toHaveAttribute('loading', 'eager');
    await expect(photos.last()).toHaveAttribute('loading', 'lazy');
    for (const photo of await photos.all()) {
      await expect(photo).toHaveAttribute('width', '400');
      await expect(photo).toHaveAttribute('height', '500');
      await expect(photo).toHaveAttribute('decoding', 'async');
      const box = await photo.boundingBox();
      expect(box!.height / box!.width).toBeCloseTo(1.25, 2);
    }
    await photos.last().scrollIntoViewIfNeeded();
    await expect.poll(() => photos.last().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(serverRenderers).toEqual([]);
  });

  test('one biography opens at a time: open, replace, close, also by keyboard', async ({ page }) => {
    await page.goto('/team');
    const mara = page.locator('#team-mara');
    const jonas = page.locator('#team-jonas');
    const maraToggle = mara.getByRole('button');
    const jonasToggle = jonas.getByRole('button');
    await expect(maraToggle).toHaveText('Mehr erfahren...');
    await expect(maraToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mara.getByText('Mitgliedschaften')).toBeHidden();

    await maraToggle.click();
    await expect(maraToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(maraToggle).toHaveText('Zurück');
    const membershipsTitle = mara.getByText('Mitgliedschaften');
    await expect(membershipsTitle).toBeVisible();
    await expect(membershipsTitle).toHaveCSS('font-weight', '700');
    await expect(mara.locator('.memberships li').first()).toHaveCSS('font-style', 'italic');

    await jonasToggle.focus();
    await page.keyboard.press('Enter');
    await expect(jonasToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(maraToggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expect(jonasToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(jonasToggle).toHaveText('Mehr erfahren...');
  });

  test('is in English at /en/team', async ({ page }) => {
    await page.goto('/en/team#team-lea');
    await expect(page.locator('#team-lea').getByRole('button')).toHaveText('Learn more...');
    await page.locator('#team-lea').getByRole('button').click();
    await expect(page.locator('#team-lea').getByRole('button')).toHaveText('Back');
  });
});
