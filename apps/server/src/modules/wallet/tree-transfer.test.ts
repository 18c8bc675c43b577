import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, login, randomIp, registerByUsername, uniqueName } from '../../test/identity-helpers.ts';
import { countRows, useTestApp, usingPostgres } from '../../test/test-app.ts';
import { auditLedger, postTransfer } from '../ledger/ledger.service.ts';

const t = useTestApp();

async function fund(memberId: string, amount: bigint) {
  const merchantId = (await t.app.services.system.settingsFor('localhost')).id;
  await postTransfer(t.app.database.db, {
    merchantId,
    key: `fund-${randomUUID()}`,
    type: 'deposit',
    postings: [
      { account: { owner: 'house', kind: 'deposits', currency: 'VND' }, amount: -amount },
      { account: { owner: 'member', memberId, kind: 'main', currency: 'VND' }, amount },
    ],
  });
}

async function player(fields: Record<string, unknown> = {}) {
  const username = uniqueName();
  const value = (await registerByUsername(t.app, { username, ...fields })).json().value;
  return { username, token: value.token as string, id: value.member.id as string };
}

const balanceOf = async (token: string) =>
  (await t.app.inject({ url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value
    .sumBalance as number;
const toUpline = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_transferToUpline',
    headers: bearer(token),
    payload: payload as object,
  });

/** The demo agent signs in on the agent site, answering the second factor on a new address. */
async function agentToken() {
  const ip = randomIp();
  const first = (await login(t.app, 'demoagent', 'Agent12345', { site: 'agent' }, ip)).json().value;
  if (first.token) return first.token as string;
  const done = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login/two-factor',
    remoteAddress: ip,
    payload: { challengeId: first.twoFactor.challengeId, method: 'bankAccountName', answer: 'Demo Agent' },
  });
  return done.json().value.token as string;
}

describe('transfers within the agent tree', () => {
  it('sends money to the upline once per request id, and never more than the balance', async () => {
    const p = await player({ affiliateCode: 'DEMO01' });
    await fund(p.id, 10_000n);
    const requestId = randomUUID();
    const first = await toUpline(p.token, { amount: 3_000, requestId });
    expect(first.json().value).toMatchObject({ replayed: false, sumBalance: 7_000 });
    const again = await toUpline(p.token, { amount: 3_000, requestId });
    expect(again.json().value).toMatchObject({ replayed: true, sumBalance: 7_000 });
    const tooMuch = await toUpline(p.token, { amount: 7_001, requestId: randomUUID() });
    expect(tooMuch.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: 7_000 } });
    expect(await balanceOf(p.token)).toBe(7_000);
    expect((await auditLedger(t.app.database.db)).ok).toBe(true);
  });

  it('refuses bad amounts, replays with another amount and accounts without an upline, moving nothing', async () => {
    const p = await player({ affiliateCode: 'DEMO01' });
    await fund(p.id, 5_000n);
    const entries = await countRows(t.app, 'ledger_entry');
    for (const amount of [0, -1, 1.5, '100', 1e20, null]) {
      const res = await toUpline(p.token, { amount, requestId: randomUUID() });
      expect(res.statusCode, String(amount)).toBe(400);
    }
    expect((await toUpline(p.token, { amount: 10, requestId: 'nope' })).statusCode).toBe(400);
    const id = randomUUID();
    await toUpline(p.token, { amount: 10, requestId: id });
    expect((await toUpline(p.token, { amount: 20, requestId: id })).json()).toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    const orphan = await player();
    expect((await toUpline(orphan.token, { amount: 10, requestId: randomUUID() })).json()).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await countRows(t.app, 'ledger_entry')).toBe(entries + 2);
  });

  it('lets an agent pay a direct downline only', async () => {
    const agent = await agentToken();
    const downline = await player({ affiliateCode: 'DEMO01' });
    const stranger = await player();
    const agentId = (await t.app.inject({ url: '/wps/member/info', headers: bearer(agent) })).json().value.id;
    await fund(agentId, 1_000n);
    const pay = (toAccount: string, token = agent) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/relay/GCS_transferToDownline',
        headers: bearer(token),
        payload: { toAccount, amount: 400, requestId: randomUUID() },
      });
    expect((await pay(downline.username)).json().value.replayed).toBe(false);
    expect(await balanceOf(downline.token)).toBe(400);
    expect((await pay(stranger.username)).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await pay(stranger.username, downline.token)).json()).toMatchObject({ code: 'NOT_AGENT' });
  });
});

describe.runIf(usingPostgres)('concurrency through HTTP on PostgreSQL', () => {
  it('lets exactly floor(balance / amount) of 200 simultaneous transfers through, and 50 replays move money once', async () => {
    const p = await player({ affiliateCode: 'DEMO01' });
    await fund(p.id, 10_000n);
    const results = await Promise.all(
      Array.from({ length: 200 }, () => toUpline(p.token, { amount: 70, requestId: randomUUID() })),
    );
    const ok = results.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(Math.floor(10_000 / 70));
    expect(results.every((r) => r.statusCode === 200 || r.json().code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await balanceOf(p.token)).toBe(10_000 % 70);

    await fund(p.id, 1_000n);
    const requestId = randomUUID();
    const replays = await Promise.all(
      Array.from({ length: 50 }, () => toUpline(p.token, { amount: 100, requestId })),
    );
    expect(replays.filter((r) => r.json().value?.replayed === false)).toHaveLength(1);
    expect(await balanceOf(p.token)).toBe((10_000 % 70) + 900);
    expect((await auditLedger(t.app.database.db)).ok).toBe(true);
  });
});
