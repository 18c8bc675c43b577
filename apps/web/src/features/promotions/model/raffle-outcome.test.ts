import { AppError } from '@portal/contracts/errors';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../lib/api-client.ts';
import { isRaffleRefusal } from './raffle-outcome.ts';

describe('a refused raffle call', () => {
  it("counts the raffle's own refusals as an out-of-date page", () => {
    for (const code of [
      'PROMOTION_NOT_FOUND',
      'PROMOTION_NOT_OPEN',
      'PROMOTION_NOT_APPLICABLE',
      'RAFFLE_NOT_WON',
      'RAFFLE_CLAIMED',
    ] as const)
      expect(isRaffleRefusal(new AppError(code, 'No', 409))).toBe(true);
  });

  it('does not count other failures', () => {
    expect(isRaffleRefusal(new AppError('TRIAL_ACCOUNT', 'Trial', 403))).toBe(false);
    expect(isRaffleRefusal(new AppError('INTERNAL', 'Boom', 500))).toBe(false);
    expect(isRaffleRefusal(new NetworkError())).toBe(false);
  });
});
