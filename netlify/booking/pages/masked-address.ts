/**
 * An e-mail address as the booking page shows it: "e•••@example.ch", "e•••a@example.ch". The domain
 * stays whole: that is where a mistyped address most often goes wrong (gmial.com, bluewin.c, example.com
 * for example.ch) and where a visitor sees it at a glance. The first letter (and the last, where at least
 * three stay hidden) says whose address it is. The rest is hidden: the page opens from a private link that
 * can travel further than the visitor (a shared calendar entry carries it), and it never shows in full
 * what the visitor typed.
 */
const hidden = '•••';

/**
 * A zero-width space before the @: the address as one word is wider than a phone's line at large text,
 * and the browser broke it inside the domain ("example.c / h"); it may now break before the @ only.
 * The shown address is no address anyone copies (it is masked).
 */
const breakBeforeAt = '\u200b@';

export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  // Whole characters, not UTF-16 units: an address may begin with a letter outside the basic plane.
  const name = [...address.slice(0, Math.max(at, 0))];
  const domain = at >= 0 ? address.slice(at + 1) : '';
  if (name.length === 0 || domain === '') return hidden;
  const last = name.length >= 5 ? name[name.length - 1] : '';
  return `${name[0]}${hidden}${last}${breakBeforeAt}${domain}`;
}

/**
 * A phone number (E.164) as the booking page shows it: the country code and the first two digits, then
 * the last two, "+4179•••67": enough to see a mistyped number, not the number itself.
 */
export function maskedNumber(e164: string): string {
  return e164.length < 9 ? hidden : `${e164.slice(0, 5)}${hidden}${e164.slice(-2)}`;
}
