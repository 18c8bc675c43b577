import { addMonths, exclusionEnd } from '@portal/contracts/responsible-gaming';
import { describe, expect, it } from 'vitest';
import { lengthKey } from './exclusion.ts';

describe('exclusion lengths', () => {
  const now = new Date('2026-11-26T10:15:00Z');

  it('ends a time-out whole days later', () => {
    expect(exclusionEnd({ kind: 'timeout', days: 1 }, now).toISOString()).toBe('2026-11-27T10:15:00.000Z');
    expect(exclusionEnd({ kind: 'timeout', days: 42 }, now).toISOString()).toBe('2027-01-07T10:15:00.000Z');
  });

  it('ends a self-exclusion calendar months later, the day clamped to the month', () => {
    expect(exclusionEnd({ kind: 'self_exclusion', months: 6 }, now).toISOString()).toBe(
      '2027-05-26T10:15:00.000Z',
    );
    expect(exclusionEnd({ kind: 'self_exclusion', months: 60 }, now).toISOString()).toBe(
      '2031-11-26T10:15:00.000Z',
    );
    expect(addMonths(new Date('2026-08-31T00:00:00Z'), 6).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonths(new Date('2027-08-31T00:00:00Z'), 6).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('names each length for the text catalogue', () => {
    expect(lengthKey({ kind: 'timeout', days: 7 })).toBe('timeout.7');
    expect(lengthKey({ kind: 'self_exclusion', months: 12 })).toBe('self_exclusion.12');
  });
});
