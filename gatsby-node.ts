// Thin on purpose: each Node API lives, with its tests, in src/gatsby/node/.
export { createSchemaCustomization } from './src/gatsby/node/schema';
export { onCreateNode } from './src/gatsby/node/on-create-node';
export { createPages } from './src/gatsby/node/create-pages';
export { onCreatePage } from './src/gatsby/node/on-create-page';
export { onPreBuild } from './src/gatsby/node/on-pre-build';
export { onPostBuild } from './src/gatsby/node/on-post-build';
export { onCreateWebpackConfig } from './src/gatsby/node/on-create-webpack-config';
