import { describe, expect, it } from 'vitest';
import { offersAppDownload } from './offers-app-download.ts';

describe('offersAppDownload', () => {
  it('offers the app on every domain the merchant has not named', () => {
    expect(offersAppDownload([], 'portal.example')).toBe(true);
    expect(offersAppDownload(['app.portal.example'], 'portal.example')).toBe(true);
  });

  it('leaves it out on a named domain, whatever the case of the address', () => {
    expect(offersAppDownload(['app.portal.example'], 'app.portal.example')).toBe(false);
    expect(offersAppDownload(['app.portal.example'], 'App.Portal.Example')).toBe(false);
  });
});
