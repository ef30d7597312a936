// Thin on purpose, like gatsby-node and gatsby-ssr: each API lives with its reasons in src/gatsby/browser/.
export { onInitialClientRender } from './src/gatsby/browser/site-island-in-develop';
