import { randomUUID } from 'node:crypto';
import type { RebateValue } from '@portal/contracts/rebate';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useAuditedApp } from '../../test/audited-app.ts';
import { expectInvalidBodies, sendBrokenJson } from '../../test/bad-requests.ts';
import { bearer } from '../../test/identity-helpers.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { countRows } from '../../test/test-app.ts';
import { vendorClient } from '../../test/vendor-helpers.ts';
import { parseOpsArgs } from '../admin/ops-command.ts';
import { type Account, agentKit } from '../agent/agent-test-helpers.ts';
import { rateWithLevel, rebateOf } from './rebate.service.ts';

const DAY = 86_400_000;
let now = Date.now() + 60_000;
const clock = { now: () => new Date(now) };

const t = useAuditedApp('rebate', clock);
const kit = agentKit(() => t.app);
const ops = opsFor(() => t.app);

const preview = async (who: Account) => {
  const res = await kit.get(who, '/wps/rebate');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as RebateValue;
};
const claim = (who: Account, requestId: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/rebate/claim',
    headers: bearer(who.token),
    payload: { requestId },
  });
const game = (value: RebateValue) => value.products.find((p) => p.product === 'game');

/** A funded player with three settled rounds (stakes 100,000, 50,000, 37,500), one open and one rolled back. */
async function player() {
  const who = await kit.registered();
  await kit.deposit(who, 10_000_000);
  await kit.slotRound(who, 100_000, { win: 250_000 });
  await kit.slotRound(who, 50_000, { win: 0 });
  await kit.slotRound(who, 37_500, { win: 10_000 });
  const open = await kit.slotRound(who, 20_000, 'open');
  await kit.slotRound(who, 30_000, 'rollback');
  return { who, open };
}

