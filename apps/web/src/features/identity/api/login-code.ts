import { api } from '../../../lib/api-client.ts';
import { loginValue } from './contracts.ts';
import type { LoginSite } from './login.ts';

export const loginWithCode = (
  body: { countryDialingCode: string; mobileNum: string; verificationCode: string },
  site: LoginSite = 'member',
) => api.post('/wps/session/login-code', { ...body, site }, loginValue);
