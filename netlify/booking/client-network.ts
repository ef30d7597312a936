/**
 * Which network a request comes from, as the booking store keeps it: enough to count how many times
 * one network holds (so one visitor cannot hold the whole week), never the address itself. IPv4 is
 * counted per /24 and IPv6 per /48: a provider gives one customer a /48 or a /56 (RIPE-690), and
 * within it the customer picks any of 65,536 /64 networks at will, so a /64 would let one person hold
 * every time. A /48 may hold several customers of a mobile provider, as an IPv4 /24 behind a carrier's
 * NAT does; the cap is per network and a few times, so they share it as they share an IPv4 one. Then
 * keyed with HMAC-SHA256 under the
 * function's secret, so the stored value cannot be turned back into an address by trying them all.
 */
import { keyedHashText } from '../shared/signer';
import { isIPv4, isIPv6 } from 'node:net';

/** The network part of an address: `203.0.113.0/24`, `2001:db8:1::/48`; `unknown` for anything else. */
export function networkPrefix(address: string | undefined): string {
  const trimmed = (address ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)?.[1];
  const candidate = mapped ?? trimmed;
  if (isIPv4(candidate)) return `${candidate.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(candidate)) {
    const groups = expandIPv6(candidate);
    return `${groups
      .slice(0, 3)
      .map((group) => group.replace(/^0+(?=.)/, ''))
      .join(':')}::/48`;
  }
  return 'unknown';
}

/** The stored, keyed form of a request's network: 22 base64url characters. */
export function networkOfAddress(address: string | undefined, secret: string): string {
  return keyedHashText(secret, 'client-network/v1', networkPrefix(address)).slice(0, 22);
}

function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::') as [string, string | undefined];
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
}
