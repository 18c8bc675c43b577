import { describe, expect, it } from 'vitest';
import { formatRate } from './format.ts';

describe('rates in basis points', () => {
  it('writes them as a percent with up to two decimals, in the page language', () => {
    expect(formatRate(80, 'en')).toBe('0.8%');
    expect(formatRate(30, 'en')).toBe('0.3%');
    expect(formatRate(100, 'en')).toBe('1%');
    expect(formatRate(125, 'en')).toBe('1.25%');
    expect(formatRate(1, 'en')).toBe('0.01%');
    expect(formatRate(0, 'en')).toBe('0%');
    expect(formatRate(300, 'en')).toBe('3%');
    expect(formatRate(4_525, 'en')).toBe('45.25%');
    expect(formatRate(80, 'vi')).toBe('0,8%');
    expect(formatRate(150, 'vi')).toBe('1,5%');
  });
});
