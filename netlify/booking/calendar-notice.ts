/**
 * A calendar entry the website had to skip, kept until the team has been told. Reading the team's
 * calendar gives up on an entry it cannot read in time (busy-feed.ts), and then offers no times at
 * all; the log says which entry, but nobody reads the log. So the reason is kept in the booking store
 * and the team's next request mail says it first; once that mail is sent it is forgotten, and if the
 * entry is still there, the next reading keeps it again. Holds no visitor's data: the feed's host and the entry's UID.
 */
import type { BookingStore } from './booking-store';

const noticeKey = 'notices/skipped-calendar-entry';

interface SkippedEntryNotice {
  reason: string;
  /** ISO instant of the latest reading that skipped it. */
  at: string;
}

export async function keepSkippedEntryNotice(store: BookingStore, reason: string, now: Date): Promise<void> {
  const notice: SkippedEntryNotice = { reason, at: now.toISOString() };
  await store.setJSON(noticeKey, notice);
}

/** The kept notice as the team's mail says it, and a way to forget it once that mail is sent; undefined when there is none. */
export async function skippedEntryNotice(store: BookingStore): Promise<{ note: string; forget: () => Promise<void> } | undefined> {
  const stored = await store.getWithMetadata(noticeKey, { type: 'json' });
  if (!stored) return undefined;
  const { reason, at } = stored.data as SkippedEntryNotice;
  return {
    note:
      `Die Website konnte einen Eintrag Ihres Kalenders nicht lesen und bietet deshalb keine freien Zeiten an, ` +
      `bis er geändert oder gelöscht ist (zuletzt ${at}): ${reason}`,
    forget: () => store.delete(noticeKey),
  };
}
