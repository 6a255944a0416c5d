import { describe, expect, it } from 'vitest';
import { isNetworkSpec, isPeerIn, peerNetworks } from './peer-networks.ts';

describe('peer networks', () => {
  const local = peerNetworks(['loopback', 'private']);

  it.each([
    '127.0.0.1',
    '127.9.9.9',
    '::1',
    '::ffff:127.0.0.1',
    '10.2.3.4',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '::ffff:10.2.3.4',
    'fd00::1',
  ])('counts %s as local', (address) => expect(isPeerIn(local, address)).toBe(true));

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '172.15.255.255',
    '192.169.0.1',
    '2001:db8::1',
    '::ffff:8.8.8.8',
    'fe80::1',
    'not an address',
    undefined,
  ])('does not count %s as local', (address) => expect(isPeerIn(local, address)).toBe(false));

  it('takes single addresses and CIDR ranges of both families', () => {
    const listed = peerNetworks(['203.0.113.7', '198.51.100.0/24', '2001:db8:1::/48']);
    expect(isPeerIn(listed, '203.0.113.7')).toBe(true);
    expect(isPeerIn(listed, '203.0.113.8')).toBe(false);
    expect(isPeerIn(listed, '198.51.100.200')).toBe(true);
    expect(isPeerIn(listed, '2001:db8:1:ffff::1')).toBe(true);
    expect(isPeerIn(listed, '2001:db8:2::1')).toBe(false);
    expect(isPeerIn(listed, '127.0.0.1')).toBe(false);
  });

  it.each(['loopback', 'private', '10.0.0.0/8', '1.2.3.4', '::1', 'fc00::/7', '0.0.0.0/0'])(
    'accepts %s',
    (spec) => expect(isNetworkSpec(spec)).toBe(true),
  );

  it.each(['localhost', '10.0.0.0/33', '::1/129', '1.2.3.4/', '1.2.3.4/8/2', '10.0.0/8', '1.2.3.4/-1', ''])(
    'refuses %s',
    (spec) => {
      expect(isNetworkSpec(spec)).toBe(false);
      expect(() => peerNetworks([spec])).toThrow();
    },
  );
});
