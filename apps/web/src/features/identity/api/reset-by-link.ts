import { api, nullValue } from '../../../lib/api-client.ts';

export const resetByLink = (body: { token: string; newPassword: string; confirmNewPassword: string }) =>
  api.post('/wps/member/password/reset', body, nullValue);
