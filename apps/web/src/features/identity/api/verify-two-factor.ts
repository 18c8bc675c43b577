import type { TwoFactorMethod } from '@portal/contracts/identity';
import { api } from '../../../lib/api-client.ts';
import { loginValue } from './contracts.ts';

export const verifyTwoFactor = (body: { challengeId: string; method: TwoFactorMethod; answer: string }) =>
  api.post('/wps/session/login/two-factor', body, loginValue);
