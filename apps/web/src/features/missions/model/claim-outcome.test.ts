import { AppError } from '@portal/contracts/errors';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../lib/api-client.ts';
import { isDefiniteRefusal, isMissionRefusal } from './claim-outcome.ts';

describe('mission claim outcome', () => {
  it('keeps the request id only when the claim may have been made', () => {
    expect(isDefiniteRefusal(new NetworkError())).toBe(false);
    expect(isDefiniteRefusal(new AppError('INTERNAL', 'x', 500))).toBe(false);
    expect(isDefiniteRefusal(new AppError('REQUEST_TIMEOUT', 'x'))).toBe(false);
    expect(isDefiniteRefusal(new AppError('INTERNAL', 'Unexpected response from the server', 200))).toBe(
      false,
    );
    expect(isDefiniteRefusal(new AppError('MISSION_CLAIMED', 'x'))).toBe(true);
    expect(isDefiniteRefusal(new AppError('TRIAL_ACCOUNT', 'x'))).toBe(true);
  });

  it('recognises the refusals that make the shown missions out of date', () => {
    expect(isMissionRefusal(new AppError('MISSION_INCOMPLETE', 'x', 409, { progress: 1, target: 2 }))).toBe(
      true,
    );
    expect(isMissionRefusal(new AppError('MISSION_CLAIMED', 'x'))).toBe(true);
    expect(isMissionRefusal(new AppError('MISSION_NOT_FOUND', 'x'))).toBe(true);
    expect(isMissionRefusal(new AppError('CONFLICT', 'x', 409))).toBe(false);
    expect(isMissionRefusal(new NetworkError())).toBe(false);
  });
});
