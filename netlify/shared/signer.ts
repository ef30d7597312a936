/**
 * The one signer of the functions: an HMAC-SHA256 under a secret only the functions know, over a fixed
 * purpose and version and then each field on its own line, so no two purposes or field lists share a
 * message. Every link the site signs (a booking's page, "this was not me", the team's release and
 * attendance links, the owner's figures) and every keyed name it stores (a mailbox, a network) is made here.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** 32 characters: a random secret of that length has far more than the 128 bits a MAC key needs. */
export const minimumSecretLength = 32;

export function keyedHash(secret: string, purpose: string, ...fields: string[]): Buffer {
  if (secret.length < minimumSecretLength) throw new Error(`a signing secret must be at least ${minimumSecretLength} characters`);
  return createHmac('sha256', secret)
    .update([purpose, ...fields].join('\n'))
    .digest();
}

/** The same, as URL-safe text (base64url, 43 characters). */
export function keyedHashText(secret: string, purpose: string, ...fields: string[]): string {
  return keyedHash(secret, purpose, ...fields).toString('base64url');
}

/** Whether a MAC given as base64url text is `expected`: compared in the same time wherever they differ, and only in its canonical spelling. */
export function isSameMac(given: string, expected: Buffer): boolean {
  const received = Buffer.from(given, 'base64url');
  // Equal length first (timingSafeEqual throws otherwise).
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return false;
  // base64url decoding forgives a changed last character's unused bits: only the canonical spelling is accepted.
  return received.toString('base64url') === given;
}
