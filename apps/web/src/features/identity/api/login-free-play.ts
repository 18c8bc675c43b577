import { api } from '../../../lib/api-client.ts';
import { loginValue } from './contracts.ts';

export const loginFreePlay = () => api.post('/wps/session/login/freeplay', { platform: 'W' }, loginValue);
