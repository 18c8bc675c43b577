import { describe, expect, it } from 'vitest';
import { progressFraction } from './progress-fraction.ts';

describe('mission progress', () => {
  it('is the share of the target reached, full at the target and beyond', () => {
    expect(progressFraction(0, 10)).toBe(0);
    expect(progressFraction(3, 10)).toBe(0.3);
    expect(progressFraction(10, 10)).toBe(1);
    expect(progressFraction(25_000_000, 20_000_000)).toBe(1);
    expect(progressFraction(5, 0)).toBe(1);
  });
});
