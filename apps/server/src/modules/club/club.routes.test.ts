import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { agentKit } from '../agent/agent-test-helpers.ts';

const t = useTestApp({ audit: true });

const { registered, trial, get, deposit, requestDeposit, balance } = agentKit(() => t.app);
const club = async (who: Awaited<ReturnType<typeof registered>>) => {
  const res = await get(who, '/wps/club');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const levelBonusMessages = (memberId: string) =>
  t.app.database.db
    .selectFrom('member_message')
    .select(['reference', 'amount'])
    .where('member_id', '=', memberId)
    .where('kind', '=', 'club_level_bonus')
    .orderBy('id')
    .execute();
const labelOf = async (who: Awaited<ReturnType<typeof registered>>) => {
  const res = await get(who, '/wps/member/info');
  expect(res.statusCode, res.body).toBe(200);
  const { clubLabel, memberLabel } = res.json().value;
  return { ...clubLabel, service: memberLabel[0].labelName };
};

describe('VIP club levels', () => {
  it('starts at the standard level and climbs the demo ladder with approved deposits, never dropping', async () => {
    const who = await registered();
    expect(await labelOf(who)).toEqual({
      labelName: 'Standard',
      color: '#6b7280',
      color2: '#9ca3af',
      rankLevel: 0,
      service: 'Live chat',
    });
    // ₫4,000,000 approved and ₫1,000,000 rejected: not yet Bronze (₫5,000,000).
    await deposit(who, 400_000_000);
    await deposit(who, 100_000_000, 'reject');
    expect((await labelOf(who)).rankLevel).toBe(0);
    await deposit(who, 100_000_000);
    expect(await labelOf(who)).toMatchObject({ labelName: 'Bronze', rankLevel: 1, color2: '#cd7f32' });
    // Bronze's level-up bonus, ₫50,000, beside the ₫5,000,000 deposited.
    expect(await balance(who)).toBe(505_000_000);
    // Past Silver (₫20,000,000) in one go: Silver's ₫200,000 too.
    await deposit(who, 1_600_000_000);
    expect(await labelOf(who)).toMatchObject({ labelName: 'Silver', rankLevel: 2 });
    expect(await balance(who)).toBe(2_125_000_000);
    expect(await levelBonusMessages(who.id)).toEqual([
      { reference: 'Bronze', amount: '5000000' },
      { reference: 'Silver', amount: '20000000' },
    ]);
    // A level reached stays, whatever the ladder says later.
    await sql`update merchant_club_level set min_deposit = min_deposit * 100`.execute(t.app.database.db);
    t.app.services.system.invalidate();
    await deposit(who, 100_000_000);
    expect((await labelOf(who)).rankLevel).toBe(2);
    await sql`update merchant_club_level set min_deposit = min_deposit / 100`.execute(t.app.database.db);
    t.app.services.system.invalidate();
    expect(await balance(who)).toBe(2_225_000_000);
  });

  it("shows the ladder with its bonuses, the member's rank and what is left to the next level", async () => {
    const who = await registered();
    const fresh = await club(who);
    expect(fresh).toMatchObject({
      currency: 'VND',
      rank: 0,
      deposited: 0,
      next: { rank: 1, remaining: 500_000_000 },
    });
    expect(fresh.levels.map((l: { name: string }) => l.name)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
    expect(fresh.levels[0]).toEqual({
      rank: 1,
      name: 'Bronze',
      color: '#a0522d',
      color2: '#cd7f32',
      minDeposit: 500_000_000,
      upgradeBonus: 5_000_000,
      rebateBonusBp: 0,
      withdrawMax: 5_000_000_000,
      withdrawDailyCount: 5,
      bonusPaidAt: null,
    });
    // The demo merchant's own withdrawal limits, raised by Silver (more a day) and Gold (larger).
    expect(fresh.standardWithdraw).toEqual({ max: 5_000_000_000, dailyCount: 5 });
    expect(
      fresh.levels.map((l: { withdrawMax: number; withdrawDailyCount: number }) => [
        l.withdrawMax,
        l.withdrawDailyCount,
      ]),
    ).toEqual([
      [5_000_000_000, 5],
      [5_000_000_000, 6],
      [10_000_000_000, 8],
      [20_000_000_000, 10],
      [50_000_000_000, 20],
    ]);
    // Skipping a level pays both bonuses: from Standard to Silver at once.
    await deposit(who, 2_100_000_000);
    const now = await club(who);
    expect(now).toMatchObject({
      rank: 2,
      deposited: 2_100_000_000,
      next: { rank: 3, remaining: 7_900_000_000 },
    });
    expect(now.levels.slice(0, 3).map((l: { bonusPaidAt: string | null }) => l.bonusPaidAt !== null)).toEqual(
      [true, true, false],
    );
    expect(await balance(who)).toBe(2_100_000_000 + 5_000_000 + 20_000_000);
  });

  it('is at the top with nothing next, and pays a level once when two deposits reach it at once', async () => {
    const who = await registered();
    const first = await requestDeposit(who, 300_000_000);
    const second = await requestDeposit(who, 300_000_000);
    await Promise.all([first(), second()]);
    expect(await balance(who)).toBe(605_000_000);
    expect(await levelBonusMessages(who.id)).toHaveLength(1);

    await sql`update member set club_rank = 5 where id = ${who.id}`.execute(t.app.database.db);
    expect(await club(who)).toMatchObject({ rank: 5, next: null });
  });

  it('is for members only: visitors log in, trial accounts are refused', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/wps/club' });
    expect(visitor.statusCode).toBe(401);
    const demo = await get(await trial(), '/wps/club');
    expect(demo.statusCode).toBe(403);
    expect(demo.json()).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' });
  });

  it('names the VIP service for ranks above 4, and the chat room routes them there', async () => {
    const who = await registered();
    await sql`update member set club_rank = 5 where id = ${who.id}`.execute(t.app.database.db);
    expect(await labelOf(who)).toMatchObject({ labelName: 'Diamond', rankLevel: 5, service: 'VIP service' });
    const chat = await get(who, '/wps/chat/messages');
    expect(chat.json().value.desk).toBe('vip');
  });
});
