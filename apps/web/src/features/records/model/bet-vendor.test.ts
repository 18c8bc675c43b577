import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { betVendorLabel } from './bet-vendor.ts';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('betVendorLabel', () => {
  it("names a bet's vendor as the lobby does, a lottery by its screen's title, and an unknown one by its code", () => {
    const t = i18n.t.bind(i18n);
    expect(betVendorLabel({ vendor: 'IHS', vendorName: 'Portal Studio' }, t)).toBe('Portal Studio');
    expect(betVendorLabel({ vendor: 'TCG_LOTTO_VN', vendorName: null }, t)).toBe('Regional lottery');
    expect(betVendorLabel({ vendor: 'TCG_SEA', vendorName: null }, t)).toBe('E-lottery');
    expect(betVendorLabel({ vendor: 'GONE', vendorName: null }, t)).toBe('GONE');
  });
});
