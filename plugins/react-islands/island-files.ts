/**
 * Where the build put the islands' ES modules (build-scripts.ts): for each module an island needs,
 * its address first, then those of the chunks it imports. Gatsby's server rendering gets it in
 * `__PAGE_SCRIPTS__` (gatsby-node.ts), and each `<react-island>` element carries its own island's
 * addresses (src/islands/ReactIsland.tsx), so a page names exactly the modules it may load.
 */
export interface IslandFiles {
  /** The runtime that hydrates an island (src/islands/hydrate-island.tsx). */
  runtime: string[];
  /** Each island by its name (its file in src/islands/react/). */
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
