/**
 * A visitor's phone number as the key its SMS budgets are kept under (./budgets.ts: admitSms), the twin of
 * ./mailbox.ts for addresses: the E.164 number (src/booking/phone-number.ts) under a keyed hash only the
 * functions know, so the ledger's notices never hold a number.
 */
import { keyedHashText } from '../shared/signer';

export function numberKey(e164: string, secret: string): string {
  return keyedHashText(secret, 'number/v1', e164);
}
