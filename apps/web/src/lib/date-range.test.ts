import { describe, expect, it } from 'vitest';
import { dayOf, matchingShortcut, shortcutRange, toLocalIso, toQueryRange } from './date-range.ts';

describe('date ranges of the reports (member records, agent team reports)', () => {
  const now = new Date(2026, 10, 21, 15, 30); // 21 Nov 2026, local time

  it('gives today, the last 7 and the last 30 days, today included', () => {
    expect(shortcutRange('today', now)).toEqual({ start: '2026-11-21', end: '2026-11-21' });
    expect(shortcutRange('last7', now)).toEqual({ start: '2026-11-15', end: '2026-11-21' });
    expect(shortcutRange('last30', now)).toEqual({ start: '2026-10-23', end: '2026-11-21' });
    expect(shortcutRange('last7', new Date(2026, 0, 3))).toEqual({ start: '2025-12-28', end: '2026-01-03' });
  });

  it('recognises a shortcut range', () => {
    expect(matchingShortcut({ start: '2026-11-15', end: '2026-11-21' }, now)).toBe('last7');
    expect(matchingShortcut({ start: '2026-11-14', end: '2026-11-21' }, now)).toBeNull();
  });

  it('asks from the start of the first local day to the start of the day after the last', () => {
    const range = toQueryRange({ start: '2026-11-15', end: '2026-11-21' });
    if (!range.ok) throw new Error('expected a range');
    expect(range.from).toBe(toLocalIso(new Date(2026, 10, 15)));
    expect(range.to).toBe(toLocalIso(new Date(2026, 10, 22)));
    expect(new Date(range.from).getTime()).toBe(new Date(2026, 10, 15).getTime());
    expect(new Date(range.to).getTime()).toBe(new Date(2026, 10, 22).getTime());
    expect(range.from).toMatch(/^2026-11-15T00:00:00[+-]\d{2}:\d{2}$/);
  });

  it('refuses a reversed, malformed or longer than 92 days range', () => {
    expect(toQueryRange({ start: '2026-11-21', end: '2026-11-20' })).toEqual({ ok: false, problem: 'order' });
    expect(toQueryRange({ start: '2026-02-30', end: '2026-03-01' })).toEqual({
      ok: false,
      problem: 'invalid',
    });
    expect(toQueryRange({ start: '', end: '2026-03-01' })).toEqual({ ok: false, problem: 'invalid' });
    expect(toQueryRange({ start: '2026-01-01', end: '2026-04-02' })).toEqual({
      ok: true,
      ...pick('2026-01-01', '2026-04-02'),
    });
    expect(toQueryRange({ start: '2026-01-01', end: '2026-04-03' })).toEqual({
      ok: false,
      problem: 'tooLong',
    });
  });

  it('writes local dates as yyyy-MM-dd', () => {
    expect(dayOf(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

function pick(start: string, end: string) {
  const range = toQueryRange({ start, end });
  if (!range.ok) throw new Error('expected a range');
  return { from: range.from, to: range.to };
}
