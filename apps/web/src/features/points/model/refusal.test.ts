import { AppError } from '@portal/contracts/errors';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../lib/api-client.ts';
import { pointsRefusal } from './refusal.ts';

describe('points refusals', () => {
  it('recognises the refusals of a redeem or a conversion by their code, with their values', () => {
    expect(pointsRefusal(new AppError('WRONG_PAYMENT_PASSWORD', 'x'))).toEqual({
      kind: 'wrongPaymentPassword',
    });
    expect(pointsRefusal(new AppError('PAYMENT_PASSWORD_REQUIRED', 'x'))).toEqual({
      kind: 'paymentPasswordRequired',
    });
    expect(pointsRefusal(new AppError('INSUFFICIENT_POINTS', 'x', 422, { points: 40 }))).toEqual({
      kind: 'insufficientPoints',
      points: 40,
    });
    expect(pointsRefusal(new AppError('REWARD_SOLD_OUT', 'x', 409, { available: 3 }))).toEqual({
      kind: 'soldOut',
      available: 3,
    });
    expect(pointsRefusal(new AppError('FEATURE_DISABLED', 'x'))).toEqual({ kind: 'disabled' });
  });

  it('does without a value it cannot read', () => {
    expect(pointsRefusal(new AppError('INSUFFICIENT_POINTS', 'x'))).toEqual({
      kind: 'insufficientPoints',
      points: null,
    });
    expect(pointsRefusal(new AppError('REWARD_SOLD_OUT', 'x', 409, { available: '3' }))).toEqual({
      kind: 'soldOut',
      available: null,
    });
  });

  it('leaves every other failure to the shared texts', () => {
    expect(pointsRefusal(new AppError('TRIAL_ACCOUNT', 'x'))).toBeNull();
    expect(pointsRefusal(new AppError('VALIDATION_FAILED', 'x', 400))).toBeNull();
    expect(pointsRefusal(new NetworkError())).toBeNull();
  });
});
