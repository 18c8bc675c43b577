import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextSessionLimitStep, sessionLimitValue, WARNING_MINUTES } from './session-limit.ts';

const MIN = 60_000;

describe('nextSessionLimitStep', () => {
  it('warns once, never after the end, and ends no earlier than the end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 * 24 * 60 * MIN }),
        fc.integer({ min: -24 * 60 * MIN, max: 24 * 60 * MIN }),
        fc.boolean(),
        (endsAt, offset, warned) => {
          const now = endsAt - offset;
          const next = nextSessionLimitStep(endsAt, now, warned);
          expect(next.at).toBeGreaterThanOrEqual(now);
          if (now >= endsAt) expect(next).toEqual({ step: 'end', at: now });
          else if (warned) expect(next).toEqual({ step: 'end', at: endsAt });
          else {
            expect(next.step).toBe('warn');
            expect(next.at).toBe(Math.max(now, endsAt - WARNING_MINUTES * MIN));
            expect(next.at).toBeLessThan(endsAt);
          }
        },
      ),
    );
  });
});

describe('sessionLimitValue', () => {
  it('reads a well-formed value and nothing else', () => {
    const good = { minutes: 60, startedAt: '2026-11-26T09:00:00.000Z', endedAt: '2026-11-26T10:00:00.000Z' };
    expect(sessionLimitValue(good)).toEqual(good);
    for (const bad of [
      null,
      undefined,
      'x',
      { ...good, minutes: 0 },
      { ...good, minutes: 1.5 },
      { ...good, endedAt: 'soon' },
    ])
      expect(sessionLimitValue(bad)).toBeNull();
  });
});
