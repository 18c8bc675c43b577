import { AppError } from '@portal/contracts/errors';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../lib/api-client.ts';
import { isDefiniteRefusal, isPromotionRefusal } from './application-outcome.ts';

describe('application outcome', () => {
  it('keeps the request id only when the application may have been recorded', () => {
    expect(isDefiniteRefusal(new NetworkError())).toBe(false);
    expect(isDefiniteRefusal(new AppError('INTERNAL', 'x', 500))).toBe(false);
    expect(isDefiniteRefusal(new AppError('REQUEST_TIMEOUT', 'x', 408))).toBe(false);
    expect(isDefiniteRefusal(new AppError('INTERNAL', 'Unexpected response from the server', 200))).toBe(
      false,
    );
    expect(isDefiniteRefusal(new AppError('INVALID_IMAGE', 'x', 422))).toBe(true);
    expect(isDefiniteRefusal(new AppError('PROMOTION_APPLIED', 'x', 409))).toBe(true);
  });

  it('recognises the refusals that make the shown promotion out of date', () => {
    expect(isPromotionRefusal(new AppError('PROMOTION_NOT_OPEN', 'x', 409, { state: 'close' }))).toBe(true);
    expect(isPromotionRefusal(new AppError('PROMOTION_APPLIED', 'x', 409))).toBe(true);
    expect(isPromotionRefusal(new AppError('PROMOTION_NOT_FOUND', 'x', 404))).toBe(true);
    expect(isPromotionRefusal(new AppError('PROMOTION_NOT_APPLICABLE', 'x', 409))).toBe(true);
    expect(isPromotionRefusal(new AppError('INVALID_IMAGE', 'x', 422))).toBe(false);
    expect(isPromotionRefusal(new NetworkError())).toBe(false);
  });
});
