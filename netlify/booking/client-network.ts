/**
 * Which network a request comes from, as the booking store keeps it: enough to count how many times
 * one network holds (so one visitor cannot hold the whole week), never the address itself. IPv4 is
 * counted per /24 and IPv6 per /64 (what one household or one provider customer usually gets; a
 * single IPv6 visitor can change the last 64 bits at will), then keyed with HMAC-SHA256 under the
 * function's secret, so the stored value cannot be turned back into an address by trying them all.
 */
import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** The network part of an address: `203.0.113.0/24`, `2001:db8:1:2::/64`; `unknown` for anything else. */
export function networkPrefix(address: string | undefined): string {
  const trimmed = (address ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)?.[1];
  const candidate = mapped ?? trimmed;
  if (isIPv4(candidate)) return `${candidate.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(candidate)) {
    const groups = expandIPv6(candidate);
    return `${groups
      .slice(0, 4)
      .map((group) => group.replace(/^0+(?=.)/, ''))
      .join(':')}::/64`;
  }
  return 'unknown';
}

/** The stored, keyed form of a request's network: 22 base64url characters. */
export function networkOfAddress(address: string | undefined, secret: string): string {
  return createHmac('sha256', secret)
    .update(`client-network/v1\n${networkPrefix(address)}`)
    .digest('base64url')
    .slice(0, 22);
}

function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::') as [string, string | undefined];
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
}
