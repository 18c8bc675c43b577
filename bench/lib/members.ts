import { constants, createPublicKey, publicEncrypt, randomUUID } from 'node:crypto';
import type { Db } from '../../apps/server/src/db/schema.ts';
import { postTransfer } from '../../apps/server/src/modules/ledger/ledger.service.ts';
import { jsonClient } from './http.ts';

export type Member = { id: string; token: string; username: string };

export const MEMBER_PASSWORD = 'bench12345';

/**
 * Registers `count` members through HTTP (RSA-encrypted passwords, as the browser sends them),
 * four at a time, each from its own client address (the portal must trust X-Forwarded-For:
 * per-address limits are not what the benchmarks measure). Usernames are
 * `<prefix><tag><i>x<stamp>`.
 */
export async function registerMembers(
  url: string,
  count: number,
  tag: string,
  prefix = 'w',
): Promise<Member[]> {
  const http = jsonClient(url, 4);
  try {
    const key = (await http.request('GET', '/wps/session/publicKey')).body.value.spki as string;
    const spki = createPublicKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'spki' });
    const enc = (text: string) =>
      `rsa:${publicEncrypt({ key: spki, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64')}`;
    const members: Member[] = [];
    let next = 0;
    const stamp = Date.now().toString(36).slice(-4);
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < count) {
          const i = next++;
          const username = `${prefix}${tag}${i}x${stamp}`;
          const res = await http.request(
            'PUT',
            '/wps/member/register',
            {
              username,
              password: enc(MEMBER_PASSWORD),
              confirmPassword: enc(MEMBER_PASSWORD),
              birthday: '1990-01-01',
              agreeAge: true,
              agreeTerms: true,
            },
            // A distinct client address per registration: per-address limits are not measured here.
            { 'x-forwarded-for': `198.18.${(i >> 8) & 255}.${i & 255}` },
          );
          const value = res.body?.value;
          if (res.status !== 200 || !value?.token)
            throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
          members.push({ id: String(value.member.id), token: value.token, username });
        }
      }),
    );
    return members;
  } finally {
    http.close();
  }
}

/** Credits a member's main wallet from the house deposits account, through the server's ledger code. */
export async function fund(
  db: Db,
  merchantId: string,
  memberId: string,
  amount: bigint,
  currency: string,
): Promise<void> {
  await postTransfer(db, {
    merchantId,
    key: `bench-fund:${randomUUID()}`,
    type: 'deposit',
    memberId,
    postings: [
      { account: { owner: 'house', kind: 'deposits', currency }, amount: -amount },
      { account: { owner: 'member', memberId, kind: 'main', currency }, amount },
    ],
  });
}
