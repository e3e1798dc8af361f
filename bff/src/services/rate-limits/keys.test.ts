import { describe, expect, it } from 'vitest';
import { addressBlock, addressKey } from './keys.ts';

describe('addressBlock: who a limit keyed by address counts', () => {
  it('counts an IPv4 address by itself: neighbours are other clients', () => {
    expect(addressBlock('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('198.51.100.7')).not.toBe(addressKey('198.51.100.8'));
  });

  it('counts an IPv6 address by its /64, whatever the spelling', () => {
    expect(addressBlock('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('fe80::1%eth0')).toBe('fe80::/64');
    expect(addressBlock('::1')).toBe('::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:abcd::99'));
    // The next /64 is another subscriber.
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressBlock('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:198.51.100.7')).toBe(addressKey('198.51.100.7'));
  });

  it('leaves anything that is not an address as it is', () => {
    expect(addressBlock('')).toBe('');
    expect(addressBlock('not-an-address')).toBe('not-an-address');
  });
});
