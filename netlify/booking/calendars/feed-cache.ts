/**
 * The calendar feeds' texts, kept for a minute in a Netlify Blobs store of their own, so that asking
 * for free times does not fetch every feed again: twenty asks within a minute are one fetch of the
 * team's feed, not twenty (DESIGN.md: "Calendar feeds are fetched at most once a minute per feed").
 *
 *   feeds/<key>   FeedRecord: the feed's text, what its server said of its version (ETag,
 *                 Last-Modified), when it was last confirmed, and the refresh under way, if any
 *
 * `<key>` is an HMAC of the feed's address under the booking secret: the address is a secret (it gives
 * anyone the whole calendar) and never reaches the store, and the key cannot be checked against a guess.
 *
 * The rules, for each ask:
 * - text confirmed (fetched, or a 304) less than a minute ago is used as it is: no request;
 * - otherwise one ask claims the refresh with a conditional write on the record (`onlyIfMatch` its ETag,
 *   `onlyIfNew` for the first), then fetches, conditionally where the server gave an ETag or a
 *   Last-Modified; a 304 keeps the text and starts the minute again;
 * - an ask that lost the claim waits for the refresh under way (it reads the record again every
 *   `pollMs`) and answers with its result, so the team's changes show within a minute for every ask,
 *   and under concurrency there is one fetch per feed per minute. This holds for the very first ask
 *   too: whoever loses the `onlyIfNew` claim waits for the one that won. Only when the claimer's time
 *   runs out without a result (its function stopped) may a waiting ask claim and fetch itself.
 *
 * A feed that cannot be fetched turns booking off, as it always has: cached text is never used in its
 * place, however young (a feed that fails may be one the team just emptied or moved, and a time shown
 * from an old copy may be taken). The failure is not kept either: the asks that waited for that refresh
 * answer with it, and the next ask tries again. A store that fails is no reason to turn booking off:
 * the feed is then fetched as if there were no cache.
 */
import { keyedHashText } from '../../shared/signer';
import { getStore } from '@netlify/blobs';
import { readRecord, writeRecord } from '../ledger/ledger';
import type { BookingStore } from '../ledger/records';

/** The part of a Blobs store used here (the booking store's: conditional writes, reads with ETags). */
export type FeedCacheStore = BookingStore;

/** Site-wide: a deploy context's feeds are keyed under its own secret. */
export const feedCacheStoreName = 'calendar-feeds';

export function openFeedCacheStore(): FeedCacheStore {
  return getStore({ name: feedCacheStoreName, consistency: 'strong' });
}

export interface FeedCache {
  store: FeedCacheStore;
  /** The booking secret (booking-settings.ts), which keys the addresses. */
  secret: string;
  /** Tests set the clock; the functions use the real one. */
  now?: () => number;
}

/** How long a text confirmed by the feed is used without asking the feed again. */
export const freshMs = 60_000;

/** How often an ask that waits for another's refresh reads the record again. */
const pollMs = 100;

/** What the feed's server said of the version it sent, sent back to ask whether it changed. */
export interface Validators {
  etag?: string;
  lastModified?: string;
}

/** A download (busy-feed.ts): the text, or "not modified" (only when validators were sent), or why not. */
export type FeedDownload =
  { ok: true; text: string; validators: Validators } | { ok: true; notModified: true } | { ok: false; reason: string };

export type FeedText = { ok: true; text: string } | { ok: false; reason: string };

/** A download of the feed with these validators (none: unconditional), given up after `timeoutMs`. */
export type Download = (validators: Validators | undefined, timeoutMs: number) => Promise<FeedDownload>;

interface FeedRecord extends Validators {
  text?: string;
  /** When the feed last sent or confirmed `text` (ms since 1970). */
  checkedAt?: number;
  /** A refresh under way: claimed at `at`; the others wait for it until `until` (its time limit). */
  claim?: { at: number; until: number };
  /** The last refresh failed, at `at`: the asks that waited for it answer with `reason`. */
  failed?: { at: number; reason: string };
}

export function feedKey(url: URL, secret: string): string {
  return `feeds/${keyedHashText(secret, 'calendar-feed/v1', url.href)}`;
}

/**
 * The feed's text by the rules above, within `timeoutMs` (as a download alone: waiting for another's
 * refresh counts against the same time). `name` is the feed's name for a reason ('calendar feed 1 (host)').
 */
export async function cachedFeedText(cache: FeedCache, url: URL, name: string, timeoutMs: number, download: Download): Promise<FeedText> {
  const now = cache.now ?? Date.now;
  const started = now();
  const deadline = started + timeoutMs;
  try {
    return await throughCache(cache, feedKey(url, cache.secret), { name, timeoutMs, started, deadline, now }, download);
  } catch {
    // The store failed (a read, a claim): fetched as if there were no cache, in the time that is left.
    return downloadedText(await download(undefined, Math.max(0, deadline - now())), undefined, name);
  }
}

interface Ask {
  name: string;
  timeoutMs: number;
  started: number;
  deadline: number;
  now: () => number;
}

async function throughCache(cache: FeedCache, key: string, ask: Ask, download: Download): Promise<FeedText> {
  const { store } = cache;
  const { name, timeoutMs, started, deadline, now } = ask;
  for (;;) {
    const read = await readRecord<FeedRecord>(store, key);
    const record = read?.entry ?? {};
    const at = now();
    if (record.text !== undefined && record.checkedAt !== undefined && at - record.checkedAt < freshMs)
      return { ok: true, text: record.text };
    // A refresh that ended in a failure while this ask waited for it.
    if (record.failed && record.failed.at >= started) return { ok: false, reason: record.failed.reason };
    if (record.claim && at < record.claim.until) {
      if (at >= deadline) return { ok: false, reason: `${name} did not answer within ${timeoutMs} ms` };
      await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, deadline - at)));
      continue;
    }
    if (at >= deadline) return { ok: false, reason: `${name} did not answer within ${timeoutMs} ms` };
    const claimed = await writeRecord(
      store,
      key,
      { ...record, claim: { at, until: deadline } },
      read ? { onlyIfMatch: read.etag } : { onlyIfNew: true },
    );
    // Lost: another ask claimed it first; read again, and wait for its result.
    if (!claimed) continue;
    const fetched = await download(record.text === undefined ? undefined : validatorsOf(record), Math.max(0, deadline - now()));
    const text = downloadedText(fetched, record.text, name);
    // What the record keeps of itself: the text and its validators, never the claim or an older failure.
    const kept: FeedRecord = { ...(record.text === undefined ? {} : { text: record.text }), ...validatorsOf(record) };
    const next: FeedRecord = !text.ok
      ? { ...kept, ...(record.checkedAt === undefined ? {} : { checkedAt: record.checkedAt }), failed: { at: now(), reason: text.reason } }
      : 'validators' in fetched
        ? { text: text.text, ...validatorsOf(fetched.validators), checkedAt: now() }
        : { ...kept, checkedAt: now() };
    // Unconditional: this is the newest word from the feed. If it does not land, the next ask refreshes again.
    await store.setJSON(key, next).catch(() => undefined);
    return text;
  }
}

function validatorsOf({ etag, lastModified }: Validators): Validators {
  return { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
}

/** A download as text: a 304 keeps the cached text (and is a failure where there is none: it was not asked for). */
export function downloadedText(fetched: FeedDownload, cached: string | undefined, name: string): FeedText {
  if (!fetched.ok) return fetched;
  if ('text' in fetched) return { ok: true, text: fetched.text };
  return cached === undefined
    ? { ok: false, reason: `${name} answered HTTP 304 to a request that was not conditional` }
    : { ok: true, text: cached };
}
