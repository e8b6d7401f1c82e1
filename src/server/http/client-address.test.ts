// Per-address limits count an IPv4 address or an IPv6 /64 (decision 037).
import { isIP } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressGroup } from './client-address.js';

describe('addressGroup', () => {
  it('keeps IPv4 addresses and anything that is not an address', () => {
    expect(addressGroup('203.0.113.5')).toBe('203.0.113.5');
    expect(addressGroup('unknown')).toBe('unknown');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address, in either spelling', () => {
    expect(addressGroup('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressGroup('::FFFF:cb00:7105')).toBe('203.0.113.5');
    expect(addressGroup('0:0:0:0:0:ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('groups IPv6 addresses by their /64, whatever the spelling', () => {
    expect(addressGroup('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressGroup('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(addressGroup('2001:db8::1:2:3:4')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('2001:db8:0:2::1')).not.toBe(addressGroup('2001:db8:0:1::1'));
    // Not mapped: ::ffff:0:a.b.c.d (IPv4-translated) and ::a.b.c.d stay IPv6.
    expect(addressGroup('::ffff:0:203.0.113.5')).toBe('0:0:0:0::/64');
  });

  it('gives every address of one /64 the same group, and a different one to another /64', () => {
    const hextet = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    const address = fc.array(hextet, { minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(address, address, (a, b) => {
        const same = [...a.slice(0, 4), ...b.slice(4)].join(':');
        expect(isIP(same)).toBe(6);
        if (same.startsWith('0:0:0:0:0:ffff:')) return;
        const network = `${a.slice(0, 4).join(':')}::/64`;
        expect(addressGroup(same)).toBe(network);
        if (!a.join(':').startsWith('0:0:0:0:0:ffff:')) expect(addressGroup(a.join(':'))).toBe(network);
      }),
    );
  });
});
