import { api } from '../../../lib/api-client.ts';
import { smsSentValue } from './contracts.ts';

export const sendTwoFactorCode = (body: { challengeId: string; method: 'smsCode' | 'email' }) =>
  api.post('/wps/session/login/two-factor/send', body, smsSentValue);
