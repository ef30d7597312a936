import { type ReactElement, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

// Gatsby hydrates with a plain hydrateRoot, which React runs as one uninterruptible task (about
// 200 ms on a slow phone). Inside a transition React hydrates in slices of a few milliseconds and
// yields in between, so the page stays responsive while it wakes up. The page is already visible
// (it is server-rendered HTML), so nothing waits for the hydration to finish.
// `npm run develop` serves an empty container, with nothing to hydrate: there React renders it.
// Gatsby calls the returned function to unmount what it rendered (its development loading indicator).
export function hydrateInTransition(element: ReactElement, container: Element): () => void {
  if (container.firstElementChild === null) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
}
