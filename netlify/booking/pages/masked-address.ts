/**
 * An e-mail address as the booking page shows it: "e•••@example.ch", "e•••a@example.ch". The domain
 * stays whole: that is where a mistyped address most often goes wrong (gmial.com, bluewin.c, example.com
 * for example.ch) and where a visitor sees it at a glance. The first letter (and the last, where at least
 * three stay hidden) says whose address it is. The rest is hidden: the page opens from a private link that
 * can travel further than the visitor (a shared calendar entry carries it), and it never shows in full
 * what the visitor typed.
 */
import { phoneNumberInWords } from '../../../src/booking/phone-number';
import { addressPieces } from '../../../src/html/address-breaks';

const hidden = '•••';

/**
 * A zero-width space where an address may break (../../../src/html/address-breaks.ts: before the @ and each
 * dot, and after a hyphen as anywhere). The shown address is no address anyone copies (it is masked).
 */
const breakOpportunity = '\u200b';

export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  // Whole characters, not UTF-16 units: an address may begin with a letter outside the basic plane.
  const name = [...address.slice(0, Math.max(at, 0))];
  const domain = at >= 0 ? address.slice(at + 1) : '';
  if (name.length === 0 || domain === '') return hidden;
  const last = name.length >= 5 ? name[name.length - 1] : '';
  return breakableAddress(`${name[0]}${hidden}${last}@${domain}`);
}

/** An address as the page shows it (not as a link's target): it may break before its @ and each dot. */
export function breakableAddress(address: string): string {
  return addressPieces(address).join(breakOpportunity);
}

/**
 * A phone number (E.164) as the booking page shows it: grouped as it is read (./phone-number.ts), the
 * country code and the first group, then the last group, the rest hidden, "+41 79 ••• •• 67": enough to see
 * a mistyped number, not the number itself. The spaces let a line break between groups at large text.
 */
export function maskedNumber(e164: string): string {
  const groups = phoneNumberInWords(e164).words.split(' ');
  if (groups.length >= 4)
    return [...groups.slice(0, 2), ...groups.slice(2, -1).map((group) => '•'.repeat(group.length)), groups.at(-1)].join(' ');
  return e164.length < 9 ? hidden : `${e164.slice(0, 3)} ${e164.slice(3, 5)} ${hidden} ${e164.slice(-2)}`;
}
