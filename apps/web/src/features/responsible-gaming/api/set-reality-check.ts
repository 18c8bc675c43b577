import type { RealityCheckBody } from '@portal/contracts/responsible-gaming';
import { api } from '../../../lib/api-client.ts';
import { responsibleGamingContract } from './contracts.ts';

/** Sets the reality-check interval in minutes, or turns it off (null). */
export const setRealityCheck = (body: RealityCheckBody) =>
  api.put(
    '/wps/rg/reality-check',
    body,
    async () => (await responsibleGamingContract()).realityCheckSettingSchema,
  );
