import { createPrivateKey, generateKeyPairSync, webcrypto } from 'node:crypto';
import { AppError } from '@portal/contracts/errors';
import { ENCRYPTED_PREFIX } from '@portal/contracts/identity';
import type { Db } from '../../db/schema.ts';
import { sha256 } from './secrets.ts';

export type FieldCipher = {
  publicKey: { keyId: string; algorithm: 'RSA-OAEP-256'; spki: string };
  /**
   * Decrypts an 'rsa:' field; the result is the plaintext the browser encrypted. WebCrypto
   * runs the RSA work on the thread pool, off the event loop that serves other requests.
   */
  decrypt(field: string, name: string): Promise<string>;
};

/**
 * The RSA-OAEP (SHA-256) key the browser encrypts passwords with. One key for all nodes,
 * kept in the database and created by whichever node starts first.
 */
export async function loadFieldCipher(db: Db): Promise<FieldCipher> {
  let row = await db.selectFrom('server_key').selectAll().where('name', '=', 'field-rsa').executeTakeFirst();
  if (!row) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    await db
      .insertInto('server_key')
      .values({
        name: 'field-rsa',
        key_id: sha256(spki).slice(0, 16),
        public_key: spki,
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await db
      .selectFrom('server_key')
      .selectAll()
      .where('name', '=', 'field-rsa')
      .executeTakeFirstOrThrow();
  }
  const privateKey = await webcrypto.subtle.importKey(
    'pkcs8',
    createPrivateKey(row.private_key).export({ type: 'pkcs8', format: 'der' }),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['decrypt'],
  );
  return {
    publicKey: { keyId: row.key_id, algorithm: 'RSA-OAEP-256', spki: row.public_key },
    async decrypt(field, name) {
      if (!field.startsWith(ENCRYPTED_PREFIX)) {
        throw new AppError('DECRYPTION_FAILED', `${name} must be sent encrypted with the published key`);
      }
      try {
        const data = Buffer.from(field.slice(ENCRYPTED_PREFIX.length), 'base64');
        const plain = await webcrypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, data);
        return Buffer.from(plain).toString('utf8');
      } catch {
        throw new AppError(
          'DECRYPTION_FAILED',
          `${name} could not be decrypted; reload the page and try again`,
        );
      }
    },
  };
}
