import { createRequire } from 'node:module';
import { parseClientIp } from './ip-rules.ts';

/** Country look-up from the GeoLite2 country database shipped in the geoip-country package. */
export type GeoLookup = (ip: string) => string | null;

type GeoipModule = { lookup: (ip: string) => { country?: string } | null };

export function createGeoLookup(): GeoLookup {
  // geoip-country is CommonJS and loads its data files relative to itself.
  const geoip = createRequire(import.meta.url)('geoip-country') as GeoipModule;
  // Visitors come back many times a minute; remembering recent answers skips the parse and search.
  const recent = new Map<string, string | null>();
  return (ip) => {
    const known = recent.get(ip);
    if (known !== undefined) return known;
    const addr = parseClientIp(ip);
    // Private, loopback and reserved ranges have no country.
    const country = addr?.range() === 'unicast' ? (geoip.lookup(addr.toString())?.country ?? null) : null;
    if (recent.size >= 10_000) recent.clear();
    recent.set(ip, country);
    return country;
  };
}
