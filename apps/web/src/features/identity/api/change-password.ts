import { api, nullValue } from '../../../lib/api-client.ts';

/** All fields encrypted; `token` is the in-memory session of a forced change. */
export const changePassword = (
  body: { oldPassword?: string; newPassword: string; confirmNewPassword: string },
  token?: string,
) => api.post('/wps/member/password', body, nullValue, token ? { token } : {});
