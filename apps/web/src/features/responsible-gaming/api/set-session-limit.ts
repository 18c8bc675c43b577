import type { SessionLimitBody } from '@portal/contracts/responsible-gaming';
import { api } from '../../../lib/api-client.ts';
import { responsibleGamingContract } from './contracts.ts';

/** Sets the session-time limit in minutes, or removes it (null); answers the whole page's value. */
export const setSessionLimit = (body: SessionLimitBody) =>
  api.put(
    '/wps/rg/session-limit',
    body,
    async () => (await responsibleGamingContract()).responsibleGamingValueSchema,
  );
