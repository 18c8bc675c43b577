import { api } from '../../../lib/api-client.ts';
import { loginValue } from './contracts.ts';

export const loginWithCode = (body: {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}) => api.post('/wps/session/login-code', body, loginValue);
