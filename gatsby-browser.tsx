import type { GatsbyBrowser } from 'gatsby';
import { type ReactElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

// Pages scroll themselves once they are shown (ScrollOnOpen), after the fade-out of the previous
// page; Gatsby's default would jump to the top while the old page is still fading.
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = () => false;

// Gatsby hydrates with a plain hydrateRoot, which React runs as one uninterruptible task (about
// 200 ms on a slow phone). Inside a transition React hydrates in slices of a few milliseconds and
// yields in between, so the page stays responsive while it wakes up. The page is already visible
// (it is server-rendered HTML), so nothing waits for the hydration to finish.
function hydrateInTransition(element: ReactElement, container: Element) {
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
// Gatsby's type still describes React 17's ReactDOM.render, which returned the root element.
type HydrateFunction = ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => hydrateInTransition as unknown as HydrateFunction;
