/**
 * An entry of the team's calendar that the feed reader had to skip (../calendars/busy-feed.ts: SkippedEntry) is
 * told to the team at once, once a day per entry: the notice is claimed in the ledger first (one conditional
 * write, so of two requests at once only one tells), then handed to the outbox as a team's notice
 * (./messages.ts). Its own module, so ../busy-times.ts, which reads the busy times, knows neither notices nor
 * the team's mails: it hands each skipped entry over.
 */
import { createHash } from 'node:crypto';
import { instantToWallTime } from '../../../src/booking/zurich-time';
import type { BookingContext } from '../booking-context';
import { tellTheTeam } from './messages';
import type { SkippedEntry } from '../calendars/busy-feed';

const dayMs = 24 * 60 * 60_000;

/** Logs the skipped entry, and tells the team of it where this is the day's first notice of it. */
export async function tellOfSkippedEntry(context: BookingContext, entry: SkippedEntry): Promise<void> {
  const { ledger, now, log } = context;
  const day = instantToWallTime(now).date;
  const name = `skipped/${day}/${createHash('sha256').update(`${entry.feed}\n${entry.uid}`).digest('base64url').slice(0, 22)}`;
  log.error(`booking: ${entry.feed}: the entry UID ${entry.uid} ${entry.why}; counted with what was read, the team is told`);
  try {
    if (!(await ledger.firstNotice(name, new Date(now.getTime() + 2 * dayMs)))) return;
  } catch (error) {
    log.error(
      `booking: could not note that the team is told of a skipped entry: ${error instanceof Error ? error.message : String(error)}`,
    );
    return;
  }
  const summary = entry.summary ? ` «${entry.summary}»` : '';
  await tellTheTeam(context, {
    what: 'skipped-entry',
    note:
      `Die Website konnte einen Eintrag Ihres Kalenders nicht ganz lesen: ${entry.feed}, Eintrag UID ${entry.uid}${summary}. ` +
      `Sie zählt ihn mit den Zeiten als belegt, die sie lesen konnte; alle anderen freien Zeiten bleiben buchbar. ` +
      `Bitte prüfen Sie den Eintrag (vor allem, wie er sich wiederholt), und ändern oder löschen Sie ihn. Technisch: ${entry.why}.`,
  });
}
