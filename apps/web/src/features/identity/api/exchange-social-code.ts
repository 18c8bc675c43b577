import { api } from '../../../lib/api-client.ts';
import { loginValue } from './contracts.ts';

export const exchangeSocialCode = (code: string) =>
  api.post('/wps/session/social/exchange', { code }, loginValue);
