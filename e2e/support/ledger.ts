import { constants, createPublicKey, publicEncrypt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/schema.ts';
import { postTransfer } from '../../apps/server/src/modules/ledger/ledger.service.ts';

/**
 * Money tests against the built portal (issue 4): members registered through HTTP, funded and
 * inspected in the database with the server's own ledger code.
 */

/** Where a test portal keeps its data, and how the test opens that database itself. */
export type Backend = {
  label: string;
  /** Settings for the portal (DATABASE_URL for PostgreSQL). */
  env: Record<string, string>;
  /** The PGlite folder every start of the portal shares; PostgreSQL needs none. */
  dataDir?: string;
  /** Opens the database for `work` (PGlite: only while no server runs on it) and closes it. */
  withDb: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  dispose: () => Promise<void>;
};

export const VENDOR = 'SABA';
const CURRENCY = 'VND';
const password = 'crash12345';

export type Member = { id: string; token: string; username: string };

/** A transfer a test sends, with the request id that makes it idempotent. */
export type Job = { member: Member; kind: 'upline' | 'vendor'; amount: number; requestId: string };

type Answer<T> = { status: number; body: { success: boolean; value?: T; code?: string; message?: string } };
export type TransferValue = { transferId: string; replayed: boolean; sumBalance: number };

async function call<T>(
  baseURL: string,
  method: string,
  path: string,
  body?: unknown,
  headers = {},
): Promise<Answer<T>> {
  const response = await fetch(new URL(path, baseURL), {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

let visitor = 0;

/** Registers `count` members under the demo agent (affiliate code DEMO01), each from its own address. */
export async function registerMembers(baseURL: string, count: number): Promise<Member[]> {
  const key = (await call<{ spki: string }>(baseURL, 'GET', '/wps/session/publicKey')).body.value?.spki ?? '';
  const spki = createPublicKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'spki' });
  const enc = (text: string) =>
    `rsa:${publicEncrypt({ key: spki, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64')}`;
  const members: Member[] = [];
  for (let i = 0; i < count; i++) {
    const username = `c${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    visitor = (visitor % 250) + 1;
    const res = await call<{ token: string | null; member: { id: string | number } }>(
      baseURL,
      'PUT',
      '/wps/member/register',
      {
        username,
        password: enc(password),
        confirmPassword: enc(password),
        birthday: '1990-05-17',
        agreeAge: true,
        agreeTerms: true,
        affiliateCode: 'DEMO01',
      },
      { 'x-forwarded-for': `198.51.100.${visitor}` },
    );
    const value = res.body.value;
    if (res.status !== 200 || !value?.token)
      throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
    members.push({ id: String(value.member.id), token: value.token, username });
  }
  return members;
}

const demoMerchantId = async (db: Db) =>
  String(
    (await db.selectFrom('merchant').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id,
  );

/** Gives the demo merchant a transfer wallet for VENDOR (read by the portal when it starts). */
export async function enableTransferWallets(db: Db): Promise<void> {
  const result = await sql`update merchant_cashier set transfer_wallets = ${JSON.stringify([VENDOR])}::jsonb
    where merchant_id = ${await demoMerchantId(db)}`.execute(db);
  if (Number(result.numAffectedRows ?? 0) !== 1) throw new Error('the demo merchant has no cashier settings');
}

/** Credits a member's main wallet from the house deposits account, as an approved deposit would. */
export async function fundMain(db: Db, memberId: string, amount: number): Promise<void> {
  await postTransfer(db, {
    merchantId: await demoMerchantId(db),
    key: `test-fund:${randomUUID()}`,
    type: 'deposit',
    memberId,
    postings: [
      { account: { owner: 'house', kind: 'deposits', currency: CURRENCY }, amount: -BigInt(amount) },
      { account: { owner: 'member', memberId, kind: 'main', currency: CURRENCY }, amount: BigInt(amount) },
    ],
  });
}

/** Sends a job: to the upline, or from the main wallet to the VENDOR wallet. */
export function send(baseURL: string, job: Job): Promise<Answer<TransferValue>> {
  const auth = { authorization: `Bearer ${job.member.token}` };
  return job.kind === 'upline'
    ? call<TransferValue>(
        baseURL,
        'POST',
        '/wps/relay/GCS_transferToUpline',
        { amount: job.amount, requestId: job.requestId },
        auth,
      )
    : call<TransferValue>(
        baseURL,
        'POST',
        '/wps/relay/GCS_walletTransfer',
        { vendor: VENDOR, direction: 'toVendor', amount: job.amount, requestId: job.requestId },
        auth,
      );
}

/** The ledger transfers whose idempotency key carries each request id (the key embeds it). */
export async function transfersByRequestId(db: Db, requestIds: string[]): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ rid: string; id: string }>`
    select r.rid, t.id::text as id
    from (values ${sql.join(requestIds.map((id) => sql`(${id}::text)`))}) as r(rid)
    join ledger_transfer t on strpos(t.idempotency_key, r.rid) > 0
    order by t.id`.execute(db);
  const found = new Map<string, string[]>();
  for (const row of rows) found.set(row.rid, [...(found.get(row.rid) ?? []), row.id]);
  return found;
}

/** Main and VENDOR balances of `memberIds`, and the main balance of `agentId`. */
export async function ledgerState(db: Db, memberIds: string[], agentId: string) {
  const rows = await db
    .selectFrom('ledger_account')
    .select(['member_id', 'kind', 'balance'])
    .where('member_id', 'in', [...memberIds, agentId])
    .where('currency', '=', CURRENCY)
    .execute();
  const balance = (id: string, kind: string) =>
    Number(rows.find((r) => String(r.member_id) === id && r.kind === kind)?.balance ?? 0);
  return {
    main: Object.fromEntries(memberIds.map((id) => [id, balance(id, 'main')])),
    vendor: Object.fromEntries(memberIds.map((id) => [id, balance(id, `vendor:${VENDOR}`)])),
    agent: balance(agentId, 'main'),
  };
}
