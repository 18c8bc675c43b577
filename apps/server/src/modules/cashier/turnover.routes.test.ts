import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountOf, bearer } from '../../test/identity-helpers.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { type VendorPlayer, vendorClient } from '../../test/vendor-helpers.ts';
import { withdrawalClient } from '../../test/withdrawal-helpers.ts';
import { postTransfer } from '../ledger/ledger.service.ts';

const t = useTestApp({ audit: true });
const ops = opsFor(() => t.app);
const client = withdrawalClient(() => t.app, 'secret123');

const settings = async (p: VendorPlayer) => {
  const res = await t.app.inject({ url: '/wps/cashier/withdrawal/settings', headers: bearer(p.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { withdrawable: number; turnover: Record<string, number> };
};
const owed = async (p: VendorPlayer) => (await settings(p)).turnover;
const withdrawals = (p: VendorPlayer) =>
  t.app.database.db.selectFrom('withdrawal').select('id').where('member_id', '=', p.id).execute();

/** A round of the slot: a stake, and its win (0 for a loss, which settles it too). */
async function round(p: VendorPlayer, stake: number, win = 0) {
  const vendor = await vendorClient(t.app);
  const roundId = randomUUID();
  const debit = await vendor.debit(p.session, randomUUID(), roundId, stake);
  expect(debit.statusCode, debit.body).toBe(200);
  const credit = await vendor.credit(p.id, randomUUID(), roundId, win);
  expect(credit.statusCode, credit.body).toBe(200);
}

async function credit(p: VendorPlayer, type: 'deposit' | 'welcome_bonus', amount: bigint) {
  const merchantId = (await t.app.services.system.settingsFor('localhost')).id;
  await postTransfer(t.app.database.db, {
    merchantId,
    key: `turnover-test-${randomUUID()}`,
    type,
    memberId: p.id,
    postings: [
      {
        account: { owner: 'house', kind: type === 'deposit' ? 'deposits' : 'promotions', currency: 'VND' },
        amount: -amount,
      },
      { account: { owner: 'member', memberId: p.id, kind: 'main', currency: 'VND' }, amount },
    ],
  });
}

const player = async (funds = 100_000n) => (await vendorClient(t.app)).player(funds);

describe('turnover before a withdrawal', () => {
  it('asks nothing of deposits while the merchant asks nothing, and a bonus three times (the demo rule)', async () => {
    const p = await player();
    expect(await owed(p)).toEqual({ required: 0, done: 0, outstanding: 0 });
    // Stakes placed before a bonus do not count toward it.
    await round(p, 20_000, 20_000);
    await credit(p, 'welcome_bonus', 10_000n);
    expect(await owed(p)).toEqual({ required: 30_000, done: 0, outstanding: 30_000 });
    await round(p, 12_000, 12_000);
    expect(await owed(p)).toEqual({ required: 30_000, done: 12_000, outstanding: 18_000 });
    await round(p, 18_000, 18_000);
    expect(await owed(p)).toEqual({ required: 30_000, done: 30_000, outstanding: 0 });
  });

  it('refuses a withdrawal with what is left to stake and writes nothing; once staked it is accepted', async () => {
    expect((await ops.cli('turnover', 'set', 'deposit', '1')).message).toMatch(
      /a deposit is to be staked once before a withdrawal/,
    );
    const p = await player(100_000n);
    const card = await client.readyToWithdraw(p.token);
    const refused = await client.withdraw(p.token, card, 20_000);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'TURNOVER_REQUIRED',
      value: { required: 100_000, done: 0, outstanding: 100_000 },
    });
    expect(refused.json().message).toContain('1,000.00 VND more to stake');
    expect((await settings(p)).withdrawable).toBe(100_000);
    expect(await withdrawals(p)).toEqual([]);

    // A stake taken back by the game does not count.
    const vendor = await vendorClient(t.app);
    const debitId = randomUUID();
    const roundId = randomUUID();
    expect((await vendor.debit(p.session, debitId, roundId, 40_000)).statusCode).toBe(200);
    expect((await vendor.rollback(p.id, randomUUID(), debitId, roundId)).statusCode).toBe(200);
    expect(await owed(p)).toEqual({ required: 100_000, done: 0, outstanding: 100_000 });

    await round(p, 60_000, 60_000);
    expect(await owed(p)).toEqual({ required: 100_000, done: 60_000, outstanding: 40_000 });
    await round(p, 40_000, 30_000);
    expect(await owed(p)).toEqual({ required: 100_000, done: 100_000, outstanding: 0 });
    const accepted = await client.withdraw(p.token, card, 20_000);
    expect(accepted.statusCode, accepted.body).toBe(200);

    // A later deposit owes on its own, whatever was staked before it.
    await credit(p, 'deposit', 50_000n);
    expect(await owed(p)).toEqual({ required: 50_000, done: 0, outstanding: 50_000 });
  });

  it('drops what was owed once a stake leaves less than the minimum withdrawal', async () => {
    const p = await player(100_000n);
    // The demo's minimum withdrawal is 10,000: a losing stake of 95,000 leaves 5,000.
    await round(p, 95_000);
    expect(await owed(p)).toEqual({ required: 0, done: 0, outstanding: 0 });
    await credit(p, 'deposit', 50_000n);
    expect(await owed(p)).toEqual({ required: 50_000, done: 0, outstanding: 50_000 });
  });

  it('lets the operator see and waive what a member owes; later credits owe as usual', async () => {
    const p = await player(70_000n);
    const account = await accountOf(t.app, p.id);
    const shown = (await ops.cli('turnover', 'show', account)).message;
    expect(shown).toContain(
      `${account}: 70000 minor units still to stake (0 of 70000 staked; deposits 1x, bonuses 3x)`,
    );
    expect(shown).toMatch(/deposit {2}70000 minor units {2}owes 70000/);
    expect((await ops.cli('turnover', 'waive', account)).message).toContain(
      '70000 minor units of turnover waived',
    );
    expect(await owed(p)).toEqual({ required: 0, done: 0, outstanding: 0 });
    await credit(p, 'deposit', 20_000n);
    expect(await owed(p)).toEqual({ required: 20_000, done: 0, outstanding: 20_000 });
  });

  it('counts money another member sent as a deposit of a player who received it, not of an agent', async () => {
    const sender = await player(60_000n);
    const receiver = await player(10_000n);
    await round(receiver, 10_000, 10_000);
    const row = (id: string) =>
      t.app.database.db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await t.app.services.wallet.transferWithinTree(
      await row(sender.id),
      await row(receiver.id),
      'localhost',
      { amount: 40_000, requestId: randomUUID() },
      'transfer_downline',
    );
    expect(await owed(receiver)).toEqual({ required: 40_000, done: 0, outstanding: 40_000 });
    // The sender still owes its own deposit: sending it away is not staking it.
    expect(await owed(sender)).toEqual({ required: 60_000, done: 0, outstanding: 60_000 });

    // An agent collecting from its tree owes nothing for it, only for its own deposits.
    await ops.cli('member', 'type', await accountOf(t.app, receiver.id), 'agent');
    expect(await owed(receiver)).toEqual({ required: 0, done: 0, outstanding: 0 });
  });

  it('refuses bad operator input and changes nothing', async () => {
    const rule = () =>
      t.app.database.db
        .selectFrom('merchant_cashier')
        .select(['deposit_turnover_pct', 'bonus_turnover_pct'])
        .execute();
    await ops.refuses(['turnover', 'set', 'deposit', '101'], /at most 100 times/, rule);
    await ops.refuses(['turnover', 'set', 'deposit', '-1'], /a number of times/, rule);
    await ops.refuses(['turnover', 'set', 'bonus', '1.234'], /a number of times/, rule);
    await ops.refuses(['turnover', 'set', 'cash', '1'], /deposit or bonus/, rule);
    await ops.refuses(['turnover', 'show', 'nobody-here'], /No member 'nobody-here'/);
    await ops.refuses(['turnover', 'waive', 'nobody-here'], /No member 'nobody-here'/);
    expect((await ops.cli('turnover', 'set', 'deposit', '0')).message).toBe('deposits owe no turnover now');
    expect((await ops.cli('turnover', 'set', 'bonus', '2.5')).message).toMatch(/staked 2.5 times/);
    expect(await rule()).toEqual([{ deposit_turnover_pct: 0, bonus_turnover_pct: 250 }]);
  });
});
