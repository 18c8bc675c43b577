import { api } from '../../../lib/api-client.ts';
import { identityContract } from './contracts.ts';

export const getCaptcha = () =>
  api.get('/wps/captcha', () => identityContract().then((m) => m.captchaValueSchema));
