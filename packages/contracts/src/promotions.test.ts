import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ApplicationStatus,
  applicationFieldsSchema,
  checkinBodySchema,
  checkinStateOf,
  checkinStreak,
  MATCH_PERCENT_MAX,
  matchBonus,
  matchJoinBodySchema,
  matchStateOf,
  promotionStateOf,
} from './promotions.ts';

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

const isoDay = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

describe('check-in (spec 4 signed)', () => {
  it('is open to a check-in once a day within its window', () => {
    const window = { startsAt: at(0), endsAt: at(10 * DAY) };
    expect(checkinStateOf(window, false, at(-1))).toBe('coming_soon');
    expect(checkinStateOf(window, false, at(DAY))).toBe('join');
    expect(checkinStateOf(window, true, at(DAY))).toBe('signed');
    expect(checkinStateOf(window, true, at(10 * DAY))).toBe('close');
    expect(checkinStateOf({ ...window, endsAt: null }, false, at(1000 * DAY))).toBe('join');
  });

  it('counts the days in a row up to today, or up to yesterday while today is open', () => {
    const today = 20_000;
    expect(checkinStreak([], isoDay(today))).toBe(0);
    expect(checkinStreak([isoDay(today)], isoDay(today))).toBe(1);
    expect(checkinStreak([isoDay(today - 1), isoDay(today - 2)], isoDay(today))).toBe(2);
    expect(checkinStreak([isoDay(today - 2)], isoDay(today))).toBe(0);
    // Across a month's and a year's end.
    expect(checkinStreak(['2026-12-31', '2027-01-01', '2026-11-30', '2026-12-01'], '2027-01-01')).toBe(2);
  });

  it('never counts more days than were checked in, nor a day after a gap', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 60 }), (offsets) => {
        const today = 20_000;
        const days = offsets.map((o) => isoDay(today - o));
        const streak = checkinStreak(days, isoDay(today));
        expect(streak).toBeLessThanOrEqual(days.length);
        // The streak's days are all there, and the day before it is not.
        const end = offsets.includes(0) ? 0 : 1;
        for (let i = 0; i < streak; i++) expect(offsets).toContain(end + i);
        expect(offsets).not.toContain(end + streak);
      }),
    );
  });

  it('takes a promotion id and a request id, nothing else', () => {
    const ok = { promotionId: '7', requestId: '3b241101-e2bb-4255-8caf-4136c566a962' };
    expect(checkinBodySchema.safeParse(ok).success).toBe(true);
    for (const bad of [{}, { ...ok, requestId: 'x' }, { ...ok, promotionId: 7 }, { ...ok, extra: 1 }])
      expect(checkinBodySchema.safeParse(bad).success).toBe(false);
  });
});

describe('deposit match', () => {
  const terms = { percent: 100, minDeposit: 100_000n, bonusMax: 1_000_000n };

  it('pays the share of a deposit from the smallest one up, never above the ceiling', () => {
    expect(matchBonus(99_999n, terms)).toBe(0n);
    expect(matchBonus(100_000n, terms)).toBe(100_000n);
    expect(matchBonus(5_000_000n, terms)).toBe(1_000_000n);
    // 33% of 1,001 is 330.33: the fraction stays with the house.
    expect(matchBonus(1_001n, { percent: 33, minDeposit: 1n, bonusMax: 10_000n })).toBe(330n);
  });

  it('is exact, within the ceiling and the share, and grows with the deposit', () => {
    const amount = fc.bigInt({ min: 0n, max: 2n ** 62n });
    const terms = fc.record({
      percent: fc.integer({ min: 1, max: MATCH_PERCENT_MAX }),
      minDeposit: fc.bigInt({ min: 1n, max: 10n ** 12n }),
      bonusMax: fc.bigInt({ min: 1n, max: 10n ** 12n }),
    });
    fc.assert(
      fc.property(amount, amount, terms, (a, b, t) => {
        const bonus = matchBonus(a, t);
        expect(bonus >= 0n && bonus <= t.bonusMax).toBe(true);
        expect(bonus * 100n <= a * BigInt(t.percent)).toBe(true);
        if (a < t.minDeposit) expect(bonus).toBe(0n);
        else expect(bonus === t.bonusMax || (bonus + 1n) * 100n > a * BigInt(t.percent)).toBe(true);
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(matchBonus(low, t) <= matchBonus(high, t)).toBe(true);
      }),
    );
  });

  it('is joined while it runs, joined until a deposit pays it, and paid stays paid', () => {
    const window = { startsAt: at(0), endsAt: at(10 * DAY) };
    expect(matchStateOf(window, null, at(-1))).toBe('coming_soon');
    expect(matchStateOf(window, null, at(DAY))).toBe('join');
    expect(matchStateOf(window, { paid: false }, at(DAY))).toBe('joined');
    expect(matchStateOf(window, { paid: true }, at(DAY))).toBe('issued');
    expect(matchStateOf(window, { paid: false }, at(10 * DAY))).toBe('close');
    expect(matchStateOf(window, { paid: true }, at(11 * DAY))).toBe('issued');
  });

  it('takes a promotion id, nothing else', () => {
    expect(matchJoinBodySchema.safeParse({ promotionId: '7' }).success).toBe(true);
    for (const bad of [{}, { promotionId: 7 }, { promotionId: 'x' }, { promotionId: '7', extra: 1 }])
      expect(matchJoinBodySchema.safeParse(bad).success).toBe(false);
  });
});
