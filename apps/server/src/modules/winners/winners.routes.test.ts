import { maskAccount } from '@portal/contracts/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { agentKit } from '../agent/agent-test-helpers.ts';

// A clock the test moves past the board's cache.
let now = Date.now();
const clock = { now: () => new Date(now) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(async () => {
  await t.close();
});

const { registered, deposit, slotRound } = agentKit(() => t.app);
const board = async () => {
  const res = await t.app.inject({ url: '/wps/relay/GCSGAME_getRankList?merchantCode=demo' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

describe('winners board', () => {
  it('lists the biggest recent wins of at least twice the stake, names partly hidden, newest data after the cache', async () => {
    expect(await board()).toEqual({ list: [], currency: 'VND' });
    const lucky = await registered();
    const other = await registered();
    for (const who of [lucky, other]) await deposit(who, 10_000_000);
    await slotRound(lucky, 1_000, { win: 50_000 });
    await slotRound(other, 2_000, { win: 3_999 }); // under twice the stake: not a win for the board
    await slotRound(other, 2_000, { win: 4_000 });
    await slotRound(other, 5_000, 'rollback');
    // Cached: the board read before the wins is still served.
    expect((await board()).list).toEqual([]);
    now += 31_000;
    const { list } = await board();
    expect(list).toEqual([
      {
        account: maskAccount(lucky.account),
        gameName: 'Lucky Reels',
        product: 'game',
        stake: 1_000,
        payout: 50_000,
        multiplier: 50,
        wonAt: expect.any(String),
      },
      expect.objectContaining({ account: maskAccount(other.account), payout: 4_000, multiplier: 2 }),
    ]);
    expect(JSON.stringify(list)).not.toContain(lucky.account);
  });
});
