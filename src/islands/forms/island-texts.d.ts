// The interface texts of the bundle's language (content/locales/<language>/translation.json), given
// by post-build/islands.ts at bundle time.
declare module 'island-texts' {
  const texts: Readonly<Record<string, unknown>>;
  export default texts;
}

// The components of the islands this bundle's pages have (a part of ./registry.ts's), written by
// post-build/islands.ts at bundle time.
declare module 'island-components' {
  import type { ComponentType } from 'react';
  export const reactIslands: Readonly<Record<string, ComponentType<object>>>;
}
