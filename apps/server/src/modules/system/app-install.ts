import { createHash } from 'node:crypto';

/**
 * What a phone installs for a merchant's site (spec 1 "app download", the resources Android and
 * MOBILECONFIG): an iOS configuration profile holding a Web Clip, and the web app manifest that
 * lets Android's Chrome install the site. Both open the site itself full screen; no store app.
 */

export type InstallSite = { name: string; code: string; origin: string };

const xmlEscape = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );

/**
 * A stable UUID for one merchant and purpose: installing the profile again replaces the one on
 * the phone instead of adding a second icon.
 */
function stableUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\n')).digest('hex');
  const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase();
}

/** The profile's file name: the merchant's code, kept to characters every browser saves as they are. */
export const profileFileName = (code: string) =>
  `${code.replace(/[^A-Za-z0-9_-]/g, '') || 'portal'}.mobileconfig`;

/** An unsigned configuration profile (Apple's plist) with one Web Clip of the site's home page. */
export function webClipProfile(site: InstallSite): string {
  const name = xmlEscape(site.name);
  const id = `portal.${site.code.toLowerCase().replace(/[^a-z0-9-]/g, '')}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key>
      <true/>
      <key>IsRemovable</key>
      <true/>
      <key>Label</key>
      <string>${name}</string>
      <key>PayloadDisplayName</key>
      <string>${name}</string>
      <key>PayloadIdentifier</key>
      <string>${id}.webclip</string>
      <key>PayloadType</key>
      <string>com.apple.webClip.managed</string>
      <key>PayloadUUID</key>
      <string>${stableUuid(site.code, site.origin, 'webclip')}</string>
      <key>PayloadVersion</key>
      <integer>1</integer>
      <key>Precomposed</key>
      <true/>
      <key>URL</key>
      <string>${xmlEscape(`${site.origin}/`)}</string>
    </dict>
  </array>
  <key>PayloadDescription</key>
  <string>Adds ${name} to the home screen.</string>
  <key>PayloadDisplayName</key>
  <string>${name}</string>
  <key>PayloadIdentifier</key>
  <string>${id}</string>
  <key>PayloadRemovalDisallowed</key>
  <false/>
  <key>PayloadType</key>
  <string>Configuration</string>
  <key>PayloadUUID</key>
  <string>${stableUuid(site.code, site.origin, 'profile')}</string>
  <key>PayloadVersion</key>
  <integer>1</integer>
</dict>
</plist>
`;
}

/** The web app manifest: Chrome on Android offers "Install app" for a site that has one. */
export function webAppManifest(site: Pick<InstallSite, 'name'>) {
  return {
    name: site.name,
    short_name: site.name.length > 12 ? site.name.slice(0, 12).trim() : site.name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#120d24',
    theme_color: '#6142bf',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
