import { randomUUID } from 'node:crypto';
import type { HubEvent } from '@portal/contracts/wallet';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sendBrokenJson } from '../../test/bad-requests.ts';
import { accountOf, bearer, enc, registerByUsername, testClock } from '../../test/identity-helpers.ts';
import { jpg, multipartForm, png } from '../../test/multipart.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { countRows, useTestApp } from '../../test/test-app.ts';
import { withdrawalClient } from '../../test/withdrawal-helpers.ts';
import { auditLedger, memberAccounts, postTransfer } from '../ledger/ledger.service.ts';

const clock = testClock();
const t = useTestApp({ dataDir: 'withdrawal', options: { clock }, audit: true });

type Player = { token: string; id: string };
const LOGIN = 'secret123';

async function player(funds = 0n): Promise<Player> {
  const value = (await registerByUsername(t.app, { password: LOGIN })).json().value;
  const p = { token: value.token as string, id: value.member.id as string };
  if (funds > 0n) {
    const merchantId = (await t.app.services.system.settingsFor('localhost')).id;
    await postTransfer(t.app.database.db, {
      merchantId,
      key: `test-funds-${randomUUID()}`,
      type: 'deposit',
      memberId: p.id,
      postings: [
        { account: { owner: 'house', kind: 'deposits', currency: 'VND' }, amount: -funds },
        { account: { owner: 'member', memberId: p.id, kind: 'main', currency: 'VND' }, amount: funds },
      ],
    });
  }
  return p;
}

const call = (p: Player, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(p.token), ...(payload ? { payload } : {}) });

const client = withdrawalClient(() => t.app, LOGIN);
const setPaymentPassword = (p: Player, pin?: string) => client.setPaymentPassword(p.token, pin);
const bindCard = (p: Player, accountNumber?: string, pin?: string) =>
  client.bindCard(p.token, accountNumber, pin);

