import { api } from '../../../lib/api-client.ts';
import { loginValue } from './contracts.ts';
import type { LoginSite } from './login.ts';

export const resetByPhone = (body: {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
  site: LoginSite;
}) => api.post('/wps/member/password/verification', body, loginValue);
