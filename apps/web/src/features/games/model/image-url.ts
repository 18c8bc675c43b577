/**
 * A catalogue image address: absolute and site-relative addresses as they are; a bare path
 * on one of the merchant's image CDNs, picked at random (spec 9).
 */
export function imageUrl(icon: string | null, cdns: readonly string[], random = Math.random): string | null {
  if (!icon) return null;
  if (/^(https?:)?\/\//i.test(icon) || icon.startsWith('/') || icon.startsWith('data:')) return icon;
  const cdn = cdns[Math.floor(random() * cdns.length)];
  return cdn ? `${cdn.replace(/\/$/, '')}/${icon}` : `/${icon}`;
}
