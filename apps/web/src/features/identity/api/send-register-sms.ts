import { api } from '../../../lib/api-client.ts';
import { smsSentValue } from './contracts.ts';

export const sendRegisterSms = (body: {
  countryDialingCode: string;
  mobileNum: string;
  regType: 'username' | 'mobile';
}) => api.post('/wps/verification/sms/register', body, smsSentValue);
