import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, i18n, loadArea } from './i18n.ts';
import { recordTypeText } from './record-type.ts';

const t = (key: string) => i18n.t(key);

beforeAll(async () => {
  await loadArea('member', 'en');
  await loadArea('member', 'vi');
});

afterEach(async () => {
  await applyLanguage('en');
});

describe('recordTypeText', () => {
  it('names the bonus movements of promotions, in the page language', async () => {
    expect(recordTypeText('promotion_bonus', t)).toBe('Promotion bonus');
    expect(recordTypeText('raffle_prize', t)).toBe('Raffle prize');
    expect(recordTypeText('checkin_reward', t)).toBe('Check-in reward');
    await applyLanguage('vi');
    expect(recordTypeText('raffle_prize', t)).toBe('Giải thưởng bốc thăm');
    expect(recordTypeText('checkin_reward', t)).toBe('Thưởng điểm danh');
  });

  it('shows an unknown type as it is, and a withdrawal_ type under its withdraw_ words', () => {
    expect(recordTypeText('jackpot_share', t)).toBe('jackpot_share');
    expect(recordTypeText('withdrawal_paid', t)).toBe(recordTypeText('withdraw_paid', t));
  });
});
