/**
 * A visitor's address as the mailbox it reaches: the outbox counts its budgets and keeps "no more mails"
 * per mailbox, so `Eva@…`, `eva+1@…` and `eva+termin@…` are one visitor, not three.
 *
 * Folded: the case of the whole address (no provider the practice's visitors use tells mailboxes apart
 * by case), a `+tag` in the local part (Gmail, Outlook.com, iCloud, Proton, Fastmail and most hosted
 * domains deliver `name+anything@` to `name@`), and at Gmail only the dots of the local part and
 * `googlemail.com` (Gmail delivers `e.va@` to `eva@`). Dots are not folded elsewhere: at other providers
 * `e.va@` and `eva@` may be two people, and folding them would let one use up the other's budget.
 */
import { keyedHashText } from '../shared/signer';

const gmailDomains = new Set(['gmail.com', 'googlemail.com']);

export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (gmailDomains.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** The mailbox under a key only the functions know: the same mailbox, the same name; no way back to it. */
export function mailboxKey(email: string, secret: string): string {
  return keyedHashText(secret, 'mailbox/v1', mailboxOf(email));
}
