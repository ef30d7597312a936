import { fontStacks, paletteVariables, palettes } from './palettes';
import { menuOpenAttribute } from '../html/dom-contracts';
import { narrowerThan, narrowHeaderBelow, theme } from './theme';

/**
 * The CSS of the site's themes, written by the server into every page's <head> (src/gatsby/ssr/display-settings-head.tsx), so
 * it costs the browser no JavaScript and applies before the first paint.
 */

/** The default theme: the light palette, the site's fonts and line heights. The CMS preview shows pages with this only. */
export const defaultThemeCss = `:root{${paletteVariables(palettes.light)}--font-body:${fontStacks.body};--font-heading:${fontStacks.heading};--line-height-body:1.65;--line-height-heading:1.2;color-scheme:light}`;

const noTheme = ':not([data-theme])';
// The calm view (data-view) makes the calm palette's selector more specific; the system's rules
// name data-view too, so a system asking for dark or more contrast still wins over it.
const systemDecides = `:root${noTheme},:root[data-view]${noTheme}`;
const noMotion = '{scroll-behavior:auto}*,*::before,*::after{transition-duration:0.01ms!important;animation-duration:0.01ms!important}';

const transitionParts = (name: string) => ['group', 'old', 'new'].map((part) => `::view-transition-${part}(${name})`);
const transitionOf = (root: string, name: string) =>
  transitionParts(name)
    .map((part) => root + part)
    .join(',');

/**
 * The fade between pages (SPEC: 0.5 s on home, 0.3 to 0.5 s elsewhere). Page changes are page loads
 * (the pages carry no router, plugins/react-islands), so the browser fades from one
 * document to the next: a cross-document view transition, declared here and timed by the page that
 * opens. The header has a name of its own (HeaderBar) and stays still while the page fades. Browsers
 * without view transitions simply show the next page. No fade when the system asks for less motion,
 * or the visitor turned motion off or chose the calm view.
 */
const pageTransitionCss = [
  '@view-transition{navigation:auto}',
  `${transitionOf('', 'root')}{animation-duration:${theme.motion.pageFade}s}`,
  `${transitionOf(':root[data-page=home]', 'root')}{animation-duration:${theme.motion.homeFade}s}`,
  '@media (prefers-reduced-motion:reduce){@view-transition{navigation:none}}',
  `${transitionOf(':root[data-motion=off]', '*')},${transitionOf(':root[data-view=calm]', '*')}{animation:none!important}`,
];

/**
 * The page behind the open mobile menu, where the header has the phone's layout.
 * It does not scroll while the menu is shown: a visitor who resets larger text on a laptop gets the
 * wide header back, and the page must scroll again. Once the menu has slid over it (the menu is 98 %
 * opaque), the browser skips it: a display setting chosen in the menu then restyles and repaints the
 * header and the menu, not the whole page, and the page catches up once, when the menu closes
 * (choosing dark colours, CPU 4x, 390 px: the tap restyles 96 elements instead of 185, INP 112 → 80 ms).
 * It keeps its last size (`contain-intrinsic-size: auto`), so where the visitor had scrolled stays.
 * It is skipped after the slide, not at its start, so the menu slides in over the page; on closing it
 * shows at once. Browsers that cannot delay it keep the page drawn.
 */
const pageBehindMenuCss = [
  'main,footer{contain-intrinsic-size:auto none}',
  ...narrowHeaderBelow.map(([selector, px]) => {
    const behindOpenMenu = `${selector.replace(' &', '') || 'html'}[${menuOpenAttribute}] body`;
    const skipped = `content-visibility:hidden;transition:content-visibility 0s ${theme.motion.menuSlide}s allow-discrete`;
    return `${narrowerThan(px)}{${behindOpenMenu}{overflow:hidden}@supports (transition-behavior:allow-discrete){${behindOpenMenu} :is(main,footer){${skipped}}}}`;
  }),
];

export interface ReadableFontFiles {
  latin: string;
  latinExt: string;
}

/**
 * The visitor's display settings (attributes on <html>, set before the first paint by the script
 * of src/display/settings.ts) and, where they chose nothing, the system's preferences (media
 * queries, so they work without JavaScript too).
 */
export function displayCss(font: ReadableFontFiles): string {
  const fontFace = (file: string, range: string) =>
    `@font-face{font-family:"Atkinson Hyperlegible Next";font-style:normal;font-display:swap;font-weight:200 800;src:url(${file}) format("woff2");unicode-range:${range}}`;
  return [
    // Downloaded only once a page uses the family, that is when the visitor chose it.
    fontFace(
      font.latinExt,
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1E00-1E9F,U+20A0-20AB,U+20AD-20C0,U+2C60-2C7F,U+A720-A7FF',
    ),
    fontFace(font.latin, 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2212'),
    `:root[data-view=calm]${noTheme}{${paletteVariables(palettes.calm)}}`,
    `@media (prefers-color-scheme:dark){${systemDecides}{${paletteVariables(palettes.dark)}color-scheme:dark}}`,
    `@media (prefers-contrast:more){${systemDecides}{${paletteVariables(palettes.contrast)}color-scheme:light}}`,
    `:root[data-theme=light]{${paletteVariables(palettes.light)}}`,
    `:root[data-theme=dark]{${paletteVariables(palettes.dark)}color-scheme:dark}`,
    `:root[data-theme=calm]{${paletteVariables(palettes.calm)}}`,
    `:root[data-theme=contrast]{${paletteVariables(palettes.contrast)}}`,
    ':root[data-text-size="125"]{font-size:125%}:root[data-text-size="150"]{font-size:150%}',
    // WCAG 1.4.12's text spacing: letters 0.12 em, words 0.16 em, paragraphs 2 em, lines at least
    // 1.5 (body text has 1.65). On every element, so each em is that element's own size.
    ':root[data-spacing=wide]{--line-height-heading:1.5}:root[data-spacing=wide] *{letter-spacing:0.12em;word-spacing:0.16em}:root[data-spacing=wide] p{margin-bottom:2em}',
    `:root[data-font=readable]{--font-body:${fontStacks.readable};--font-heading:${fontStacks.readable}}`,
    `@media (prefers-reduced-motion:reduce){html${noMotion}}`,
    `:root[data-motion=off]${noMotion.replace(/\*/g, ':root[data-motion=off] *')}`,
    // The calm view: no motion, no decoration, no shadows, one column.
    `:root[data-view=calm]${noMotion.replace(/\*/g, ':root[data-view=calm] *')}`,
    ':root[data-view=calm]{--color-shadow:transparent}:root[data-view=calm] [data-decorative]{display:none!important}',
    `:root[data-view=calm] [data-columns]{display:grid;grid-template-columns:minmax(0,1fr);max-width:${theme.layout.textWidth}}`,
    ...pageTransitionCss,
    ...pageBehindMenuCss,
    // The display settings' controls need JavaScript: hidden (their place kept) until the site script runs, absent without scripts.
    'html:not([data-site-script]) [data-needs-script]{visibility:hidden}@media (scripting:none){[data-needs-script]{display:none}}',
    // Windows contrast themes: the system draws every colour; controls keep a visible outline,
    // and the current page is underlined, so nothing is told by colour alone.
    '@media (forced-colors:active){button{border:2px solid ButtonText}:focus-visible{outline-color:Highlight}[aria-current]{text-decoration:underline}}',
  ].join('\n');
}
