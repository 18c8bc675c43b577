import type { VendorCard } from '@portal/contracts/games';
import { useState } from 'react';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { imageUrl } from '../model/image-url.ts';
import styles from './vendor-badge.module.css';

/** Up to two letters standing for a vendor whose logo is missing or failed to load. */
export const vendorInitials = (name: string) =>
  (
    name
      .split(/[\s_-]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0])
      .join('') || name.slice(0, 2)
  ).toUpperCase();

/** A vendor's logo, or its initials in a circle; decorative (the vendor's name is written beside it). */
export function VendorBadge({
  vendor,
  size = 28,
}: {
  vendor: Pick<VendorCard, 'name' | 'icon'>;
  size?: number;
}) {
  const { imageCDNs } = useSystemInfo();
  const [failed, setFailed] = useState(false);
  const src = imageUrl(vendor.icon, imageCDNs);
  if (src && !failed)
    return (
      <img
        className={styles.logo}
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  return (
    <span
      className={styles.initials}
      style={{ width: size, height: size, fontSize: size * 0.4 }}
      aria-hidden="true"
    >
      {vendorInitials(vendor.name)}
    </span>
  );
}
