import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ApplicationStatus, applicationFieldsSchema, promotionStateOf } from './promotions.ts';

const DAY = 86_400_000;
const at = (ms: number) => new Date(ms);
const running = { action: 'apply' as const, startsAt: at(0), endsAt: at(10 * DAY) };

describe('promotionStateOf (spec 4 activity states)', () => {
  it('follows the window and the member’s latest application', () => {
    expect(promotionStateOf(running, null, at(-1))).toBe('coming_soon');
    expect(promotionStateOf(running, null, at(0))).toBe('join');
    expect(promotionStateOf(running, 'rejected', at(DAY))).toBe('rejected');
    expect(promotionStateOf(running, 'applying', at(DAY))).toBe('applying');
    expect(promotionStateOf(running, 'issued', at(DAY))).toBe('issued');
    expect(promotionStateOf(running, null, at(10 * DAY))).toBe('close');
    expect(promotionStateOf(running, 'rejected', at(10 * DAY))).toBe('close');
    expect(promotionStateOf({ ...running, endsAt: null }, null, at(1000 * DAY))).toBe('join');
    expect(promotionStateOf({ ...running, action: 'info' }, null, at(DAY))).toBeNull();
    expect(promotionStateOf({ ...running, action: 'info' }, null, at(11 * DAY))).toBe('close');
  });

  it('offers the form only inside the window, and never hides what the member already has', () => {
    const status = fc.constantFrom<ApplicationStatus | null>(null, 'applying', 'rejected', 'issued');
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 15 }), status, (day, latest) => {
        const state = promotionStateOf(running, latest, at(day * DAY));
        const inside = day >= 0 && day < 10;
        if (latest === 'applying' || latest === 'issued') expect(state).toBe(latest);
        else if (inside) expect(state).toBe(latest === 'rejected' ? 'rejected' : 'join');
        else expect(state).toBe(day < 0 ? 'coming_soon' : 'close');
      }),
    );
  });
});

describe('applicationFieldsSchema (spec 5: remark up to 140 characters)', () => {
  const requestId = '3b241101-e2bb-4255-8caf-4136c566a962';
  it('takes a remark of up to 140 characters after trimming, and nothing else', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (remark) => {
        expect(applicationFieldsSchema.safeParse({ requestId, remark }).success).toBe(true);
      }),
    );
    expect(applicationFieldsSchema.safeParse({ requestId, remark: ` ${'a'.repeat(140)} ` }).success).toBe(
      true,
    );
    expect(applicationFieldsSchema.safeParse({ requestId, remark: 'a'.repeat(141) }).success).toBe(false);
    expect(applicationFieldsSchema.safeParse({ requestId, amount: '1' }).success).toBe(false);
    expect(applicationFieldsSchema.safeParse({ remark: 'hi' }).success).toBe(false);
  });
});
