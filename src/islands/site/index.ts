/**
 * The site's one script, on every page (built by plugins/react-islands, started after the first
 * paint): the pages are the server's HTML with no React in the browser, and this makes the frame
 * respond (start-site.ts) and defines `<react-island>`, which wakes a page's React islands, the
 * forms, when the visitor may use them (../react-island-element.ts). Plain TypeScript, a few kB.
 */
import { defineReactIslands, hasIslands } from '../react-island-element';
import { startSite } from './start-site';

if (startSite()) {
  defineReactIslands();
  // <html data-hydrated>: the whole page responds (tests wait for it); on a page with islands the
  // last island to wake says so.
  if (!hasIslands()) document.documentElement.dataset.hydrated = 'true';
}
