import { api, nullValue } from '../../../lib/api-client.ts';

export const logout = () => api.delete('/wps/session/logout', nullValue);
