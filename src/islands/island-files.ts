/**
 * Where the build put the islands' ES modules (plugins/react-islands/build-scripts.ts): for each module an
 * island needs, its address first, then those of the chunks it imports. Gatsby's server rendering gets it in
 * `__PAGE_SCRIPTS__` (plugins/react-islands/gatsby-node.ts), and each `<react-island>` element carries its own
 * island's addresses (./ReactIsland.tsx), so a page names exactly the modules it may load. Here, beside the
 * islands, so the build's plugin imports it from the site and the site imports nothing of the plugin.
 */
export interface IslandFiles {
  /** The runtime that hydrates an island (./hydrate-island.tsx). */
  runtime: string[];
  /** Each island by its name (its file in ./react/). */
  islands: Record<string, string[]>;
  /** The interface texts of each language, for the islands' components. */
  texts: Record<string, string[]>;
}

/** What the build gives Gatsby's server rendering: the script every page loads, and the islands' modules. */
export interface PageScripts {
  site: string;
  islands: IslandFiles;
}

declare global {
  /** The build's `PageScripts` while Gatsby renders the pages for production; null in develop, undefined in tests. */
  const __PAGE_SCRIPTS__: PageScripts | null | undefined;
}
