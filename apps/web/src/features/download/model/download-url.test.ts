import { describe, expect, it } from 'vitest';
import { appPlatformFromSearch, searchWithAppPlatform, searchWithoutAppDownload } from './download-url.ts';

describe('the app download modal in the address (?app=)', () => {
  it('reads the platform, and nothing from a value it does not know', () => {
    expect(appPlatformFromSearch('?app=ios')).toBe('ios');
    expect(appPlatformFromSearch('?x=1&app=android')).toBe('android');
    expect(appPlatformFromSearch('?app=windows')).toBeNull();
    expect(appPlatformFromSearch('?app=')).toBeNull();
    expect(appPlatformFromSearch('')).toBeNull();
  });

  it('writes it beside the other parameters and takes it off again', () => {
    expect(searchWithAppPlatform('?page=2', 'ios')).toBe('?page=2&app=ios');
    expect(searchWithoutAppDownload('?page=2&app=ios')).toBe('?page=2');
    expect(searchWithoutAppDownload('?app=android')).toBe('');
  });
});
