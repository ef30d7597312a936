/**
 * Design tokens. A small, calm palette: warm paper background, deep ink text, one teal for actions
 * and five soft tones for the service sections.
 *
 * Components read colours and fonts as CSS custom properties (`theme.colors.ink` is
 * `var(--color-ink)`). Their values, one palette per colour theme, are in palettes.ts and reach
 * the page as CSS written by the server (display-css.ts), so the visitor's display settings and
 * the system's preferences switch a whole palette by one block of variables, and none of it is
 * JavaScript the browser has to load.
 */
export const colorNames = [
  'background',
  'surface',
  'ink',
  'muted',
  'border',
  'primary',
  'primaryHover',
  'onPrimary',
  'highlight',
  'focus',
  'danger',
  'dangerSurface',
  'success',
  'successSurface',
  'headerScrolled',
  'overlay',
  'footer',
  'onFooter',
  'onFooterHover',
  'footerRule',
  'shadow',
] as const;
export const toneNames = ['sage', 'sky', 'sand', 'rose', 'lavender'] as const;

export type ColorName = (typeof colorNames)[number];
export type Tone = (typeof toneNames)[number];
export type Palette = Record<ColorName, string> & { tones: Record<Tone, string> };

/** The custom property of a colour (`primaryHover` → `--color-primary-hover`) or of a tone (`--color-tone-sage`). */
export const colorProperty = (name: ColorName) => `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
export const toneProperty = (tone: Tone) => `--color-tone-${tone}`;

/** The light and dark themes' backgrounds, also the browser bar's colour (Seo's theme-color). */
export const pageBackgrounds = { light: '#faf7f2', dark: '#161b21' };

const colors = {
  ...Object.fromEntries(colorNames.map((name) => [name, `var(${colorProperty(name)})`])),
  tones: Object.fromEntries(toneNames.map((tone) => [tone, `var(${toneProperty(tone)})`])),
} as Palette;

/** The media query of windows narrower than `px`: 0.02 px below it, so it never meets `min-width: <px>`. */
export const narrowerThan = (px: number) => `@media (max-width: ${px - 0.02}px)`;

/** From this width the layout is a laptop's or a desktop's (the header's links in the bar); below it, a phone's. */
const desktopFromPx = 900;

export const theme = {
  colors,
  fonts: { body: 'var(--font-body)', heading: 'var(--font-heading)' },
  fontSizes: {
    small: '0.9rem',
    body: '1.0625rem',
    // As the headings below: on a phone with larger text it stays below the page's title.
    lead: 'min(1.25rem, max(6vw, 1.0625rem))',
    h3: 'min(1.25rem, max(7vw, 1.0625rem))',
    // Headings grow with the window from a phone (370 to 390 px) to a laptop (1120 to 1200 px); the
    // rem part keeps them growing when a visitor enlarges text. At 390 px a page title holds a
    // 20-letter German word ("Geschäftsbedingungen") on one line.
    // On a phone with the visitor's larger text they stop at a share of the window (never below the body's
    // size), so that a long word still fits a line: at 100 % text the min() changes nothing from 320 px up.
    h2: 'min(clamp(1.375rem, 1.1rem + 1.2vw, 2rem), max(8vw, 1.125rem))',
    h1: 'min(clamp(1.625rem, 0.9rem + 3vw, 3rem), max(9vw, 1.25rem))',
  },
  lineHeights: { body: 'var(--line-height-body)', heading: 'var(--line-height-heading)' },
  space: { xs: '0.25rem', s: '0.5rem', m: '1rem', l: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  /**
   * Side padding of the page column and of boxes (cards, the forms): `space` at 100 % text, but never more than it is
   * then on a 320 px phone (the vw part), so that a visitor's larger text (which grows every rem) gets the width of a
   * phone, not the padding around it ("Erstgespräc / h" at 150 %).
   */
  inset: { m: 'min(1rem, 5vw)', l: 'min(1.5rem, 7.5vw)', xl: 'min(2.5rem, 12.5vw)' },
  /**
   * `button`: a pill on one line; a label that wraps at large text gets rounded corners, not a circle that
   * crowds it ("Kontak / t" in a circle at 150 %). `pill` only for what never wraps (the language switch).
   */
  radii: { s: '6px', m: '12px', l: '20px', pill: '999px', button: '1.6em' },
  shadows: {
    card: '0 1px 2px var(--color-shadow), 0 4px 16px var(--color-shadow)',
    header: '0 2px 12px var(--color-shadow)',
  },
  // textWidth: a column of running text, at most 80 characters a line (WCAG 1.4.8): at 42rem a line of narrow letters
  // that ends in a hyphenated word (the build's soft hyphens fill a line further) held 81.
  layout: { maxWidth: '72rem', textWidth: '40rem', headerHeight: '4.5rem' },
  breakpoints: {
    desktop: `@media (min-width: ${desktopFromPx}px)`,
    mobile: narrowerThan(desktopFromPx),
    // In rem, so it moves with a visitor's larger default text: the smallest phones (320 px).
    smallPhone: '@media (max-width: 22.49rem)',
  },
  motion: { homeFade: 0.5, pageFade: 0.35, menuSlide: 0.3, reduced: '@media (prefers-reduced-motion: reduce)' },
} as const;

export type SiteTheme = typeof theme;

/**
 * Where the header takes the phone's layout (menu button and mobile menu): below the width its bar's
 * entries need side by side, which grows with the text size and spacing a visitor chose in the display
 * settings (media queries measure in the browser's default text size, not in the page's). Measured
 * 2026-11-28 with DejaVu Sans (Linux's system-ui, wider than the system fonts of phones, Windows and
 * macOS; the readable font needs less), each the wider of German | English: 100 % 1090 | 1150, wide
 * spacing 1211 | 1298, 125 % 1345 | 1420, 125 % wide 1497 | 1605, 150 % 1601 | 1691, 150 % wide
 * 1782 | 1912; without scripts (no display settings button) 937 | 1033, and the first width holds.
 * Below these the language switch left the window and the English entries took two lines (e2e/header.spec.ts).
 */
export const headerDesktopFromPx = 1160;
export const narrowHeaderBelow: [selector: string, px: number][] = [
  ['', headerDesktopFromPx],
  ["html[data-spacing='wide'] &", 1310],
  ["html[data-text-size='125'] &", 1430],
  ["html[data-text-size='150'] &", 1700],
  ["html[data-text-size='125'][data-spacing='wide'] &", 1615],
  ["html[data-text-size='150'][data-spacing='wide'] &", 1920],
];

/**
 * The rules for a header in the phone's layout, as media queries on the element they are nested in.
 * `html`, not `:root`: Emotion reads a selector that starts with a colon as a pseudo-class of the
 * element itself.
 */
export const narrowHeader = (rules: string) =>
  narrowHeaderBelow
    .map(([selector, px]) => {
      const query = `${narrowerThan(px)} { ${rules} }`;
      return selector ? `${selector} { ${query} }` : query;
    })
    .join('\n');
export const tones: readonly Tone[] = toneNames;
