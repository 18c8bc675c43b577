import { api } from '../../../lib/api-client.ts';
import { loginValue } from './contracts.ts';
import type { RegisterRequest } from './register.ts';

export const registerMobile = (body: RegisterRequest) =>
  api.put('/wps/member/register/mobile', { ...body, login: true, registerMethod: 'WEB' }, loginValue);
