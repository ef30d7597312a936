/**
 * The names the server's markup and the browser's scripts share: what a component renders, a script
 * looks for and the styles select. Here, below both, so neither imports the other for a name and a
 * renamed one cannot drift apart.
 */

/** The phones' menu: its id, which its button's aria-controls, the header script and the styles name. */
export const mobileMenuId = 'mobile-menu';

/** The menu's button, which opens and closes it. */
export const menuButtonSelector = `button[aria-controls="${mobileMenuId}"]`;

/** A React island's element: its name (src/islands/forms/registry.ts) and its props as JSON. */
export const islandAttribute = 'data-react-island';
export const islandPropsAttribute = 'data-island-props';
export const islandSelector = `[${islandAttribute}]`;

/** Where post-build writes the address of the page's forms' bundle (on <html>). */
export const formsBundleAttribute = 'data-forms-bundle';
