import { api } from '../../../lib/api-client.ts';
import { identityContract } from './contracts.ts';

export const checkAffiliate = (code: string, domain: string) =>
  api.get('/wps/agent/affiliate', () => identityContract().then((m) => m.affiliateValueSchema), {
    query: { code, domain },
  });
