import { api } from '../../../lib/api-client.ts';
import { identityContract } from './contracts.ts';

export const getPublicKey = () =>
  api.get('/wps/session/publicKey', () => identityContract().then((m) => m.publicKeyValueSchema));
