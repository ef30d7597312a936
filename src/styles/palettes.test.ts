import { colorNames, toneNames, type Palette } from './theme';
import { palettes } from './palettes';

/** WCAG's contrast ratio of two opaque #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** Text colour on background, as the components pair them. */
function textPairs(palette: Palette): [string, string, string][] {
  const backgrounds = { background: palette.background, surface: palette.surface, ...palette.tones };
  return [
    ...Object.entries(backgrounds).flatMap(([name, background]) => [
      [`ink on ${name}`, palette.ink, background] as [string, string, string],
      [`muted on ${name}`, palette.muted, background] as [string, string, string],
      [`primary on ${name}`, palette.primary, background] as [string, string, string],
    ]),
    ['on-primary on primary', palette.onPrimary, palette.primary],
    ['on-primary on primary hover', palette.onPrimary, palette.primaryHover],
    ['ink on highlight', palette.ink, palette.highlight],
    ['danger on its surface', palette.danger, palette.dangerSurface],
    ['success on its surface', palette.success, palette.successSurface],
    // The footer: its text and links, and the highlight its links turn to on hover.
    ['footer text', palette.onFooter, palette.footer],
    ['footer link hover', palette.onFooterHover, palette.footer],
  ];
}

describe('palettes', () => {
  test.each(Object.entries(palettes))('%s has every colour and tone', (_, palette) => {
    expect(Object.keys(palette).sort()).toEqual([...colorNames, 'tones'].sort());
    expect(Object.keys(palette.tones).sort()).toEqual([...toneNames].sort());
  });

  test.each(Object.entries(palettes))('%s: text meets WCAG AA (AAA for high contrast)', (name, palette) => {
    const minimum = name === 'contrast' ? 7 : 4.5;
    const failing = textPairs(palette)
      .map(([pair, text, background]) => [pair, Math.round(contrast(text, background) * 100) / 100] as const)
      .filter(([, ratio]) => ratio < minimum);
    expect(failing).toEqual([]);
  });

  test.each(Object.entries(palettes))('%s: the focus ring stands out from the background (3:1)', (_, palette) => {
    expect(contrast(palette.focus, palette.background)).toBeGreaterThanOrEqual(3);
  });
});
