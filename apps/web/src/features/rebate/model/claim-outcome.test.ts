import { AppError } from '@portal/contracts/errors';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../lib/api-client.ts';
import { isDefiniteRefusal, isNothingToClaim } from './claim-outcome.ts';

describe('rebate claim outcome', () => {
  it('keeps the request id only when the claim may have been made', () => {
    expect(isDefiniteRefusal(new NetworkError())).toBe(false);
    expect(isDefiniteRefusal(new AppError('INTERNAL', 'x', 500))).toBe(false);
    expect(isDefiniteRefusal(new AppError('REQUEST_TIMEOUT', 'x'))).toBe(false);
    // A 200 whose value could not be read: the claim may well have been paid.
    expect(isDefiniteRefusal(new AppError('INTERNAL', 'Unexpected response from the server', 200))).toBe(
      false,
    );
    expect(isDefiniteRefusal(new AppError('TRIAL_ACCOUNT', 'x'))).toBe(true);
    expect(isDefiniteRefusal(new AppError('RATE_LIMITED', 'x'))).toBe(true);
  });

  it('recognises the nothing-to-claim refusal by its code', () => {
    expect(isNothingToClaim(new AppError('NOTHING_TO_CLAIM', 'x'))).toBe(true);
    expect(isNothingToClaim(new AppError('CONFLICT', 'x', 409))).toBe(false);
    expect(isNothingToClaim(new NetworkError())).toBe(false);
  });
});
