import type { GatsbyBrowser } from 'gatsby';
import { hydrateInTransition } from './src/gatsby/browser/hydrate-in-transition';

// Pages scroll themselves once they are shown (ScrollOnOpen), after the fade-out of the previous
// page; Gatsby's default would jump to the top while the old page is still fading.
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = () => false;

// Gatsby's type still describes React 17's ReactDOM.render, which returned the root element.
type HydrateFunction = ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => hydrateInTransition as unknown as HydrateFunction;
