import { afterEach, describe, expect, it } from 'vitest';
import { rememberVendor, selectedVendor } from './selected-vendor.ts';

afterEach(() => sessionStorage.clear());

describe('selected vendor (spec 2: kept in session storage)', () => {
  it('remembers a vendor per category and forgets it on "all"', () => {
    rememberVendor('RNG', 'PG');
    rememberVendor('LIVE', 'EVO');
    expect(selectedVendor('RNG')).toBe('PG');
    expect(selectedVendor('LIVE')).toBe('EVO');
    expect(selectedVendor('FISH')).toBeNull();
    rememberVendor('RNG', null);
    expect(selectedVendor('RNG')).toBeNull();
    expect(selectedVendor('LIVE')).toBe('EVO');
  });

  it('reads a plain stored value as the /rng vendor', () => {
    sessionStorage.setItem('selectedVendor', 'PG');
    expect(selectedVendor('RNG')).toBe('PG');
    expect(selectedVendor('LIVE')).toBeNull();
  });

  it('ignores stored values that are not a vendor code', () => {
    sessionStorage.setItem('selectedVendor', JSON.stringify({ RNG: 5 }));
    expect(selectedVendor('RNG')).toBeNull();
    sessionStorage.setItem('selectedVendor', '[1]');
    expect(selectedVendor('RNG')).toBeNull();
  });
});
