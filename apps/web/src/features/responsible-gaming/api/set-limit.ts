import type { SetLimitBody } from '@portal/contracts/responsible-gaming';
import { api } from '../../../lib/api-client.ts';
import { responsibleGamingContract } from './contracts.ts';

/**
 * Sets one limit (integer minor units; null removes it). A first or lower limit applies at once;
 * a raise or a removal waits for the cooling-off; the amount in force again cancels a waiting
 * raise. Answers every limit as they now stand.
 */
export const setLimit = (body: SetLimitBody) =>
  api.put('/wps/rg/limits', body, () =>
    responsibleGamingContract().then((m) => m.responsibleGamingValueSchema),
  );
