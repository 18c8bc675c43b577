import { systemInfoSchema } from '@portal/contracts/system';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { webClipProfile } from './app-install.ts';

const harness = useTestApp({ config: { PUBLIC_URL: 'https://play.portal.test/' } });

/** The values of a plist's `<key>…</key><string>…</string>` pairs, in order. */
const stringsOf = (plist: string, key: string) =>
  [...plist.matchAll(new RegExp(`<key>${key}</key>\\s*<string>([^<]*)</string>`, 'g'))].map((m) => m[1]);

describe('app install files (spec 1 "app download")', () => {
  it("serves the demo merchant's iOS profile: one Web Clip of the site, full screen, as a download", async () => {
    const res = await harness.app.inject({ method: 'GET', url: '/app.mobileconfig' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-apple-aspen-config');
    expect(res.headers['content-disposition']).toBe('attachment; filename="demo.mobileconfig"');
    const plist = res.body;
    expect(stringsOf(plist, 'PayloadType')).toEqual(['com.apple.webClip.managed', 'Configuration']);
    expect(stringsOf(plist, 'URL')).toEqual(['https://play.portal.test/']);
    expect(stringsOf(plist, 'Label')).toEqual(['Portal Demo']);
    expect(plist).toMatch(/<key>FullScreen<\/key>\s*<true\/>/);
    // The same profile each time, so installing it again replaces the icon rather than adding one.
    const again = await harness.app.inject({ method: 'GET', url: '/app.mobileconfig' });
    expect(again.body).toBe(plist);
    const uuids = stringsOf(plist, 'PayloadUUID');
    expect(new Set(uuids).size).toBe(2);
    for (const uuid of uuids)
      expect(uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
  });

  it('writes a merchant name that looks like markup as text', () => {
    const plist = webClipProfile({ name: 'A & B <Casino>', code: 'a&b', origin: 'https://x.test' });
    expect(stringsOf(plist, 'Label')).toEqual(['A &amp; B &lt;Casino&gt;']);
    expect(plist).not.toContain('<Casino>');
    expect(stringsOf(plist, 'PayloadIdentifier')).toEqual(['portal.ab.webclip', 'portal.ab']);
  });

  it("serves the web app manifest with the merchant's name, opening the home page on its own", async () => {
    const res = await harness.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.json()).toMatchObject({ name: 'Portal Demo', start_url: '/', display: 'standalone' });
    expect(res.json().icons.length).toBeGreaterThan(0);
  });

  it("points the demo merchant's Android and iOS resources at what it installs", async () => {
    const res = await harness.app.inject({ method: 'GET', url: '/wps/system/status' });
    const { resources } = systemInfoSchema.parse(res.json().value.info);
    const byType = new Map(resources.map((r) => [r.resourceType, r]));
    expect(byType.get('MOBILECONFIG')?.url).toBe('/app.mobileconfig');
    expect(byType.get('Android')?.url).toBe('/');
  });
});
