import type { RegisterBody } from '@portal/contracts/identity';
import { api } from '../../../lib/api-client.ts';
import { loginValue } from './contracts.ts';

/** Registration payload as sent: passwords already encrypted. */
export type RegisterRequest = Omit<RegisterBody, 'login' | 'registerMethod'>;

export const register = (body: RegisterRequest) =>
  api.put('/wps/member/register', { ...body, login: true, registerMethod: 'WEB' }, loginValue);
