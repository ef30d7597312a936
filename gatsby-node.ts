// Thin on purpose: each Node API lives, with its tests, in src/gatsby/.
export { createSchemaCustomization } from './src/gatsby/schema';
export { onCreateNode } from './src/gatsby/on-create-node';
export { createPages } from './src/gatsby/create-pages';
export { onCreatePage } from './src/gatsby/on-create-page';
export { onPostBuild } from './src/gatsby/on-post-build';
export { onCreateWebpackConfig } from './src/gatsby/on-create-webpack-config';
