import { defaultThemeCss, displayCss } from './display-css';
import { paletteVariables, palettes } from './palettes';

/** The declarations of each `:root[data-theme=…]` rule, by theme. */
function themeRules(css: string): Record<string, string[]> {
  const rules: Record<string, string[]> = {};
  for (const [, theme, body] of css.matchAll(/:root\[data-theme=([a-z]+)\]\{([^}]*)\}/g))
    rules[theme!] = body!.split(';').filter((declaration) => declaration !== '');
  return rules;
}

const css = displayCss({ latin: '/latin.woff2', latinExt: '/latin-ext.woff2' });

// e2e/accessibility.spec.ts runs every rule of axe on every page in the default, then switches the loaded page to each
// other theme and runs the colour rules only, and leaves light out: these two facts are why that holds.
describe('the themes a visitor chooses', () => {
  test('change nothing but colours: each sets the palette and at most the colour scheme', () => {
    const rules = themeRules(css);
    expect(Object.keys(rules).sort()).toEqual(['calm', 'contrast', 'dark', 'light']);
    for (const declarations of Object.values(rules))
      for (const declaration of declarations)
        expect(declaration).toMatch(/^(--(color|tone)-[a-z-]+:(#[0-9a-f]{6}|rgba\([0-9., ]+\)|transparent)|color-scheme:(light|dark))$/);
  });

  test('light is the default palette, as a page with no choice shows it', () => {
    expect(themeRules(css).light!.join(';') + ';').toBe(paletteVariables(palettes.light));
    expect(defaultThemeCss).toContain(`:root{${paletteVariables(palettes.light)}`);
  });
});
