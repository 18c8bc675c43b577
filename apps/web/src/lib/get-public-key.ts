import { api } from './api-client.ts';

/** The server's RSA key for encrypted fields; its schema loads with the first call. */
export const getPublicKey = () =>
  api.get('/wps/session/publicKey', () =>
    import('@portal/contracts/identity').then((m) => m.publicKeyValueSchema),
  );
