import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A clock tests can move forward. */
export function testClock(start = Date.now()) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const keys = new WeakMap<FastifyInstance, ReturnType<typeof createPublicKey>>();

/** Encrypts a field as the browser does: RSA-OAEP SHA-256 with the published key. */
export async function enc(app: FastifyInstance, text: string): Promise<string> {
  let key = keys.get(app);
  if (!key) {
    const { value } = (await app.inject('/wps/session/publicKey')).json();
    key = createPublicKey({ key: Buffer.from(value.spki, 'base64'), format: 'der', type: 'spki' });
    keys.set(app, key);
  }
  const data = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(text),
  );
  return `rsa:${data.toString('base64')}`;
}

export const adult = '1990-05-17';
let counter = 0;
export const uniqueName = (prefix = 'player') =>
  `${prefix}${Date.now().toString(36).slice(-5)}${(counter++).toString(36)}`;

/** A fresh address per call keeps the per-IP registration limit out of unrelated tests. */
export const randomIp = () =>
  `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 250)}`;

export async function registerByUsername(
  app: FastifyInstance,
  fields: Record<string, unknown> = {},
  ip = randomIp(),
) {
  const password = (fields.password as string | undefined) ?? 'secret123';
  const res = await app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    remoteAddress: ip,
    payload: {
      username: uniqueName(),
      birthday: adult,
      agreeAge: true,
      agreeTerms: true,
      ...fields,
      password: await enc(app, password),
      confirmPassword: await enc(app, (fields.confirmPassword as string | undefined) ?? password),
    },
  });
  return res;
}

export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  ip = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: ip,
    payload: { username, password: await enc(app, password), ...extra },
  });
}

export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject(`/wps/dev/sms-outbox?to=${encodeURIComponent(to)}`);
  const code = res.json().value.list[0]?.code;
  expect(code, `an SMS to ${to}`).toBeTruthy();
  return code as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A member's account name by id (the operator's commands name members by account). */
export const accountOf = async (app: FastifyInstance, memberId: string): Promise<string> =>
  (
    await app.database.db
      .selectFrom('member')
      .select('account')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow()
  ).account;
