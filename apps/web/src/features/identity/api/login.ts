import type { LoginBody } from '@portal/contracts/identity';
import { api } from '../../../lib/api-client.ts';
import { loginValue } from './contracts.ts';

/** The site a login is for (spec 6): the member site refuses a pure agent, the agent site a non-agent. */
export type LoginSite = LoginBody['site'];

export type LoginRequest = {
  username: string;
  /** Encrypted. */
  password: string;
  captchaId?: string;
  captcha?: string;
};

export const login = (body: LoginRequest, site: LoginSite = 'member') =>
  api.post('/wps/session/login', { ...body, site }, loginValue);
