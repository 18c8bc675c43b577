import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../../lib/hmac-signature.ts';
import { bearer } from '../../test/identity-helpers.ts';
import { countRows, createTestApp, type TestApp } from '../../test/test-app.ts';
import { vendorClient } from '../../test/vendor-helpers.ts';
import { auditLedger } from '../ledger/ledger.service.ts';

let t: TestApp;
let v: Awaited<ReturnType<typeof vendorClient>>;
beforeAll(async () => {
  t = await createTestApp();
  v = await vendorClient(t.app);
});
afterAll(async () => {
  const audit = await auditLedger(t.app.database.db);
  expect(audit.ok, JSON.stringify(audit)).toBe(true);
  await t.close();
});

const call: typeof v.call = (...args) => v.call(...args);
const player: typeof v.player = (...args) => v.player(...args);
const debit: typeof v.debit = (...args) => v.debit(...args);
const credit: typeof v.credit = (...args) => v.credit(...args);
const rollback: typeof v.rollback = (...args) => v.rollback(...args);

describe('vendor protocol', () => {
  it('authenticates a launch token once, then debits and credits a round into the betting record', async () => {
    const p = await player();
    expect((await call('authenticate', { launchToken: p.launchToken })).json()).toMatchObject({
      code: 'INVALID_TOKEN',
    });
    expect((await call('balance', { sessionToken: p.session })).json().value).toEqual({
      balance: 100_000,
      currency: 'VND',
    });
    const d = await debit(p.session, 'd-1', 'r-1', 1_000);
    expect(d.json().value).toMatchObject({ balance: 99_000, replayed: false });
    const c = await credit(p.id, 'c-1', 'r-1', 2_500);
    expect(c.json().value).toMatchObject({ balance: 101_500, replayed: false });
    expect(
      (await call('endRound', { playerId: p.id, roundId: 'r-1', gameCode: 'lucky-reels' })).json().value
        .balance,
    ).toBe(101_500);
    const bet = await t.app.database.db
      .selectFrom('bet')
      .selectAll()
      .where('member_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(bet).toMatchObject({
      round_id: 'r-1',
      stake: '1000',
      payout: '2500',
      status: 'settled',
      game_name: 'Lucky Reels',
    });
    const recent = await t.app.inject({ url: '/wps/relay/GCS_recentGame', headers: bearer(p.token) });
    expect(recent.json().value.list[0]).toMatchObject({ gameCode: 'lucky-reels' });
  });

  it('answers replayed debits and credits with the first result and moves nothing', async () => {
    const p = await player();
    const first = (await debit(p.session, 'd-2', 'r-2', 3_000)).json().value;
    const again = (await debit(p.session, 'd-2', 'r-2', 3_000)).json().value;
    expect(again).toMatchObject({
      replayed: true,
      platformTransactionId: first.platformTransactionId,
      balance: 97_000,
    });
    const different = await debit(p.session, 'd-2', 'r-2', 4_000);
    expect(different.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    await credit(p.id, 'c-2', 'r-2', 500);
    const replayedCredit = (await credit(p.id, 'c-2', 'r-2', 500)).json().value;
    expect(replayedCredit).toMatchObject({ replayed: true, balance: 97_500 });
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => debit(p.session, 'd-3', 'r-3', 1_000)),
    );
    expect(parallel.filter((r) => r.json().value?.replayed === false)).toHaveLength(1);
    expect((await call('balance', { sessionToken: p.session })).json().value.balance).toBe(96_500);
  });

  it('refuses credits for unknown or rolled-back rounds, and rolls back unknown debits as a no-op that blocks them', async () => {
    const p = await player();
    expect((await credit(p.id, 'c-x', 'no-round', 100)).json()).toMatchObject({
      code: 'ROUND_NOT_FOUND',
      value: { balance: 100_000 },
    });
    const unknown = await rollback(p.id, 'rb-1', 'never-sent', 'r-4');
    expect(unknown.json().value).toMatchObject({ balance: 100_000, replayed: false });
    // The late debit with that id is refused.
    expect((await debit(p.session, 'never-sent', 'r-4', 1_000)).json()).toMatchObject({
      code: 'TRANSACTION_ROLLED_BACK',
    });

    await debit(p.session, 'd-5', 'r-5', 2_000);
    const rb = (await rollback(p.id, 'rb-5', 'd-5', 'r-5')).json().value;
    expect(rb).toMatchObject({ balance: 100_000 });
    expect((await rollback(p.id, 'rb-5', 'd-5', 'r-5')).json().value).toMatchObject({
      replayed: true,
      balance: 100_000,
    });
    expect((await rollback(p.id, 'rb-5b', 'd-5', 'r-5')).json().value.balance).toBe(100_000);
    expect((await credit(p.id, 'c-5', 'r-5', 4_000)).json()).toMatchObject({ code: 'ROUND_ROLLED_BACK' });
    const bet = await t.app.database.db
      .selectFrom('bet')
      .selectAll()
      .where('member_id', '=', p.id)
      .where('round_id', '=', 'r-5')
      .executeTakeFirstOrThrow();
    expect(bet).toMatchObject({ stake: '0', status: 'rolled_back' });

    // A rollback naming the debit with another round is refused: refunding it would leave the
    // debit's own round open to a credit.
    await debit(p.session, 'd-12', 'r-12', 1_500);
    const elsewhere = await rollback(p.id, 'rb-12', 'd-12', 'r-other');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect((await credit(p.id, 'c-12', 'r-12', 2_000)).json().value.balance).toBe(100_500);
  });

  it('refuses a rollback after the credit, and insufficient funds with the balance', async () => {
    const p = await player(5_000n);
    await debit(p.session, 'd-6', 'r-6', 1_000);
    await credit(p.id, 'c-6', 'r-6', 0);
    expect((await rollback(p.id, 'rb-6', 'd-6', 'r-6')).json()).toMatchObject({
      code: 'ROUND_CLOSED',
      value: { balance: 4_000 },
    });
    const broke = await debit(p.session, 'd-7', 'r-7', 4_001);
    expect(broke.statusCode).toBe(422);
    expect(broke.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: 4_000 } });
    // The refused id was not consumed: the same id with an affordable amount goes through.
    expect((await debit(p.session, 'd-7', 'r-7', 4_000)).json().value.balance).toBe(0);
  });

  it('refuses bad signatures, foreign or expired tokens and amounts of the wrong sign or precision', async () => {
    const p = await player();
    const entries = await countRows(t.app, 'ledger_entry');
    const body = {
      sessionToken: p.session,
      transactionId: 'd-8',
      roundId: 'r-8',
      gameCode: 'lucky-reels',
      amount: 100,
    };
    for (const sign of [() => undefined, () => 'a'.repeat(64), (raw: string) => signBody('wrong', raw)])
      expect((await call('debit', body, sign)).json()).toMatchObject({
        success: false,
        code: 'BAD_SIGNATURE',
      });
    const otherVendor = await t.app.inject({
      method: 'POST',
      url: '/vendor/v1/debit',
      headers: {
        'content-type': 'application/json',
        'x-vendor-code': 'EVIL',
        'x-vendor-signature': signBody(v.secret, JSON.stringify(body)),
      },
      payload: JSON.stringify(body),
    });
    expect(otherVendor.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    expect((await debit('x'.repeat(43), 'd-9', 'r-9', 100)).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    // A portal session token is not a vendor session.
    expect((await debit(p.token, 'd-9', 'r-9', 100)).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    for (const amount of [0, -100, 1.5, '100', 2 ** 60, null])
      expect(
        (await debit(p.session, `d-a-${String(amount)}`, 'r-a', amount)).statusCode,
        String(amount),
      ).toBe(400);
    for (const amount of [-1, 0.01, '5'])
      expect((await credit(p.id, `c-a-${String(amount)}`, 'r-a', amount)).statusCode, String(amount)).toBe(
        400,
      );
    expect((await call('debit', '{"sessionToken":')).json()).toMatchObject({ code: 'MALFORMED_JSON' });
    // A NUL in a signed body's text is refused as such, never a failed statement.
    for (const [field, value] of [
      ['transactionId', 'd-\u0000'],
      ['roundId', 'r-\u0000'],
      ['gameCode', 'lucky\u0000'],
    ])
      expect((await call('debit', { ...body, [field as string]: value })).json(), field).toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    expect((await credit('999999999', 'c-z', 'r-z', 1)).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await countRows(t.app, 'ledger_entry')).toBe(entries);

    // An expired session no longer debits, but a win of a round it opened is still paid.
    await debit(p.session, 'd-11', 'r-11', 300);
    await t.app.database.db
      .updateTable('vendor_session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await debit(p.session, 'd-10', 'r-10', 100)).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await credit(p.id, 'c-11', 'r-11', 900)).json().value).toMatchObject({ balance: 100_600 });
  });
  it('settles a credit racing a rollback of the same round one way only', async () => {
    const p = await player();
    let expected = 100_000;
    for (let i = 0; i < 8; i++) {
      await debit(p.session, `race-d-${i}`, `race-r-${i}`, 1_000);
      const [c, rb] = await Promise.all([
        credit(p.id, `race-c-${i}`, `race-r-${i}`, 3_000),
        rollback(p.id, `race-rb-${i}`, `race-d-${i}`, `race-r-${i}`),
      ]);
      const credited = c.statusCode === 200;
      const rolledBack = rb.statusCode === 200;
      expect(credited !== rolledBack, `${c.body} ${rb.body}`).toBe(true);
      if (credited) {
        expect(rb.json().code).toBe('ROUND_CLOSED');
        expected += 2_000;
      } else expect(c.json().code).toBe('ROUND_ROLLED_BACK');
    }
    expect((await call('balance', { sessionToken: p.session })).json().value.balance).toBe(expected);
  });

  it('tells the member their balance after a round, once the calls are done', async () => {
    const p = await player();
    const events: number[] = [];
    const stop = t.app.services.hub.subscribe(p.id, (event) => {
      if (event.type === 'balance') events.push(event.value.sumBalance);
    });
    try {
      await debit(p.session, 'ev-d', 'ev-r', 1_000);
      await credit(p.id, 'ev-c', 'ev-r', 400);
      for (let i = 0; i < 250 && events.at(-1) !== 99_400; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(events.at(-1)).toBe(99_400);
    } finally {
      stop();
    }
  });
});
