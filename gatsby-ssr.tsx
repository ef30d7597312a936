// Thin on purpose, like gatsby-node: each API lives with its reasons in src/gatsby/.
export { replaceRenderer } from './src/gatsby/emotion-critical-css';
