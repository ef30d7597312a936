import { colorNames, colorProperty, pageBackgrounds, toneNames, toneProperty, type Palette } from './theme';

/**
 * The colour themes' values. Every text/background pair of each meets WCAG AA; the high-contrast
 * one meets AAA (7:1). Read by the server's CSS (display-css.ts), the CMS preview and the tests,
 * never by the public pages' JavaScript.
 */
export type ColorTheme = 'light' | 'dark' | 'calm' | 'contrast';

export const palettes: Record<ColorTheme, Palette> = {
  light: {
    background: pageBackgrounds.light,
    surface: '#ffffff',
    ink: '#1e2a36',
    muted: '#4d5a66',
    border: '#dcd4c8',
    primary: '#1f6b66',
    primaryHover: '#17524e',
    onPrimary: '#ffffff',
    highlight: '#f3d9b1',
    focus: '#b8540f',
    danger: '#a4262c',
    dangerSurface: '#fbeaea',
    success: '#1d6b3a',
    successSurface: '#e8f4ec',
    headerScrolled: 'rgba(255, 255, 255, 0.85)',
    overlay: 'rgba(250, 247, 242, 0.98)',
    footer: '#1e2a36',
    onFooter: '#faf7f2',
    onFooterHover: '#f3d9b1',
    footerRule: 'rgba(250, 247, 242, 0.25)',
    shadow: 'rgba(30, 42, 54, 0.06)',
    tones: { sage: '#e3ede4', sky: '#e1ecf4', sand: '#f5ead9', rose: '#f6e3e1', lavender: '#ebe6f3' },
  },
  // Low glare: the background is not black, the text not pure white.
  dark: {
    background: pageBackgrounds.dark,
    surface: '#1f262e',
    ink: '#e6e2da',
    muted: '#b4bcc4',
    border: '#3b4550',
    primary: '#80d0c6',
    primaryHover: '#a6e0d8',
    onPrimary: '#10201e',
    highlight: '#5a4a2f',
    focus: '#f0a35a',
    danger: '#ff9e9e',
    dangerSurface: '#3a2023',
    success: '#90d6a6',
    successSurface: '#1b3324',
    headerScrolled: 'rgba(22, 27, 33, 0.9)',
    overlay: 'rgba(22, 27, 33, 0.98)',
    footer: '#0e1216',
    onFooter: '#e6e2da',
    onFooterHover: '#e8c48f',
    footerRule: 'rgba(230, 226, 218, 0.25)',
    shadow: 'rgba(0, 0, 0, 0.25)',
    tones: { sage: '#1f2b24', sky: '#1c2731', sand: '#2b261d', rose: '#2e2224', lavender: '#26222f' },
  },
  // Off-white and muted: softer text, tones close to the background, no shadows.
  calm: {
    background: '#f3f0e8',
    surface: '#f7f5ef',
    ink: '#2f3a40',
    muted: '#505b64',
    border: '#d5cfc2',
    primary: '#3b6461',
    primaryHover: '#2d4e4b',
    onPrimary: '#f7f5ef',
    highlight: '#e6dcc6',
    focus: '#8a5526',
    danger: '#8c3a3a',
    dangerSurface: '#f1e5e1',
    success: '#3a6546',
    successSurface: '#e5ede5',
    headerScrolled: 'rgba(243, 240, 232, 0.95)',
    overlay: 'rgba(243, 240, 232, 0.99)',
    footer: '#2f3a40',
    onFooter: '#f3f0e8',
    onFooterHover: '#e6dcc6',
    footerRule: 'rgba(243, 240, 232, 0.3)',
    shadow: 'transparent',
    tones: { sage: '#e8ebe2', sky: '#e6eaeb', sand: '#ede7da', rose: '#eee5e1', lavender: '#e8e5eb' },
  },
  contrast: {
    background: '#ffffff',
    surface: '#ffffff',
    ink: '#000000',
    muted: '#1f1f1f',
    border: '#000000',
    primary: '#003f5c',
    primaryHover: '#002638',
    onPrimary: '#ffffff',
    highlight: '#ffe45c',
    focus: '#a3004f',
    danger: '#8a0000',
    dangerSurface: '#fff0f0',
    success: '#004d1a',
    successSurface: '#effaf1',
    headerScrolled: '#ffffff',
    overlay: '#ffffff',
    footer: '#000000',
    onFooter: '#ffffff',
    onFooterHover: '#ffe45c',
    footerRule: 'rgba(255, 255, 255, 0.7)',
    shadow: 'transparent',
    tones: { sage: '#f4f4f4', sky: '#f4f4f4', sand: '#f4f4f4', rose: '#f4f4f4', lavender: '#f4f4f4' },
  },
};

/** The palette as the declarations of CSS custom properties. */
export function paletteVariables(palette: Palette): string {
  return [
    ...colorNames.map((name) => `${colorProperty(name)}:${palette[name]};`),
    ...toneNames.map((tone) => `${toneProperty(tone)}:${palette.tones[tone]};`),
  ].join('');
}

/** The fonts: the site's (system fonts, nothing to download) and the very legible one a visitor may choose, self-hosted. */
export const fontStacks = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  heading: 'ui-rounded, "SF Pro Rounded", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  readable: '"Atkinson Hyperlegible Next", system-ui, sans-serif',
};
