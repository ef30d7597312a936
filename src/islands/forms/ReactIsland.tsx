import type { ComponentProps, ComponentType } from 'react';
import { islandAttribute, islandPropsAttribute } from '../../html/dom-contracts';
import { reactIslands, type IslandName } from './registry';

type IslandProps<Name extends IslandName> = ComponentProps<(typeof reactIslands)[Name]> & object;

/**
 * A part of a page that responds with React components: rendered by React on the server, hydrated in
 * the browser as its own root (by Preact, through preact/compat: src/islands/forms/index.tsx);
 * the rest of the page stays the server's HTML. The element lays its child out as if it were not
 * there (`display: contents`, GlobalStyles), and carries the island's name and props for the browser.
 * Props must be JSON: they travel in the page.
 */
export function ReactIsland<Name extends IslandName>({ name, props }: { name: Name; props: IslandProps<Name> }) {
  // TypeScript cannot follow the name to its component's props; the signature above checks them.
  const Island = reactIslands[name] as ComponentType<object>;
  return (
    <div {...{ [islandAttribute]: name, [islandPropsAttribute]: JSON.stringify(props) }}>
      <Island {...props} />
    </div>
  );
}
