import { api } from '../../../lib/api-client.ts';
import { smsSentValue } from './contracts.ts';

export const sendLoginSms = (body: { countryDialingCode: string; mobileNum: string }) =>
  api.post('/wps/verification/sms/noLogin', { ...body, purpose: 'login' }, smsSentValue);