describe('manual rebate', () => {
  it('offers 0.8% of the settled stakes of games, rounded down, and pays it once into the main wallet', async () => {
    const { who } = await player();
    const offer = await preview(who);
    // 187,500 staked on settled rounds: 0.8% is 1,500.
    expect(game(offer)).toEqual({ product: 'game', rateBp: 80, bets: 3, validBets: 187_500, amount: 1_500 });
    expect(offer).toMatchObject({ currency: 'VND', windowDays: 30, total: 1_500 });

    const before = await kit.balance(who);
    const requestId = randomUUID();
    const res = await claim(who, requestId);
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.claim).toMatchObject({ amount: 1_500, bets: 3, validBets: 187_500 });
    expect(value.balance).toBe(before + 1_500);
    expect(await kit.balance(who)).toBe(before + 1_500);

    // The same request again answers the same claim and pays nothing more.
    const replay = await claim(who, requestId);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().value.claim).toEqual(value.claim);
    expect(await kit.balance(who)).toBe(before + 1_500);

    // Nothing left: a new claim is refused and changes nothing.
    expect((await preview(who)).total).toBe(0);
    const again = await claim(who);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'NOTHING_TO_CLAIM' });
    expect(await countRows(t.app, 'rebate_claim')).toBeGreaterThan(0);

    // The account record shows it as a bonus; the history lists the claim.
    const records = (
      await kit.get(
        who,
        `/wps/records/account?from=${new Date(now - DAY).toISOString()}&to=${new Date(now + DAY).toISOString()}&category=bonus`,
      )
    ).json().value;
    expect(records.list).toEqual([
      expect.objectContaining({
        type: 'rebate',
        category: 'bonus',
        amount: 1_500,
        reference: `RB${value.claim.id}`,
      }),
    ]);
    const history = (await kit.get(who, '/wps/rebate/claims')).json().value;
    expect(history).toMatchObject({ total: 1, list: [value.claim] });
  });

  it('counts a round settled after a claim in the next claim', async () => {
    const { who, open } = await player();
    expect((await claim(who)).json().value.claim.bets).toBe(3);
    const vendor = await vendorClient(t.app);
    const credited = await vendor.credit(who.id, `c-${open}`, open, 5_000);
    expect(credited.statusCode, credited.body).toBe(200);
    // 20,000 at 0.8% = 160.
    expect(game(await preview(who))).toMatchObject({ bets: 1, validBets: 20_000, amount: 160 });
    expect((await claim(who)).json().value.claim).toMatchObject({ bets: 1, amount: 160 });
  });

  it('pays once when claims race, with the same or different request ids', async () => {
    for (const sameId of [false, true]) {
      const { who } = await player();
      const before = await kit.balance(who);
      const id = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => claim(who, sameId ? id : randomUUID())),
      );
      const paid = answers.filter((a) => a.statusCode === 200);
      const refused = answers.filter((a) => a.statusCode === 409);
      expect(paid.length + refused.length).toBe(4);
      const claims = new Set(paid.map((a) => a.json().value.claim.id));
      expect(claims.size, `same id: ${sameId}`).toBe(1);
      if (sameId) expect(paid).toHaveLength(4);
      expect(await kit.balance(who)).toBe(before + 1_500);
    }
  });

  it('follows the operator’s rate, leaving bets of an unpaid product for later', async () => {
    const { who } = await player();
    expect((await ops.cli('rebate', 'rate', 'game', '0')).message).toBe('rebate rate for game: 0%');
    expect(game(await preview(who))).toMatchObject({ rateBp: 0, bets: 0, amount: 0 });
    expect((await claim(who)).statusCode).toBe(409);
    await ops.cli('rebate', 'rate', 'game', '1.25');
    // 187,500 at 1.25% = 2,343.75, rounded down.
    expect(game(await preview(who))).toMatchObject({ rateBp: 125, bets: 3, amount: 2_343 });
    await ops.cli('rebate', 'rate', 'game', '0.8');
    expect(game(await preview(who))).toMatchObject({ rateBp: 80, amount: 1_500 });
    for (const argv of [
      ['rebate', 'rate', 'game', '3.01'],
      ['rebate', 'rate', 'game', '-1'],
      ['rebate', 'rate', 'game', 'abc'],
      ['rebate', 'rate', 'game', '0.125'],
      ['rebate', 'rate', 'casino', '1'],
      ['rebate', 'rate', 'game'],
    ])
      expect(() => parseOpsArgs(argv, 'demo'), argv.join(' ')).toThrow();
  });

  it('raises each paid rate by the member’s VIP club level, up to the top rate, and pays it', async () => {
    const { who } = await player();
    expect((await preview(who)).level).toBeNull();
    // Silver adds 0.1% in the demo ladder: 187,500 at 0.9% = 1,687.5, rounded down.
    await sql`update member set club_rank = 2 where id = ${who.id}`.execute(t.app.database.db);
    const silver = await preview(who);
    expect(silver.level).toEqual({ name: 'Silver', bonusBp: 10 });
    expect(game(silver)).toMatchObject({ rateBp: 90, bets: 3, amount: 1_687 });
    // A product the merchant does not pay stays unpaid, whatever the level.
    await ops.cli('rebate', 'rate', 'game', '0');
    expect(game(await preview(who))).toMatchObject({ rateBp: 0, amount: 0 });
    // Never past 3%.
    await ops.cli('rebate', 'rate', 'game', '2.95');
    expect(game(await preview(who))?.rateBp).toBe(300);
    await ops.cli('rebate', 'rate', 'game', '0.8');
    const before = await kit.balance(who);
    const res = await claim(who);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.claim.amount).toBe(1_687);
    expect(await kit.balance(who)).toBe(before + 1_687);
  });

  it('counts only bets placed in the last 30 days', async () => {
    const { who } = await player();
    now += 31 * DAY;
    try {
      expect((await preview(who)).total).toBe(0);
      expect((await claim(who)).statusCode).toBe(409);
      await kit.slotRound(who, 10_000, { win: 0 });
      expect(game(await preview(who))).toMatchObject({ bets: 1, validBets: 10_000, amount: 80 });
    } finally {
      now -= 31 * DAY;
    }
  });

  it('keeps visitors and trial accounts out, and refuses bad requests without a change', async () => {
    for (const res of [
      await kit.get(null, '/wps/rebate'),
      await t.app.inject({ method: 'POST', url: '/wps/rebate/claim', payload: { requestId: randomUUID() } }),
    ])
      expect(res.statusCode).toBe(401);
    const trial = await kit.trial();
    expect((await kit.get(trial, '/wps/rebate')).json()).toMatchObject({ code: 'TRIAL_ACCOUNT' });

    const { who } = await player();
    const claims = await countRows(t.app, 'rebate_claim');
    const claimCall = { method: 'POST', url: '/wps/rebate/claim', token: who.token } as const;
    await expectInvalidBodies(t.app, claimCall, [
      {},
      { requestId: 'not-a-uuid' },
      { requestId: randomUUID(), amount: 1_000_000 },
      { requestId: 42 },
    ]);
    expect((await sendBrokenJson(t.app, claimCall, '{"requestId":')).statusCode).toBe(400);
    for (const query of ['?page=0', '?pageSize=51', '?x=1'])
      expect((await kit.get(who, `/wps/rebate/claims${query}`)).statusCode, query).toBe(400);
    expect(await countRows(t.app, 'rebate_claim')).toBe(claims);
    expect((await preview(who)).total).toBe(1_500);
  });
});

describe('rebate arithmetic', () => {
  it('is the stake times the rate, rounded down, never more', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 300 }),
        (stake, rateBp) => {
          const paid = rebateOf(stake, rateBp);
          expect(paid * 10_000n <= stake * BigInt(rateBp)).toBe(true);
          expect((paid + 1n) * 10_000n > stake * BigInt(rateBp)).toBe(true);
        },
      ),
    );
  });

  it('raises a paid rate by a level’s boost, never past the top rate, and never starts an unpaid one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }), (rateBp, bonusBp) => {
        const rate = rateWithLevel(rateBp, bonusBp);
        expect(rate).toBeLessThanOrEqual(300);
        if (rateBp === 0) expect(rate).toBe(0);
        else expect(rate).toBe(Math.min(300, rateBp + bonusBp));
        expect(rate >= rateBp).toBe(true);
      }),
    );
  });
});
