import { api } from '../../../lib/api-client.ts';
import { smsSentValue } from './contracts.ts';

export const sendForgotSms = (body: { countryDialingCode: string; mobileNum: string }) =>
  api.post('/wps/verification/sms/forgot', body, smsSentValue);
