import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ipInRanges, parseCidr } from './ip-rules.ts';

describe('parseCidr', () => {
  it('normalises single addresses and ranges', () => {
    expect(parseCidr('8.8.8.8')?.text).toBe('8.8.8.8/32');
    expect(parseCidr('8.8.8.77/24')?.text).toBe('8.8.8.0/24');
    expect(parseCidr('2001:db8::1/32')?.text).toBe('2001:db8::/32');
    for (const bad of ['', 'abc', '1.2.3.4/33', '300.0.0.1', '1.2.3.4/-1'])
      expect(parseCidr(bad), bad).toBeNull();
  });
});

describe('ipInRanges', () => {
  const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255));
  it('matches every address inside a /24 and none outside it', () => {
    fc.assert(
      fc.property(ipv4, fc.nat(255), ([a, b, c], d) => {
        const range = parseCidr(`${a}.${b}.${c}.0/24`);
        if (!range) return false;
        expect(ipInRanges(`${a}.${b}.${c}.${d}`, [range])).toBe(true);
        expect(ipInRanges(`${a}.${b}.${(c + 1) % 256}.${d}`, [range])).toBe(false);
        return true;
      }),
    );
  });

  it('unwraps IPv4-mapped IPv6 client addresses and ignores garbage', () => {
    const range = parseCidr('10.1.0.0/16');
    if (!range) throw new Error('range');
    expect(ipInRanges('::ffff:10.1.2.3', [range])).toBe(true);
    expect(ipInRanges('not-an-ip', [range])).toBe(false);
  });
});
