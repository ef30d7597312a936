/**
 * The team's busy times, for every step that needs them: the free times listed, a time booked or moved to
 * (./booking-times.ts), a freed time offered to the line or taken from an offer (./offer-freed.ts,
 * ./booking-actions.ts). Read from the team's calendar feeds (./calendars/busy-feed.ts) through their cache of a
 * minute (./calendars/feed-cache.ts); an entry a feed reader had to skip is told to the team at once, once a day
 * (./mails/skipped-entry-notice.ts).
 */
import { type Slot, bookingHorizon, overlapsBusy } from '../../src/booking/free-times';
import type { BookingContext } from './booking-context';
import { type BusyResult, readBusyTimes } from './calendars/busy-feed';
import { type FeedCache, openFeedCacheStore } from './calendars/feed-cache';
import { tellOfSkippedEntry } from './mails/skipped-entry-notice';

/**
 * Where the feeds' texts are kept for a minute (./calendars/feed-cache.ts): its own Blobs store, opened as
 * the booking store is. A caller that hands in its own booking store hands in the cache too
 * (`deps.feedCache`), or reads its feeds every time (a unit test's stand-in feeds change between asks).
 * A cache that cannot be opened is no reason to turn booking off either.
 */
function feedCache(context: BookingContext): FeedCache | undefined {
  const { store, feedCache: given } = context.deps;
  if (store) return given ? { store: given, secret: context.settings.secret } : undefined;
  try {
    return { store: openFeedCacheStore(), secret: context.settings.secret };
  } catch (error) {
    context.log.error(`booking: calendar feeds read without their cache: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** The team's busy times over the booking horizon; each entry that had to be skipped told to the team. */
export async function busyTimes(context: BookingContext): Promise<BusyResult> {
  const { settings, now } = context;
  const cache = feedCache(context);
  const busy = await readBusyTimes({
    feeds: settings.feeds,
    teamAddresses: settings.teamAddresses,
    range: bookingHorizon(settings.availability, now),
    ...(context.fetch ? { fetch: context.fetch } : {}),
    ...(cache ? { cache } : {}),
  });
  if (busy.ok) for (const entry of busy.skipped) await tellOfSkippedEntry(context, entry);
  return busy;
}

/**
 * Whether a time is free in the team's calendar now, for a time the line is offered (./offer-freed.ts) or an
 * offer taken (./booking-actions.ts): a calendar that cannot be read says no, as it turns booking off.
 */
export async function freeInTeamCalendar(context: BookingContext, slot: Slot): Promise<boolean> {
  const busy = await busyTimes(context);
  return busy.ok && !overlapsBusy(slot, busy.busy, context.settings.availability.pauseMinutes);
}
