import { networkOfAddress, networkPrefix } from './client-network';

describe('networkPrefix', () => {
  it('counts IPv4 per /24 and IPv6 per /48', () => {
    expect(networkPrefix('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkPrefix('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkPrefix('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1::/48');
    expect(networkPrefix('2001:0db8:0001:0002::1')).toBe('2001:db8:1::/48');
    expect(networkPrefix('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkPrefix('::1')).toBe('0:0:0::/48');
  });

  it("gives one customer's /48 one count, whichever of its 65,536 /64 networks it uses", () => {
    const subnets = ['2001:db8:abcd:0::1', '2001:db8:abcd:1::1', '2001:db8:abcd:ffff::1', '2001:db8:abcd:8000:1:2:3:4'];
    expect(new Set(subnets.map(networkPrefix))).toEqual(new Set(['2001:db8:abcd::/48']));
    expect(networkPrefix('2001:db8:abce::1')).not.toBe(networkPrefix('2001:db8:abcd::1'));
  });

  it('puts what is no address into one bucket', () => {
    expect(networkPrefix(undefined)).toBe('unknown');
    expect(networkPrefix('')).toBe('unknown');
    expect(networkPrefix('203.0.113.77, 10.0.0.1')).toBe('unknown');
  });
});

describe('networkOfAddress', () => {
  const secret = 'test-secret-0123456789abcdef0123456789';

  it('is the same for one network, different for another, and reveals neither', () => {
    const home = networkOfAddress('203.0.113.77', secret);
    expect(networkOfAddress('203.0.113.5', secret)).toBe(home);
    expect(networkOfAddress('203.0.114.5', secret)).not.toBe(home);
    expect(networkOfAddress('2001:db8:1:2::1', secret)).toBe(networkOfAddress('2001:db8:1:7:ffff::9', secret));
    expect(home).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(home).not.toContain('203');
    expect(networkOfAddress('203.0.113.77', `${secret}x`)).not.toBe(home);
  });
});
