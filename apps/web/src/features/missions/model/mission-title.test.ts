import { formatMoney } from '@portal/contracts/money';
import { describe, expect, it } from 'vitest';
import { formatMissionAmount, missionTitleParts } from './mission-title.ts';

const writers = {
  money: (minor: number) => formatMoney(minor, 2, '₫'),
  count: (value: number) => new Intl.NumberFormat('en').format(value),
};

describe('mission title', () => {
  it('names the kind and period, and the target in money for deposits and wagers', () => {
    expect(missionTitleParts({ kind: 'deposit', period: 'daily', target: 20_000_000 })).toEqual({
      key: 'deposit.daily',
      target: { unit: 'money', value: 20_000_000 },
    });
    expect(missionTitleParts({ kind: 'lottery_wager', period: 'weekly', target: 500_000_000 })).toEqual({
      key: 'lottery_wager.weekly',
      target: { unit: 'money', value: 500_000_000 },
    });
    expect(missionTitleParts({ kind: 'wager', period: 'daily', target: 1 }).target.unit).toBe('money');
  });

  it('counts bets', () => {
    expect(missionTitleParts({ kind: 'bets', period: 'daily', target: 10 })).toEqual({
      key: 'bets.daily',
      target: { unit: 'count', value: 10 },
    });
  });

  it('writes amounts in the unit of the kind', () => {
    expect(formatMissionAmount('deposit', 20_000_000, writers)).toBe('₫200,000.00');
    expect(formatMissionAmount('wager', 0, writers)).toBe('₫0.00');
    expect(formatMissionAmount('bets', 1_200, writers)).toBe('1,200');
  });
});
