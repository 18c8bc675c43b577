import { createRequire } from 'node:module';
import { parseClientIp } from './ip-rules.ts';

/** Country look-up from the GeoLite2 country database shipped in the geoip-country package. */
export type GeoLookup = (ip: string) => string | null;

type GeoipModule = { lookup: (ip: string) => { country?: string } | null };

export function createGeoLookup(): GeoLookup {
  // geoip-country is CommonJS and loads its data files relative to itself.
  const geoip = createRequire(import.meta.url)('geoip-country') as GeoipModule;
  return (ip) => {
    const addr = parseClientIp(ip);
    // Private, loopback and reserved ranges have no country.
    if (addr?.range() !== 'unicast') return null;
    return geoip.lookup(addr.toString())?.country ?? null;
  };
}
