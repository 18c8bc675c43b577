import { describe, expect, it } from 'vitest';
import { bearer, registerByUsername } from '../../test/identity-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { auditLedger, postTransfer } from '../ledger/ledger.service.ts';

const t = useTestApp();

async function member() {
  const res = (await registerByUsername(t.app)).json().value;
  return { token: res.token as string, id: res.member.id as string };
}

async function deposit(memberId: string, amount: bigint) {
  const merchantId = (await t.app.services.system.settingsFor('localhost')).id;
  await postTransfer(t.app.database.db, {
    merchantId,
    key: `test-deposit-${Math.random()}`,
    type: 'deposit',
    memberId,
    postings: [
      { account: { owner: 'house', kind: 'deposits', currency: 'VND' }, amount: -amount },
      { account: { owner: 'member', memberId, kind: 'main', currency: 'VND' }, amount },
    ],
  });
}

describe('wallet endpoints', () => {
  it('shows a zero balance, then what was credited, in minor units with the currency', async () => {
    const m = await member();
    const empty = (await t.app.inject({ url: '/wps/v2/wallets/balance', headers: bearer(m.token) })).json()
      .value;
    expect(empty).toEqual({ sumBalance: 0, currency: 'VND', currencySymbol: '₫', exponent: 2 });
    await deposit(m.id, 123_456n);
    expect(
      (await t.app.inject({ url: '/wps/v2/wallets/balance', headers: bearer(m.token) })).json().value
        .sumBalance,
    ).toBe(123_456);
    const funds = (
      await t.app.inject({ url: '/wps/member/info/funds/consolidated', headers: bearer(m.token) })
    ).json().value;
    expect(funds).toEqual({ list: [{ wallet: 'main', balance: 123_456 }], sumBalance: 123_456 });
    expect(
      (await t.app.inject({ url: '/wps/relay/GCS_merchantWallet', headers: bearer(m.token) })).json().value
        .isSingle,
    ).toBe(true);
    expect((await auditLedger(t.app.database.db)).ok).toBe(true);
  });

  it('moves money between the main wallet and a vendor transfer wallet, once per request id', async () => {
    const m = await member();
    await deposit(m.id, 10_000n);
    const post = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers: bearer(m.token),
        payload: body,
      });
    const requestId = crypto.randomUUID();
    // The demo merchant is seamless: nothing to transfer to.
    const seamless = await post({ vendor: 'SABA', direction: 'toVendor', amount: 100, requestId });
    expect(seamless.json()).toMatchObject({ success: false, code: 'SEAMLESS_WALLET' });

    const merchantId = (await t.app.services.system.settingsFor('localhost')).id;
    await t.app.database.db
      .updateTable('merchant_cashier')
      .set({ transfer_wallets: JSON.stringify(['SABA']) })
      .where('merchant_id', '=', merchantId)
      .execute();
    t.app.services.system.invalidate();
    try {
      expect(
        (await t.app.inject({ url: '/wps/relay/GCS_merchantWallet', headers: bearer(m.token) })).json().value,
      ).toEqual({
        isSingle: false,
        wallets: ['SABA'],
      });
      const first = await post({ vendor: 'SABA', direction: 'toVendor', amount: 4_000, requestId });
      expect(first.json().value).toMatchObject({ replayed: false, sumBalance: 10_000 });
      const replay = await post({ vendor: 'SABA', direction: 'toVendor', amount: 4_000, requestId });
      expect(replay.json().value).toMatchObject({
        replayed: true,
        transferId: first.json().value.transferId,
      });
      const funds = (
        await t.app.inject({ url: '/wps/member/info/funds/consolidated', headers: bearer(m.token) })
      ).json().value;
      expect(funds.list).toEqual(
        expect.arrayContaining([
          { wallet: 'main', balance: 6_000 },
          { wallet: 'vendor:SABA', balance: 4_000 },
        ]),
      );
      const tooMuch = await post({
        vendor: 'SABA',
        direction: 'toMain',
        amount: 4_001,
        requestId: crypto.randomUUID(),
      });
      expect(tooMuch.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_FUNDS' });
      const unknown = await post({
        vendor: 'AG',
        direction: 'toMain',
        amount: 1,
        requestId: crypto.randomUUID(),
      });
      expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      for (const amount of [0, -5, 1.5, '10', 2 ** 60])
        expect(
          (await post({ vendor: 'SABA', direction: 'toMain', amount, requestId: crypto.randomUUID() }))
            .statusCode,
        ).toBe(400);
    } finally {
      await t.app.database.db
        .updateTable('merchant_cashier')
        .set({ transfer_wallets: '[]' })
        .where('merchant_id', '=', merchantId)
        .execute();
      t.app.services.system.invalidate();
    }
    expect((await auditLedger(t.app.database.db)).ok).toBe(true);
  });

  it('refuses visitors without a session', async () => {
    for (const url of [
      '/wps/v2/wallets/balance',
      '/wps/member/info/funds/consolidated',
      '/wps/relay/GCS_merchantWallet',
    ]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(401);
    }
  });
});

describe('WebSocket /ws', () => {
  type Socket = { on: (e: 'message', cb: (data: Buffer) => void) => void };
  /** Queues every message, so none is lost between two awaits. */
  const reader = (ws: Socket) => {
    const queue: unknown[] = [];
    const waiting: ((m: unknown) => void)[] = [];
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString());
      const next = waiting.shift();
      if (next) next(message);
      else queue.push(message);
    });
    return () =>
      new Promise<unknown>((resolve) => (queue.length ? resolve(queue.shift()) : waiting.push(resolve)));
  };

  it('authenticates with the first message, then pushes balance changes to every open tab', async () => {
    const m = await member();
    const tabs = await Promise.all([t.app.injectWS('/ws'), t.app.injectWS('/ws')]);
    const readers = tabs.map(reader);
    for (const [i, ws] of tabs.entries()) {
      ws.send(JSON.stringify({ type: 'auth', token: m.token }));
      const next = readers[i] as () => Promise<unknown>;
      expect(await next()).toMatchObject({ type: 'ready', value: { memberId: m.id } });
      expect(await next()).toMatchObject({ type: 'balance', value: { sumBalance: 0 } });
    }
    const pushed = readers.map((next: () => Promise<unknown>) => next());
    await deposit(m.id, 5_000n);
    const row = await t.app.database.db
      .selectFrom('member')
      .selectAll()
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    await t.app.services.wallet.publishBalance(row, 'localhost');
    for (const event of await Promise.all(pushed))
      expect(event).toMatchObject({ type: 'balance', value: { sumBalance: 5_000 } });
    for (const ws of tabs) ws.terminate();
  });

  it('refuses a bad token or a malformed first message', async () => {
    for (const message of [
      'not json',
      JSON.stringify({ type: 'auth', token: 'x'.repeat(43) }),
      JSON.stringify({ hello: 1 }),
    ]) {
      const ws = await t.app.injectWS('/ws');
      const next = reader(ws);
      ws.send(message);
      expect(await next()).toMatchObject({ type: 'error' });
      ws.terminate();
    }
  });
});
