import { missionStateOf } from '@portal/contracts/missions';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localParts } from '../../lib/zoned-time.ts';
import { missionPeriods } from './missions.service.ts';

const zones = ['Asia/Ho_Chi_Minh', 'UTC', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe'];
const instants = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('mission periods', () => {
  it('hold the instant, start at local midnight, and weeks start on a Monday holding the day', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (now, zone) => {
        const { daily, weekly } = missionPeriods(now, zone);
        for (const p of [daily, weekly]) {
          expect(p.from.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(p.to.getTime()).toBeGreaterThan(now.getTime());
        }
        expect(weekly.from.getTime()).toBeLessThanOrEqual(daily.from.getTime());
        expect(weekly.to.getTime()).toBeGreaterThanOrEqual(daily.to.getTime());
        const start = localParts(daily.from, zone);
        const monday = localParts(weekly.from, zone);
        expect([start.hour, start.minute]).toEqual([0, 0]);
        expect([monday.weekday, monday.hour, monday.minute]).toEqual([1, 0, 0]);
        // A day is 23 to 25 hours across an offset change; a week about seven days.
        const dayHours = (daily.to.getTime() - daily.from.getTime()) / 3_600_000;
        expect(dayHours).toBeGreaterThanOrEqual(23);
        expect(dayHours).toBeLessThanOrEqual(25);
        expect(Math.round((weekly.to.getTime() - weekly.from.getTime()) / 86_400_000)).toBe(7);
      }),
    );
  });
});

describe('mission state', () => {
  it('is claimed once claimed, claim once the target is reached, process before', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1 }), fc.boolean(), (progress, target, claimed) => {
        const state = missionStateOf(progress, target, claimed);
        expect(state).toBe(claimed ? 'claimed' : progress >= target ? 'claim' : 'process');
      }),
    );
  });
});