const balance = async (p: Player) =>
  (await call(p, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as number;

const withdraw = (p: Player, cardId: string, amount: unknown, requestId?: string, pin?: string) =>
  client.withdraw(p.token, cardId, amount, requestId, pin);

const decide = (id: string, decision: 'approve' | 'reject' | 'paid') =>
  t.app.services.withdrawalDesk.decide(id, decision, null);

describe('security centre', () => {
  it('sets the payment password with the login password, then changes it with the old one', async () => {
    const p = await player();
    const summary = (await call(p, 'GET', '/wps/member/security')).json().value;
    expect(summary).toMatchObject({ hasPaymentPassword: false, bankCards: [] });

    const wrongLogin = await call(p, 'POST', '/wps/member/paymentPassword', {
      loginPassword: await enc(t.app, 'not-it'),
      paymentPassword: await enc(t.app, '111222'),
      confirmPaymentPassword: await enc(t.app, '111222'),
    });
    expect(wrongLogin.json()).toMatchObject({ success: false, code: 'WRONG_PASSWORD' });
    for (const pin of ['abcdef', '1bcdef', '12345', '1234567']) {
      const refused = await call(p, 'POST', '/wps/member/paymentPassword', {
        loginPassword: await enc(t.app, LOGIN),
        paymentPassword: await enc(t.app, pin),
        confirmPaymentPassword: await enc(t.app, pin),
      });
      expect(refused.json(), pin).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const mismatch = await call(p, 'POST', '/wps/member/paymentPassword', {
      loginPassword: await enc(t.app, LOGIN),
      paymentPassword: await enc(t.app, '111222'),
      confirmPaymentPassword: await enc(t.app, '111223'),
    });
    expect(mismatch.json()).toMatchObject({ success: false, code: 'PASSWORD_MISMATCH' });

    await setPaymentPassword(p, '111222');
    // Changing needs the old payment password now, not the login password.
    const withLogin = await call(p, 'POST', '/wps/member/paymentPassword', {
      loginPassword: await enc(t.app, LOGIN),
      paymentPassword: await enc(t.app, '333444'),
      confirmPaymentPassword: await enc(t.app, '333444'),
    });
    expect(withLogin.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const changed = await call(p, 'POST', '/wps/member/paymentPassword', {
      oldPaymentPassword: await enc(t.app, '111222'),
      paymentPassword: await enc(t.app, '333444'),
      confirmPaymentPassword: await enc(t.app, '333444'),
    });
    expect(changed.json().value).toMatchObject({ hasPaymentPassword: true });
  });

  it('binds bank cards in the payee name, masked, with the payment password, five at most', async () => {
    const p = await player();
    const noPin = await call(p, 'POST', '/wps/member/bankCards', {
      bankName: 'ACB',
      accountNumber: '1234567890',
      accountName: 'Tran B',
      paymentPassword: await enc(t.app, '246810'),
    });
    expect(noPin.json()).toMatchObject({ success: false, code: 'PAYMENT_PASSWORD_REQUIRED' });
    await setPaymentPassword(p);
    const wrongPin = await call(p, 'POST', '/wps/member/bankCards', {
      bankName: 'ACB',
      accountNumber: '1234567890',
      accountName: 'Tran B',
      paymentPassword: await enc(t.app, '000000'),
    });
    expect(wrongPin.json()).toMatchObject({ success: false, code: 'WRONG_PAYMENT_PASSWORD' });
    await bindCard(p, '1000000001');
    const cards = (await call(p, 'GET', '/wps/member/bankCards')).json().value.list;
    expect(cards).toEqual([
      expect.objectContaining({ accountNumberMasked: '**** 0001', accountName: 'Nguyen Van A' }),
    ]);
    expect(JSON.stringify(cards)).not.toContain('1000000001');
    const otherName = await call(p, 'POST', '/wps/member/bankCards', {
      bankName: 'ACB',
      accountNumber: '2000000002',
      accountName: 'Someone Else',
      paymentPassword: await enc(t.app, '246810'),
    });
    expect(otherName.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const dup = await call(p, 'POST', '/wps/member/bankCards', {
      bankName: 'ACB',
      accountNumber: '1000000001',
      paymentPassword: await enc(t.app, '246810'),
    });
    expect(dup.json()).toMatchObject({ success: false, code: 'BANK_CARD_TAKEN' });
    for (const n of ['1000000002', '1000000003', '1000000004', '1000000005']) await bindCard(p, n);
    const sixth = await call(p, 'POST', '/wps/member/bankCards', {
      bankName: 'ACB',
      accountNumber: '1000000006',
      paymentPassword: await enc(t.app, '246810'),
    });
    expect(sixth.json()).toMatchObject({ success: false, code: 'BANK_CARD_LIMIT' });
  });
});

describe('withdrawals', () => {
  it('holds the amount at request time, gives it back on rejection, and replays by request id', async () => {
    const p = await player(1_000_000n);
    await setPaymentPassword(p);
    const card = await bindCard(p);
    const settings = (await call(p, 'GET', '/wps/cashier/withdrawal/settings')).json().value;
    expect(settings).toMatchObject({
      minAmount: 10_000,
      dailyCount: 5,
      usedToday: 0,
      withdrawable: 1_000_000,
    });

    const requestId = randomUUID();
    const res = await withdraw(p, card, 300_000, requestId);
    expect(res.statusCode, res.body).toBe(200);
    const w = res.json().value;
    expect(w).toMatchObject({
      status: 'pending',
      amount: 300_000,
      accountNumberMasked: '**** 6789',
      confirmation: null,
    });
    expect(await balance(p)).toBe(700_000);
    const replay = await withdraw(p, card, 300_000, requestId);
    expect(replay.json().value.id).toBe(w.id);
    expect(await balance(p)).toBe(700_000);

    await expect(decide(w.id, 'paid')).rejects.toMatchObject({ code: 'INVALID_STATE' });
    expect((await decide(w.id, 'reject')).status).toBe('rejected');
    expect(await balance(p)).toBe(1_000_000);
    await expect(decide(w.id, 'reject')).rejects.toMatchObject({ code: 'INVALID_STATE' });
    expect(await balance(p)).toBe(1_000_000);
  });

  it('tells the member of each operator decision once, and of nothing for a repeated or refused one', async () => {
    const p = await player(1_000_000n);
    await setPaymentPassword(p);
    const card = await bindCard(p);
    const paid = (await withdraw(p, card, 100_000)).json().value.id as string;
    const rejected = (await withdraw(p, card, 200_000)).json().value.id as string;
    const events: HubEvent[] = [];
    const stop = t.app.services.hub.subscribe(p.id, (event) => events.push(event));
    const cashier = () => events.filter((e) => e.type === 'cashier').map((e) => e.value);
    const balances = () => events.filter((e) => e.type === 'balance').map((e) => e.value.sumBalance);
    try {
      await decide(paid, 'approve');
      await decide(paid, 'paid');
      await decide(rejected, 'reject');
      expect(cashier()).toEqual([
        { kind: 'withdrawal', id: paid, status: 'approved' },
        { kind: 'withdrawal', id: paid, status: 'paid' },
        { kind: 'withdrawal', id: rejected, status: 'rejected' },
      ]);
      // Only the rejection gives money back to the main wallet, so only it sends a balance.
      expect(balances()).toEqual([900_000]);
      // Each decision is also a line in the member's platform information, newest first.
      const inbox = (await call(p, 'GET', '/wps/messages')).json().value;
      expect(inbox.list.map((m: { kind: string; params: object }) => [m.kind, m.params])).toEqual([
        ['withdrawal_rejected', { reference: `W${rejected}`, amount: 200_000, currency: 'VND' }],
        ['withdrawal_paid', { reference: `W${paid}`, amount: 100_000, currency: 'VND' }],
        ['withdrawal_approved', { reference: `W${paid}`, amount: 100_000, currency: 'VND' }],
      ]);
      expect(events.filter((e) => e.type === 'messages').map((e) => e.value)).toEqual([
        { unread: 1 },
        { unread: 2 },
        { unread: 3 },
      ]);
      const messages = await countRows(t.app, 'member_message');

      const heard = events.length;
      for (const [id, decision] of [
        [paid, 'approve'],
        [paid, 'paid'],
        [paid, 'reject'],
        [rejected, 'reject'],
        [rejected, 'approve'],
      ] as const)
        await expect(decide(id, decision)).rejects.toMatchObject({ code: 'INVALID_STATE' });
      await expect(decide('999999999', 'approve')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(events).toHaveLength(heard);
      expect(await countRows(t.app, 'member_message')).toBe(messages);
    } finally {
      stop();
    }
  });

  it('refuses bad amounts, wrong passwords, other members’ cards and more than the balance, moving nothing', async () => {
    const p = await player(500_000n);
    await setPaymentPassword(p);
    const card = await bindCard(p);
    const other = await player();
    await setPaymentPassword(other);
    const otherCard = await bindCard(other, '9999999999');
    const entries = await countRows(t.app, 'ledger_entry');
    const withdrawals = await countRows(t.app, 'withdrawal');

    for (const amount of [0, -100, 10.5, '5000', 2 ** 62, null])
      expect((await withdraw(p, card, amount)).statusCode, String(amount)).toBe(400);
    expect((await withdraw(p, card, 9_999)).json()).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE' });
    expect((await withdraw(p, card, 600_000)).json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect((await withdraw(p, card, 100_000, randomUUID(), '000000')).json()).toMatchObject({
      code: 'WRONG_PAYMENT_PASSWORD',
    });
    expect((await withdraw(p, otherCard, 100_000)).json()).toMatchObject({ code: 'NOT_FOUND' });
    const withdrawCall = { method: 'POST', url: '/wps/cashier/withdraw', token: p.token } as const;
    expect((await sendBrokenJson(t.app, withdrawCall, '{"amount": 1')).statusCode).toBe(400);
    expect(await countRows(t.app, 'ledger_entry')).toBe(entries);
    expect(await countRows(t.app, 'withdrawal')).toBe(withdrawals);
    expect(await balance(p)).toBe(500_000);

    // Another member's withdrawal id reads as unknown.
    const w = (await withdraw(p, card, 100_000)).json().value;
    const foreign = await call(other, 'POST', `/wps/cashier/withdrawals/${w.id}/confirm`, {
      outcome: 'received',
    });
    expect(foreign.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('keeps to the daily count', async () => {
    const p = await player(1_000_000n);
    await setPaymentPassword(p);
    const card = await bindCard(p);
    for (let i = 0; i < 5; i++) expect((await withdraw(p, card, 10_000)).statusCode).toBe(200);
    expect((await withdraw(p, card, 10_000)).json()).toMatchObject({ code: 'WITHDRAWAL_LIMIT' });
    expect(await balance(p)).toBe(950_000);
  });

  it('gives a VIP club level the limits it raises: larger withdrawals and more a day (demo Gold: ₫100M, 8)', async () => {
    const standard = await player(12_000_000_000n);
    const gold = await player(12_000_000_000n);
    await sql`update member set club_rank = 3 where id = ${gold.id}`.execute(t.app.database.db);
    const settings = async (p: Player) =>
      (await call(p, 'GET', '/wps/cashier/withdrawal/settings')).json().value;
    expect(await settings(standard)).toMatchObject({
      maxAmount: 5_000_000_000,
      dailyCount: 5,
      raisedBy: null,
    });
    expect(await settings(gold)).toMatchObject({
      maxAmount: 10_000_000_000,
      dailyCount: 8,
      raisedBy: 'Gold',
    });

    const cards = new Map<Player, string>();
    for (const p of [standard, gold]) {
      await setPaymentPassword(p);
      cards.set(p, await bindCard(p));
    }
    const refused = (await withdraw(standard, cards.get(standard) as string, 6_000_000_000)).json();
    expect(refused).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', value: { maxAmount: 5_000_000_000 } });
    expect(await balance(standard)).toBe(12_000_000_000);

    const goldCard = cards.get(gold) as string;
    expect((await withdraw(gold, goldCard, 6_000_000_000)).statusCode).toBe(200);
    expect((await withdraw(gold, goldCard, 10_000_000_001)).json()).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      value: { maxAmount: 10_000_000_000 },
    });
    for (let i = 1; i < 8; i++) expect((await withdraw(gold, goldCard, 10_000)).statusCode).toBe(200);
    expect((await withdraw(gold, goldCard, 10_000)).json()).toMatchObject({
      code: 'WITHDRAWAL_LIMIT',
      message: 'You can make 8 withdrawals a day; try again tomorrow',
    });
    expect(await balance(gold)).toBe(12_000_000_000 - 6_000_000_000 - 7 * 10_000);
  });

  it('takes the player’s confirmation once paid: received, partly, not received with proof, or forced', async () => {
    const p = await player(2_000_000n);
    await setPaymentPassword(p);
    const card = await bindCard(p);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await withdraw(p, card, 100_000)).json().value.id);
    const [a, b, c, d] = ids as [string, string, string, string];

    const early = await call(p, 'POST', `/wps/cashier/withdrawals/${a}/confirm`, { outcome: 'received' });
    expect(early.json()).toMatchObject({ success: false, code: 'INVALID_STATE' });
    for (const id of ids) {
      await decide(id, 'approve');
      const paid = await decide(id, 'paid');
      expect(paid).toMatchObject({ status: 'paid', forceReceiveAt: expect.any(String) });
    }
    // Paid money has left: the balance does not come back and the hold is empty.
    expect(await balance(p)).toBe(1_600_000);

    const received = await call(p, 'POST', `/wps/cashier/withdrawals/${a}/confirm`, { outcome: 'received' });
    expect(received.json().value).toMatchObject({ confirmation: 'received' });
    const partial = await call(p, 'POST', `/wps/cashier/withdrawals/${b}/confirm`, {
      outcome: 'partially_received',
      receivedAmount: 60_000,
    });
    expect(partial.json().value).toMatchObject({
      confirmation: 'partially_received',
      receivedAmount: 60_000,
    });
    const tooMuch = await call(p, 'POST', `/wps/cashier/withdrawals/${c}/confirm`, {
      outcome: 'partially_received',
      receivedAmount: 100_000,
    });
    expect(tooMuch.json()).toMatchObject({ code: 'VALIDATION_FAILED' });

    const fake = multipartForm(
      {},
      { name: 'proof.png', type: 'image/png', data: Buffer.from('<svg></svg>') },
    );
    const fakeRes = await t.app.inject({
      method: 'POST',
      url: `/wps/cashier/withdrawals/${c}/not-received`,
      payload: fake.payload,
      headers: { ...fake.headers, ...bearer(p.token) },
    });
    expect(fakeRes.json()).toMatchObject({ success: false, code: 'INVALID_IMAGE' });
    const proof = multipartForm({}, { name: 'proof.jpg', type: 'image/jpeg', data: jpg });
    const notReceived = await t.app.inject({
      method: 'POST',
      url: `/wps/cashier/withdrawals/${c}/not-received`,
      payload: proof.payload,
      headers: { ...proof.headers, ...bearer(p.token) },
    });
    expect(notReceived.json().value).toMatchObject({ confirmation: 'not_received' });
    // It arrived after all.
    const later = await call(p, 'POST', `/wps/cashier/withdrawals/${c}/confirm`, { outcome: 'received' });
    expect(later.json().value).toMatchObject({ confirmation: 'received' });

    // Nobody answered for d: after the configured minutes it counts as received, for good.
    clock.advance(31 * 60_000);
    const list = (await call(p, 'GET', '/wps/cashier/withdrawals')).json().value.list;
    expect(list.find((w: { id: string }) => w.id === d)).toMatchObject({ confirmation: 'force_received' });
    const tooLate = multipartForm({}, { name: 'proof.png', type: 'image/png', data: png });
    const late = await t.app.inject({
      method: 'POST',
      url: `/wps/cashier/withdrawals/${d}/not-received`,
      payload: tooLate.payload,
      headers: { ...tooLate.headers, ...bearer(p.token) },
    });
    expect(late.json()).toMatchObject({ success: false, code: 'INVALID_STATE' });
    expect(await balance(p)).toBe(1_600_000);
  });
});

describe('paying out a self-excluded member (npm run ops -- withdrawal payout ACCOUNT)', () => {
  const cli = opsFor(() => t.app).cli;
  const exclude = async (p: Player, body: Record<string, unknown>) => {
    const res = await call(p, 'POST', '/wps/rg/exclusion', {
      allBrands: false,
      ...body,
      password: await enc(t.app, LOGIN),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const holdOf = async (p: Player) =>
    (await memberAccounts(t.app.database.db, p.id)).find((a) => a.kind === 'withdraw_hold')?.balance ?? 0n;
  const mainOf = async (p: Player) =>
    (await memberAccounts(t.app.database.db, p.id)).find((a) => a.kind === 'main')?.balance ?? 0n;

  it('sends the whole balance to the card bound last, once; then it is approved and paid as any withdrawal', async () => {
    const p = await player(1_234_567n);
    await setPaymentPassword(p);
    await bindCard(p, '1111222233');
    await bindCard(p, '4444555566');
    const account = await accountOf(t.app, p.id);
    await exclude(p, { kind: 'self_exclusion', months: 6 });

    const paid = await cli('withdrawal', 'payout', account.toUpperCase());
    const id = /^withdrawal (\d+): /.exec(paid.message)?.[1];
    expect(paid.message).toBe(
      `withdrawal ${id}: 1234567 VND minor units of ${account} to Techcombank **** 5566, pending: approve and pay it as any withdrawal`,
    );
    expect(await mainOf(p)).toBe(0n);
    expect(await holdOf(p)).toBe(1_234_567n);
    // A second payout finds nothing left, and writes nothing.
    const withdrawals = await countRows(t.app, 'withdrawal');
    expect((await cli('withdrawal', 'payout', account)).message).toBe(`${account} has no balance to pay out`);
    expect(await countRows(t.app, 'withdrawal')).toBe(withdrawals);

    await decide(String(id), 'approve');
    await decide(String(id), 'paid');
    expect(await holdOf(p)).toBe(0n);
    expect((await auditLedger(t.app.database.db)).ok).toBe(true);
  });

  it('refuses a member who can log in, one on a time-out, one without a card and an unknown account, moving nothing', async () => {
    const active = await player(50_000n);
    await setPaymentPassword(active);
    await bindCard(active);
    await expect(cli('withdrawal', 'payout', await accountOf(t.app, active.id))).rejects.toMatchObject({
      code: 'INVALID_STATE',
      message: expect.stringContaining('is not self-excluded'),
    });

    const resting = await player(50_000n);
    await setPaymentPassword(resting);
    await bindCard(resting);
    await exclude(resting, { kind: 'timeout', days: 7 });
    await expect(cli('withdrawal', 'payout', await accountOf(t.app, resting.id))).rejects.toMatchObject({
      code: 'INVALID_STATE',
    });

    const cardless = await player(50_000n);
    await exclude(cardless, { kind: 'self_exclusion', months: 6 });
    await expect(cli('withdrawal', 'payout', await accountOf(t.app, cardless.id))).rejects.toMatchObject({
      code: 'INVALID_STATE',
      message: expect.stringContaining('has no bank card bound'),
    });

    await expect(cli('withdrawal', 'payout', 'nobody-here')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    for (const p of [active, resting, cardless]) {
      expect(await mainOf(p)).toBe(50_000n);
      expect(await holdOf(p)).toBe(0n);
    }
  });
});
