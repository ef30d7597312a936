import { enhanceDisplaySettings } from './display-settings';
import { enhanceHeader } from './header';
import { reportNotFound } from './not-found';
import { enhanceReadAloud } from './read-aloud';
import { enhanceLanguageSwitch, redirectToStoredLanguage } from './stored-language';
import { enhanceTeamBiographies } from './team-biographies';

/**
 * Makes the page's frame respond: the header and its menu, the display settings and read aloud, the
 * language switch, the team's biographies. Listeners sit on `document`, so pages Gatsby renders later
 * in `npm run develop` respond as well. Returns false when the page is about to be replaced by the
 * stored language's, which then needs nothing more.
 */
export function startSite(): boolean {
  if (redirectToStoredLanguage()) return false;
  enhanceHeader();
  enhanceDisplaySettings();
  enhanceReadAloud();
  enhanceLanguageSwitch();
  enhanceTeamBiographies();
  reportNotFound();
  // <html data-site-script>: the frame's controls respond, so styles show them (display settings).
  document.documentElement.dataset.siteScript = 'ready';
  return true;
}
