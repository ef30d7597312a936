/**
 * The names the server's markup and the browser's scripts share: what a component renders, a script
 * looks for and the styles select. Here, below both, so neither imports the other for a name and a
 * renamed one cannot drift apart.
 */

/** The phones' menu: its id, which its button's aria-controls, the header script and the styles name. */
export const mobileMenuId = 'mobile-menu';

/** The menu's button, which opens and closes it. */
export const menuButtonSelector = `button[aria-controls="${mobileMenuId}"]`;
/**
 * On <html> while the phone's menu is open (src/islands/site/header.ts), for the styles of the page
 * behind it (src/styles/display-css.ts). An attribute of the root, not `body:has(#mobile-menu[data-open])`:
 * with that rule the browser restyled the body at every change inside the page (the contact form's
 * problems shown, INP 96 → 88 ms median of 12, 390 px, CPU 4x).
 */
export const menuOpenAttribute = 'data-menu-open';

/**
 * A React island's element (plugins/react-islands): `<react-island name="contact-form" when="visible"
 * props="{…}" modules="…" chunks="…">`. Its name is its file in src/islands/react/, `when` says when
 * it wakes, `props` are its component's props as JSON, `modules` the addresses of the runtime, the
 * island and the page language's texts, `chunks` those of the modules they import.
 */
export const islandElement = 'react-island';
export const islandAttributes = {
  name: 'name',
  when: 'when',
  props: 'props',
  modules: 'modules',
  chunks: 'chunks',
  failed: 'data-failed',
} as const;

/** When an island wakes: with the page's scripts (`load`), or when the visitor may use it (`visible`). */
export const islandWhen = ['load', 'visible'] as const;
export type IslandWhen = (typeof islandWhen)[number];
