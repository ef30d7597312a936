/**
 * The one helper every behaviour of the site script shares: listeners sit on `document` (one per
 * kind of event, not one per element), so each needs the element an event came from.
 */

/** The element matching `selector` that the event happened in, if any. */
export function closestTo<T extends Element = HTMLElement>(event: Event, selector: string): T | null {
  return event.target instanceof Element ? event.target.closest<T>(selector) : null;
}
