/**
 * The site's one script, on every page (bundled by src/gatsby/post-build/islands.ts): the pages are
 * the server's HTML with no React in the browser, and this makes the frame respond: the header and
 * its menu, the display settings and read aloud, the language switch, the team's biographies.
 * Plain TypeScript with listeners on `document`, a few kB, run once the HTML is parsed.
 */
import { islandSelector } from '../../html/dom-contracts';
import { enhanceDisplaySettings } from './display-settings';
import { startFormsWhenUsed } from './forms-on-demand';
import { enhanceHeader } from './header';
import { reportNotFound } from './not-found';
import { enhanceReadAloud } from './read-aloud';
import { enhanceLanguageSwitch, redirectToStoredLanguage } from './stored-language';
import { enhanceTeamBiographies } from './team-biographies';

// A page that is about to be replaced by the stored language's needs nothing more.
if (!redirectToStoredLanguage()) {
  enhanceHeader();
  enhanceDisplaySettings();
  enhanceReadAloud();
  enhanceLanguageSwitch();
  enhanceTeamBiographies();
  reportNotFound();
  startFormsWhenUsed();
  // <html data-site-script>: the frame's controls respond, so styles show them (display settings).
  // <html data-hydrated>: the whole page responds (tests wait for it); a page with React islands
  // (the forms) says so itself once they have hydrated.
  document.documentElement.dataset.siteScript = 'ready';
  if (!document.querySelector(islandSelector)) document.documentElement.dataset.hydrated = 'true';
}
