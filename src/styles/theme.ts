/**
 * Design tokens. A small, calm palette: warm paper background, deep ink text, one teal for actions
 * and five soft tones for the service sections. Every text/background pair here meets WCAG AA.
 */
export const theme = {
  colors: {
    background: '#faf7f2',
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
    footerRule: 'rgba(250, 247, 242, 0.25)',
    tones: {
      sage: '#e3ede4',
      sky: '#e1ecf4',
      sand: '#f5ead9',
      rose: '#f6e3e1',
      lavender: '#ebe6f3',
    },
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    heading: 'ui-rounded, "SF Pro Rounded", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSizes: {
    small: '0.9rem',
    body: '1.0625rem',
    lead: '1.25rem',
    h3: '1.25rem',
    // Headings grow with the window from a phone (370 to 390 px) to a laptop (1120 to 1200 px); the
    // rem part keeps them growing when a visitor enlarges text. At 390 px a page title holds a
    // 20-letter German word ("Geschäftsbedingungen") on one line.
    h2: 'clamp(1.375rem, 1.1rem + 1.2vw, 2rem)',
    h1: 'clamp(1.625rem, 0.9rem + 3vw, 3rem)',
  },
  lineHeights: { body: 1.65, heading: 1.2 },
  space: { xs: '0.25rem', s: '0.5rem', m: '1rem', l: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radii: { s: '6px', m: '12px', l: '20px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(30, 42, 54, 0.06), 0 4px 16px rgba(30, 42, 54, 0.06)',
    header: '0 2px 12px rgba(30, 42, 54, 0.08)',
  },
  layout: { maxWidth: '72rem', textWidth: '42rem', headerHeight: '4.5rem' },
  breakpoints: {
    desktop: '@media (min-width: 900px)',
    mobile: '@media (max-width: 899.98px)',
    // In rem, so it moves with a visitor's larger default text: the smallest phones (320 px).
    smallPhone: '@media (max-width: 22.49rem)',
  },
  motion: { homeFade: 0.5, pageFade: 0.35, reduced: '@media (prefers-reduced-motion: reduce)' },
} as const;

export type SiteTheme = typeof theme;
export type Tone = keyof SiteTheme['colors']['tones'];
export const tones = Object.keys(theme.colors.tones) as Tone[];
