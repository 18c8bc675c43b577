import ipaddr from 'ipaddr.js';

export type CidrRange = { text: string; range: [ipaddr.IPv4 | ipaddr.IPv6, number] };

/** Turns '1.2.3.4', '1.2.3.0/24' or an IPv6 form into a normalised CIDR, or null if invalid. */
export function parseCidr(input: string): CidrRange | null {
  const value = input.trim();
  try {
    if (value.includes('/')) {
      const [addr, bits] = ipaddr.parseCIDR(value);
      const network =
        addr.kind() === 'ipv4'
          ? ipaddr.IPv4.networkAddressFromCIDR(value)
          : ipaddr.IPv6.networkAddressFromCIDR(value);
      return { text: `${network.toString()}/${bits}`, range: [network, bits] };
    }
    const addr = ipaddr.parse(value);
    const bits = addr.kind() === 'ipv4' ? 32 : 128;
    return { text: `${addr.toString()}/${bits}`, range: [addr, bits] };
  } catch {
    return null;
  }
}

/** Parses a client address, unwrapping IPv4-mapped IPv6 ('::ffff:1.2.3.4'). */
export function parseClientIp(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(ip)) return null;
  return ipaddr.process(ip);
}

export function ipInRanges(ip: string, ranges: readonly CidrRange[]): boolean {
  if (ranges.length === 0) return false;
  const addr = parseClientIp(ip);
  if (!addr) return false;
  return ranges.some(({ range }) => addr.kind() === range[0].kind() && addr.match(range));
}
