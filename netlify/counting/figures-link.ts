/**
 * The private page's address (./figures-handler.ts): no account, no stored token. The key in the link
 * is an HMAC-SHA256 of a fixed purpose under the booking secret (the one that signs the booking links,
 * ../booking/booking-token.ts), so only the function can make it, and it is the same in every weekly
 * mail. A new BOOKING_SECRET makes a new key; the old links then open nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { minimumSecretLength } from '../booking/booking-token';

export const figuresPath = '/.netlify/functions/figures';

/** Its own purpose and version: no booking link's message can ever be this one. */
const purpose = 'figures/v1';

export function figuresToken(secret: string): string {
  if (secret.length < minimumSecretLength) throw new Error(`the booking secret must be at least ${minimumSecretLength} characters`);
  return createHmac('sha256', secret).update(purpose).digest('base64url');
}

/** Whether `given` is the key, compared in the same time wherever it differs. */
export function isFiguresToken(given: string, secret: string): boolean {
  const expected = Buffer.from(figuresToken(secret));
  const received = Buffer.from(given);
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/** The page's address on the site, with the key and, when given, a range of weeks (`2026-W40`). */
export function figuresLink(siteAddress: string, secret: string, range?: { from: string; to: string }): string {
  const url = new URL(figuresPath, siteAddress);
  url.searchParams.set('key', figuresToken(secret));
  if (range) {
    url.searchParams.set('from', range.from);
    url.searchParams.set('to', range.to);
  }
  return url.toString();
}
