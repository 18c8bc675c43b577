import { api } from '../../../lib/api-client.ts';
import { loginValue } from './contracts.ts';

export type LoginRequest = {
  username: string;
  /** Encrypted. */
  password: string;
  captchaId?: string;
  captcha?: string;
};

export const login = (body: LoginRequest) =>
  api.post('/wps/session/login', { ...body, site: 'member' }, loginValue);
