import type { Resource } from '@portal/contracts/system';
import { findResource } from '../../../lib/system-links.ts';

export const platforms = ['android', 'ios'] as const;
export type Platform = (typeof platforms)[number];

/**
 * How a phone gets the merchant's app, which decides the four steps shown: an Android package
 * (`.apk`), the site itself installed as a web app, or an iOS configuration profile (a Web Clip).
 */
export type InstallKind = 'androidPackage' | 'androidWebApp' | 'iosProfile';

export type InstallGuide = {
  platform: Platform;
  kind: InstallKind;
  /** Where the button on a phone goes (absolute). */
  link: string;
  /** What the QR code holds, for a phone held up to the screen (absolute). */
  qr: string;
};

const resourceTypeOf = { android: 'Android', ios: 'MOBILECONFIG' } as const;

const absolute = (url: string, origin: string) => {
  try {
    return new URL(url, `${origin}/`).toString();
  } catch {
    return null;
  }
};

const kindOf = (platform: Platform, link: string): InstallKind => {
  if (platform === 'ios') return 'iosProfile';
  return new URL(link).pathname.toLowerCase().endsWith('.apk') ? 'androidPackage' : 'androidWebApp';
};

/** The guide of `platform` from the merchant's resources (spec 3), or null when it has none. */
export function installGuideOf(
  resources: readonly Resource[],
  platform: Platform,
  origin: string,
): InstallGuide | null {
  const resource = findResource(resources, resourceTypeOf[platform]);
  const link = resource && absolute(resource.url, origin);
  if (!resource || !link) return null;
  const qr = (resource.qrCodeUrl && absolute(resource.qrCodeUrl, origin)) || link;
  return { platform, kind: kindOf(platform, link), link, qr };
}

/** The tab a visitor most likely wants: iOS on an iPhone or iPad, Android otherwise. */
export function likelyPlatform(userAgent: string, touchPoints = 0): Platform {
  // iPadOS reports itself as a Mac; a Mac with a touch screen is an iPad.
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)) return 'ios';
  return 'android';
}
