import { AppError } from '@portal/contracts/errors';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../lib/api-client.ts';
import { isDefiniteRefusal } from './request-outcome.ts';

describe('points request outcome', () => {
  it('keeps the request id only when the request may have gone through', () => {
    expect(isDefiniteRefusal(new NetworkError())).toBe(false);
    expect(isDefiniteRefusal(new AppError('INTERNAL', 'x', 500))).toBe(false);
    expect(isDefiniteRefusal(new AppError('REQUEST_TIMEOUT', 'x'))).toBe(false);
    expect(isDefiniteRefusal(new AppError('INTERNAL', 'Unexpected response from the server', 200))).toBe(
      false,
    );
    expect(isDefiniteRefusal(new AppError('WRONG_PAYMENT_PASSWORD', 'x'))).toBe(true);
    expect(isDefiniteRefusal(new AppError('INSUFFICIENT_POINTS', 'x', 422, { points: 5 }))).toBe(true);
    expect(isDefiniteRefusal(new AppError('REWARD_SOLD_OUT', 'x', 409, { available: 0 }))).toBe(true);
  });
});
