import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { availabilityLabels, readAvailability } from '../../src/booking/availability';
import { lineOf, type StandIn } from './stand-in';

const file = 'content/booking.yaml';

/**
 * Online times offered without the practice's video room (`meetingLink`): every online visitor would wait
 * for a link the team has to send by hand, and the site could only tell them when it should come. Named at
 * the first window that offers online times. Settings the content check refuses are its to report.
 */
export function videoRoomStandIns(rootDir: string): StandIn[] {
  const absolute = path.join(rootDir, file);
  if (!existsSync(absolute)) return [];
  const text = readFileSync(absolute, 'utf8');
  let raw: unknown;
  try {
    raw = parse(text);
  } catch {
    return [];
  }
  const read = readAvailability(raw);
  if (!('availability' in read) || read.availability.meetingLink) return [];
  const online = read.availability.windows.filter((window) => window.places.includes('online'));
  if (online.length === 0) return [];
  return [
    {
      file,
      line: lineOf(text, /^\s*(?:-\s*)?(?:place\s*:\s*["']?(?:online|both)\b|places\s*:.*\bonline\b|-\s*online\s*$)/),
      message:
        `online times are offered (${online.length} window${online.length === 1 ? '' : 's'} with the place online) but no video room is set: ` +
        `put the practice's video room (https://…) in "meetingLink" («${availabilityLabels.meetingLink}» in the CMS under Einstellungen), ` +
        'or offer these windows in Dietikon only',
    },
  ];
}
