// Thin on purpose, like gatsby-node: each API lives with its reasons in src/gatsby/ssr/.
export { replaceRenderer } from './src/gatsby/ssr/emotion-critical-css';
export { onRenderBody } from './src/gatsby/ssr/display-settings-head';
