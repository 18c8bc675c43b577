import type { Resource } from '@portal/contracts/system';
import { describe, expect, it } from 'vitest';
import { installGuideOf, likelyPlatform } from './install-guide.ts';

const origin = 'https://play.portal.test';
const resource = (resourceType: Resource['resourceType'], url: string, qrCodeUrl: string | null = null) => ({
  resourceType,
  url,
  qrCodeUrl,
  labelNameEn: resourceType,
});

describe('installGuideOf (spec 3 resources Android and MOBILECONFIG)', () => {
  it("reads the iOS guide from MOBILECONFIG, the site's own addresses made absolute", () => {
    expect(installGuideOf([resource('MOBILECONFIG', '/app.mobileconfig')], 'ios', origin)).toEqual({
      platform: 'ios',
      kind: 'iosProfile',
      link: 'https://play.portal.test/app.mobileconfig',
      qr: 'https://play.portal.test/app.mobileconfig',
    });
  });

  it('tells an Android package from the site installed as a web app', () => {
    const apk = installGuideOf([resource('Android', 'https://cdn.test/Portal.APK')], 'android', origin);
    expect(apk?.kind).toBe('androidPackage');
    const webApp = installGuideOf([resource('Android', '/')], 'android', origin);
    expect(webApp).toMatchObject({ kind: 'androidWebApp', link: 'https://play.portal.test/' });
  });

  it("puts the merchant's QR address in the code when it has one, its link otherwise", () => {
    const guide = installGuideOf(
      [resource('Android', 'https://cdn.test/app.apk', 'https://short.test/a')],
      'android',
      origin,
    );
    expect(guide).toMatchObject({ link: 'https://cdn.test/app.apk', qr: 'https://short.test/a' });
  });

  it('has no guide for a platform the merchant does not list, or lists without an address', () => {
    const resources = [resource('Android', ''), resource('LINE', 'https://line.test')];
    expect(installGuideOf(resources, 'android', origin)).toBeNull();
    expect(installGuideOf(resources, 'ios', origin)).toBeNull();
    expect(installGuideOf([resource('MOBILECONFIG', 'http://[bad')], 'ios', origin)).toBeNull();
  });
});

describe('likelyPlatform', () => {
  it('picks iOS on an iPhone, and on an iPad that reports itself as a Mac with a touch screen', () => {
    expect(likelyPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe('ios');
    expect(likelyPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
  });

  it('picks Android otherwise: Android phones, desktops, a Mac without touch', () => {
    expect(likelyPlatform('Mozilla/5.0 (Linux; Android 15; Pixel 9)')).toBe('android');
    expect(likelyPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('android');
    expect(likelyPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('android');
  });
});
