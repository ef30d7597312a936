import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * The address's query (`?error=…`), which exists only in the browser: the server renders the page
 * without it, and the browser has it right after hydration (without a mismatch).
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  );
}
