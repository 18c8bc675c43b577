import type { ExclusionBody } from '@portal/contracts/responsible-gaming';
import { api } from '../../../lib/api-client.ts';
import { responsibleGamingContract } from './contracts.ts';

/**
 * Starts a time-out or a self-exclusion now, confirmed with the login password (encrypted).
 * The server ends every session of the member once it answers.
 */
export const exclude = (body: ExclusionBody) =>
  api.post('/wps/rg/exclusion', body, () => responsibleGamingContract().then((m) => m.exclusionValueSchema));
