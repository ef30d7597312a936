import { theme } from '../../styles/theme';

/**
 * The display settings' styles, as plain CSS the server writes into <head> with the themes
 * (src/gatsby/ssr/display-settings-head.tsx) rather than Emotion styles: styles in a component are
 * also JavaScript every page loads, and the settings may add at most 3 kB to the load.
 */
export const displaySettingsCss = `
.display-settings{position:relative}
.display-settings>button{display:inline-flex;align-items:center;gap:${theme.space.xs};min-height:2.75rem;padding:0 ${theme.space.m};font:inherit;font-weight:600;font-size:${theme.fontSizes.small};color:${theme.colors.ink};background:${theme.colors.surface};border:1px solid ${theme.colors.border};border-radius:${theme.radii.pill};cursor:pointer}
.display-settings>div{margin-top:${theme.space.s};padding:${theme.space.m};background:${theme.colors.surface};color:${theme.colors.ink};border:1px solid ${theme.colors.border};border-radius:${theme.radii.m};font-size:1rem}
.display-settings fieldset{min-width:0;border:0;margin:0 0 ${theme.space.m};padding:0;display:flex;flex-wrap:wrap;gap:${theme.space.xs} ${theme.space.m}}
.display-settings legend{font-weight:700;padding:0;margin-bottom:${theme.space.xs}}
.display-settings label{display:inline-flex;align-items:center;gap:${theme.space.xs};min-height:2.75rem;cursor:pointer}
.display-settings input{width:1.25rem;height:1.25rem;margin:0;accent-color:${theme.colors.primary}}
.display-settings div button{font:inherit;min-height:2.75rem;padding:0 ${theme.space.m};margin:0 ${theme.space.s} ${theme.space.s} 0;color:${theme.colors.ink};background:${theme.colors.background};border:1px solid ${theme.colors.ink};border-radius:${theme.radii.pill};cursor:pointer}
.display-settings .privacy{margin:${theme.space.s} 0 0;font-size:${theme.fontSizes.small};color:${theme.colors.muted}}
.display-settings.in-bar>div{position:absolute;right:0;top:100%;width:min(24rem,calc(100vw - 2rem));max-height:calc(100vh - ${theme.layout.headerHeight} - 1rem);overflow-y:auto;box-shadow:${theme.shadows.card}}
`;
