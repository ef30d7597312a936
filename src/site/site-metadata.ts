import { readFileSync } from 'node:fs';
import path from 'node:path';
import { availabilityFile, offersEarlierTimes } from '../booking/availability';
import { availabilityOfText } from '../booking/availability-file';
import { loadSiteFacts } from './load-site-facts';

const projectRoot = path.join(__dirname, '..', '..');

/**
 * gatsby-config's siteMetadata, which the islands' modules carry as well (plugins/react-islands): made in one
 * place from the content files, so the server's pages and the browser's forms read the same.
 */
export function loadSiteMetadata(projectDir = projectRoot) {
  const facts = loadSiteFacts(path.join(projectDir, 'content', 'site.yaml'));
  const { version } = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8')) as { version: string };
  return { title: facts.brand, siteUrl: facts.siteUrl, version, facts, earlierOffered: earlierOffered(projectDir) };
}

/**
 * Whether the practice offers earlier times (content/booking.yaml: offersPerWeek above 0). The request without
 * JavaScript asks "Früher kommen?" only then; with JavaScript the free times say it (BookingPolicy). A change in the
 * CMS is a new build, so the page and the function agree. Settings the function cannot read close booking
 * altogether (`npm run check:content` names the problem): then no.
 */
function earlierOffered(projectDir: string): boolean {
  const read = availabilityOfText(readFileSync(path.join(projectDir, availabilityFile), 'utf8'));
  return 'availability' in read && offersEarlierTimes(read.availability);
}
