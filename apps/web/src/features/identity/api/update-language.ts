import { api, nullValue } from '../../../lib/api-client.ts';

/** Remembers a signed-in member's language choice on the server. */
export const updateLanguage = (language: string) => api.put('/wps/member/language', { language }, nullValue);
