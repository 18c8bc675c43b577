import type { DailyTimeBody } from '@portal/contracts/responsible-gaming';
import { api } from '../../../lib/api-client.ts';
import { responsibleGamingContract } from './contracts.ts';

/** Sets the daily time limit in minutes, or removes it (null); answers the whole page's value. */
export const setDailyTime = (body: DailyTimeBody) =>
  api.put(
    '/wps/rg/daily-time',
    body,
    async () => (await responsibleGamingContract()).responsibleGamingValueSchema,
  );
