import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum profile: 19 MiB memory, 2 passes, 1 lane. */
export const argon2Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, argon2Options);

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random secret, verified when the account does not exist so timing reveals nothing. */
let decoyHash: Promise<string> | null = null;
export const decoy = () => {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
};
