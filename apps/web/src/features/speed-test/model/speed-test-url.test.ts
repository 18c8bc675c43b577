import { describe, expect, it } from 'vitest';
import { searchWithoutSpeedTest, searchWithSpeedTest, speedTestFromSearch } from './speed-test-url.ts';

describe('speed test dialog address', () => {
  it('reads ?st= as open, whatever its value', () => {
    expect(speedTestFromSearch('')).toBe(false);
    expect(speedTestFromSearch('?fb=1')).toBe(false);
    expect(speedTestFromSearch('?st=1')).toBe(true);
    expect(speedTestFromSearch('?x=2&st=')).toBe(true);
  });

  it('sets and removes it, keeping the other parameters', () => {
    expect(searchWithSpeedTest('', true)).toBe('?st=1');
    expect(searchWithSpeedTest('?page=2', true)).toBe('?page=2&st=1');
    expect(searchWithSpeedTest('?st=yes', true)).toBe('?st=1');
    expect(searchWithSpeedTest('?page=2&st=1', false)).toBe('?page=2');
    expect(searchWithoutSpeedTest('?st=1')).toBe('');
    expect(searchWithoutSpeedTest('?an=all&st=1')).toBe('?an=all');
  });
});
