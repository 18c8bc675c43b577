import { randomUUID } from 'node:crypto';
import type { HubEvent } from '@portal/contracts/wallet';
import { describe, expect, it } from 'vitest';
import { bearer, enc } from '../../test/identity-helpers.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { countRows, useTestApp } from '../../test/test-app.ts';
import { type Account, agentKit, PASSWORD } from '../agent/agent-test-helpers.ts';
import { auditLedger } from '../ledger/ledger.service.ts';

const t = useTestApp({ audit: true });

const { registered, trial, get, balance, deposit } = agentKit(() => t.app);
const { cli } = opsFor(() => t.app);
const PIN = '135790';

// The demo mall: 1 point for every ₫1,000 (100,000 minor units) deposited; 100 points = ₫1,000.
const pointsFor = (minor: number) => Math.floor(minor / 100_000);

const post = (who: Account | null, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: who ? bearer(who.token) : {}, payload: payload as object });

async function points(who: Account) {
  const res = await get(who, '/wps/points');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

/** A member with a payment password and `minor` deposited (and the points it earned). */
async function memberWith(minor: number): Promise<Account> {
  const who = await registered();
  const pin = await post(who, '/wps/member/paymentPassword', {
    loginPassword: await enc(t.app, PASSWORD),
    paymentPassword: await enc(t.app, PIN),
    confirmPaymentPassword: await enc(t.app, PIN),
  });
  expect(pin.statusCode, pin.body).toBe(200);
  if (minor > 0) await deposit(who, minor);
  return who;
}

const rewardNamed = async (who: Account, name: string) => {
  const list = (await get(who, '/wps/points/rewards')).json().value.list as {
    id: string;
    name: string;
    available: number | null;
  }[];
  const found = list.find((r) => r.name === name);
  if (!found) throw new Error(`no reward ${name}`);
  return found;
};

const redeem = async (
  who: Account,
  rewardId: string,
  quantity: number,
  requestId = randomUUID(),
  pin = PIN,
) =>
  post(who, '/wps/points/redeem', { rewardId, quantity, paymentPassword: await enc(t.app, pin), requestId });

const convert = async (who: Account, amount: number, requestId = randomUUID()) =>
  post(who, '/wps/points/convert', { points: amount, paymentPassword: await enc(t.app, PIN), requestId });

describe('points mall', () => {
  it('earns points on each approved deposit, once, and lists the changes', async () => {
    const who = await memberWith(0);
    expect(await points(who)).toMatchObject({
      enabled: true,
      points: 0,
      pendingPoints: 0,
      currency: 'VND',
      earnUnit: 100_000,
      earnPoints: 1,
      ratioPoints: 100,
      ratioAmount: 100_000,
    });
    await deposit(who, 12_345_678);
    await deposit(who, 20_000_000, 'reject');
    await deposit(who, 10_000_000);
    expect((await points(who)).points).toBe(pointsFor(12_345_678) + pointsFor(10_000_000));
    const details = (await get(who, '/wps/points/transactions')).json().value;
    expect(details).toMatchObject({ total: 2, page: 1 });
    expect(
      details.list.map((e: { kind: string; change: number; balance: number }) => [
        e.kind,
        e.change,
        e.balance,
      ]),
    ).toEqual([
      ['deposit', 100, 223],
      ['deposit', 123, 123],
    ]);
  });

  it('holds points for a redeem request until the operator decides; a cash reward pays the wallet', async () => {
    const who = await memberWith(100_000_000); // 1,000 points
    const bonus = await rewardNamed(who, '₫10,000 bonus');
    const wrong = await redeem(who, bonus.id, 1, randomUUID(), '000000');
    expect(wrong.json().code).toBe('WRONG_PAYMENT_PASSWORD');
    expect((await points(who)).points).toBe(1000);

    const requestId = randomUUID();
    const first = await redeem(who, bonus.id, 1, requestId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      points: 0,
      redeem: { rewardName: '₫10,000 bonus', quantity: 1, points: 1000, status: 'process', decidedAt: null },
    });
    // The same request again answers the same redeem and holds nothing more.
    const again = await redeem(who, bonus.id, 1, requestId);
    expect(again.json().value.redeem.id).toBe(first.json().value.redeem.id);
    expect(await points(who)).toMatchObject({ points: 0, pendingPoints: 1000 });
    const short = await redeem(who, bonus.id, 1);
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ code: 'INSUFFICIENT_POINTS', value: { points: 0 } });

    const before = await balance(who);
    const id = first.json().value.redeem.id as string;
    expect((await cli('points', 'redeem', 'list')).message).toContain(`${id}  `);
    // The member's open tabs hear the new balance.
    const events: HubEvent[] = [];
    const off = t.app.services.hub.subscribe(who.id, (e) => events.push(e));
    expect((await cli('points', 'redeem', 'approve', id)).message).toBe(
      `redeem ${id} approved: 1000000 paid to the wallet`,
    );
    await expect
      .poll(() => events.some((e) => e.type === 'balance' && e.value.sumBalance === before + 1_000_000))
      .toBe(true);
    off();
    await expect(cli('points', 'redeem', 'reject', id)).rejects.toMatchObject({ code: 'ALREADY_DECIDED' });
    expect(await balance(who)).toBe(before + 1_000_000);
    expect(await points(who)).toMatchObject({ points: 0, pendingPoints: 0 });
    const history = (await get(who, '/wps/points/redeems')).json().value;
    expect(history.list).toEqual([
      expect.objectContaining({ id, status: 'approved', decidedAt: expect.any(String) }),
    ]);
  });

  it('a rejected request gives the points and the quantity back; a reward runs out', async () => {
    const who = await memberWith(60_000_000); // 600 points
    const added = await cli('points', 'reward', 'add', '--name', 'Mug', '--cost', '200', '--quantity', '2');
    expect(added.message).toMatch(/^reward \d+ \(item, 200 points, 2 available\) added$/);
    const mug = await rewardNamed(who, 'Mug');
    expect(mug).toMatchObject({ kind: 'item', cost: 200, available: 2, cashAmount: null });

    const sold = await redeem(who, mug.id, 3);
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toMatchObject({ code: 'REWARD_SOLD_OUT', value: { available: 2 } });
    const two = await redeem(who, mug.id, 2);
    expect(two.json().value).toMatchObject({ points: 200, redeem: { points: 400 } });
    expect((await rewardNamed(who, 'Mug')).available).toBe(0);

    const id = two.json().value.redeem.id as string;
    await cli('points', 'redeem', 'reject', id, '--note', 'Out of stock');
    expect(await points(who)).toMatchObject({ points: 600, pendingPoints: 0 });
    expect((await rewardNamed(who, 'Mug')).available).toBe(2);
    expect((await get(who, '/wps/points/redeems')).json().value.list[0]).toMatchObject({
      status: 'rejected',
      remark: 'Out of stock',
    });
    const kinds = (await get(who, '/wps/points/transactions'))
      .json()
      .value.list.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['redeem_refund', 'redeem', 'deposit']);

    await cli('points', 'reward', 'end', mug.id);
    expect((await redeem(who, mug.id, 1)).json().code).toBe('NOT_FOUND');
  });

  it('converts whole multiples of the ratio to money, once per request', async () => {
    const who = await memberWith(25_000_000); // 250 points
    const odd = await convert(who, 150);
    expect(odd.json().code).toBe('VALIDATION_FAILED');
    const before = await balance(who);
    const requestId = randomUUID();
    const done = await convert(who, 200, requestId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value).toEqual({
      points: 50,
      amount: 200_000,
      balance: before + 200_000,
      currency: 'VND',
    });
    expect((await convert(who, 200, requestId)).json().value.amount).toBe(200_000);
    expect(await balance(who)).toBe(before + 200_000);
    expect((await convert(who, 100)).json().code).toBe('INSUFFICIENT_POINTS');
    expect((await auditLedger(t.app.database.db)).ok).toBe(true);
  });

  it('two requests racing for the same points: one holds them, the other is refused', async () => {
    const who = await memberWith(50_000_000); // 500 points
    await cli('points', 'reward', 'add', '--name', 'Cap', '--cost', '400');
    const cap = await rewardNamed(who, 'Cap');
    const answers = await Promise.all([redeem(who, cap.id, 1), redeem(who, cap.id, 1), convert(who, 400)]);
    const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code)).sort();
    expect(codes).toEqual(['INSUFFICIENT_POINTS', 'INSUFFICIENT_POINTS', 'ok']);
    expect((await points(who)).points).toBe(100);
  });

  it('keeps visitors, trial accounts and bad input out; a closed mall says so', async () => {
    expect((await get(null, '/wps/points')).statusCode).toBe(401);
    expect((await get(await trial(), '/wps/points')).json().code).toBe('TRIAL_ACCOUNT');

    const who = await memberWith(10_000_000);
    const redeems = await countRows(t.app, 'points_redeem');
    const paymentPassword = await enc(t.app, PIN);
    for (const body of [
      { rewardId: 'x', quantity: 1, paymentPassword, requestId: randomUUID() },
      { rewardId: '1', quantity: 0, paymentPassword, requestId: randomUUID() },
      { rewardId: '1', quantity: 100, paymentPassword, requestId: randomUUID() },
      { rewardId: '1', quantity: 1.5, paymentPassword, requestId: randomUUID() },
      { rewardId: '1', quantity: 1, paymentPassword, requestId: 'nope' },
      { rewardId: '1', quantity: 1, paymentPassword: 'plain', requestId: randomUUID() },
      { rewardId: '1', quantity: 1, paymentPassword, requestId: randomUUID(), extra: true },
    ])
      expect((await post(who, '/wps/points/redeem', body)).statusCode, JSON.stringify(body)).toBeLessThan(
        500,
      );
    for (const body of [
      { points: -100, paymentPassword, requestId: randomUUID() },
      { points: 1e300, paymentPassword, requestId: randomUUID() },
    ])
      expect((await post(who, '/wps/points/convert', body)).json().code).toBe('VALIDATION_FAILED');
    for (const query of ['?page=0', '?pageSize=99', '?x=1'])
      expect((await get(who, `/wps/points/redeems${query}`)).json().code).toBe('VALIDATION_FAILED');
    expect(await countRows(t.app, 'points_redeem')).toBe(redeems);
    expect((await points(who)).points).toBe(100);

    expect((await cli('points', 'off')).message).toMatch(/^points off: 1 point\(s\) per 100000 deposited/);
    try {
      expect(await points(who)).toEqual({ enabled: false });
      expect((await get(who, '/wps/points/rewards')).json().code).toBe('FEATURE_DISABLED');
      expect((await convert(who, 100)).json().code).toBe('FEATURE_DISABLED');
    } finally {
      await cli('points', 'on');
    }
    expect((await points(who)).points).toBe(100);
  });
});
