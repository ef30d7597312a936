/** RFC 5321: the part before the @ may have at most 64 characters. */
export const emailLocalPartLimit = 64;

// Dot-atom local part (the characters HTML's type=email allows, no leading, trailing or double dot)
// and a domain of at least two DNS labels ending in a letter TLD or a punycode one. ASCII only:
// browsers hand IDN domains to scripts punycode-encoded, and the address ends up in a mail header.
const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const domainPart = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** A plain address such as `anna@example.ch`: no display name, no spaces, no control characters. Both forms and both mails use it. */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return local.length <= emailLocalPartLimit && localPart.test(local) && domainPart.test(domain);
}
