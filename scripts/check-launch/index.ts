import { assetStandIns } from './assets';
import { contentStandIns } from './content-files';
import { siteFactStandIns } from './site-facts';
import { smsOriginStandIns } from './sms-origin';
import type { StandIn } from './stand-in';
import { videoRoomStandIns } from './video-room';

export { formatStandIn, type StandIn } from './stand-in';

/** Every stand-in under rootDir that must be replaced before the site goes live, in file order. */
export function findStandIns(rootDir: string): StandIn[] {
  return [
    ...siteFactStandIns(rootDir),
    ...contentStandIns(rootDir),
    ...assetStandIns(rootDir),
    ...videoRoomStandIns(rootDir),
    ...smsOriginStandIns(rootDir),
  ].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
