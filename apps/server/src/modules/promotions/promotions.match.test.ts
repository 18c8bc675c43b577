import type { Message } from '@portal/contracts/messages';
import type { PromotionDetail, PromotionListValue } from '@portal/contracts/promotions';
import { describe, expect, it } from 'vitest';
import { bearer, randomIp } from '../../test/identity-helpers.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { type Account, agentKit } from '../agent/agent-test-helpers.ts';

// The deposit's time is the database's, so this file runs on the real clock (the ledger audit after).
const t = useTestApp({ audit: true });
const kit = agentKit(() => t.app);
const ops = opsFor(() => t.app);

const JOIN = '/wps/relay/MCS2_joinDepositPromotion';
const join = (who: Account | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: JOIN,
    payload: payload as object,
    headers: who ? bearer(who.token) : {},
    remoteAddress: randomIp(),
  });
const detail = async (who: Account | null, id: string) => {
  const res = await kit.get(who, `/wps/promotions/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as PromotionDetail;
};
const list = async (who: Account | null) =>
  (await kit.get(who, '/wps/promotions?category=deposit')).json().value as PromotionListValue;
const turnover = async (who: Account) =>
  (await kit.get(who, '/wps/cashier/withdrawal/settings')).json().value.turnover as { required: number };

const base = ['--title', 'Double up', '--summary', 'S', '--text', 'Terms'];
/** A running deposit match: `percent` of a deposit from 10,000,000 up, at most 30,000,000. */
async function addMatch(percent = 100, extra: string[] = []) {
  const added = await ops.cli(
    'promo',
    'add',
    'match',
    'deposit',
    ...base,
    '--percent',
    String(percent),
    '--min-deposit',
    '10000000',
    '--bonus-max',
    '30000000',
    ...extra,
  );
  return /promotion added: (\d+)/.exec(added.message)?.[1] as string;
}
const joined = async (who: Account, id: string) => {
  const res = await join(who, { promotionId: id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.match;
};

describe('deposit match promotions', () => {
  it('shows its terms to everyone, and its state to the member who joins', async () => {
    const id = await addMatch();
    expect((await list(null)).list.find((p) => p.id === id)).toMatchObject({
      action: 'match',
      state: 'join',
      bonusMax: 30_000_000,
      match: { percent: 100, minDeposit: 10_000_000, joinedAt: null, bonus: null, paidAt: null },
    });
    const who = await kit.registered();
    const first = await joined(who, id);
    expect(first).toMatchObject({ percent: 100, bonus: null });
    expect(first.joinedAt).toEqual(expect.any(String));
    // Joining again answers the same join.
    expect(await joined(who, id)).toEqual(first);
    expect(await detail(who, id)).toMatchObject({ state: 'joined', match: first, turnoverTimes: 3 });
    expect((await list(who)).list.find((p) => p.id === id)?.state).toBe('joined');
    // Nobody else joined by it.
    expect((await detail(await kit.registered(), id)).state).toBe('join');
  });

  it('pays its share of the next deposit made after joining, once, and tells the member', async () => {
    const id = await addMatch(50);
    const who = await kit.registered();
    // A deposit asked for before joining does not earn it, even when approved after.
    const before = await kit.requestDeposit(who, 40_000_000);
    await joined(who, id);
    await before();
    // Nor one below the smallest deposit.
    await kit.deposit(who, 8_000_000);
    expect((await detail(who, id)).state).toBe('joined');
    expect(await kit.balance(who)).toBe(48_000_000);

    await kit.deposit(who, 24_000_000);
    expect(await kit.balance(who)).toBe(48_000_000 + 24_000_000 + 12_000_000);
    const paid = await detail(who, id);
    expect(paid).toMatchObject({ state: 'issued', match: { bonus: 12_000_000 } });
    expect(paid.match?.paidAt).toEqual(expect.any(String));
    // The next deposit pays nothing more.
    await kit.deposit(who, 24_000_000);
    expect(await kit.balance(who)).toBe(48_000_000 + 48_000_000 + 12_000_000);

    const inbox = (await kit.get(who, '/wps/messages')).json().value.list as Message[];
    expect(inbox.filter((m) => m.kind === 'promotion_issued')).toHaveLength(1);
    expect(inbox.find((m) => m.kind === 'promotion_issued')).toMatchObject({
      params: { amount: 12_000_000, currency: 'VND' },
    });
    const hour = 3_600_000;
    const records = await kit.get(
      who,
      `/wps/records/account?from=${new Date(Date.now() - hour).toISOString()}&to=${new Date(Date.now() + hour).toISOString()}&category=bonus`,
    );
    expect(records.json().value.list).toEqual([
      expect.objectContaining({ type: 'promotion_bonus', amount: 12_000_000 }),
    ]);
    // The bonus is a bonus: the merchant's turnover for bonuses (three times) applies to it.
    expect((await turnover(who)).required).toBe(36_000_000);
  });

  it('lists the member’s joins waiting for a deposit, in the order a deposit pays them', async () => {
    const waiting = async (who: Account, query = '') => {
      const res = await kit.get(who, `/wps/promotions/matches${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value;
    };
    const who = await kit.registered();
    expect(await waiting(who)).toEqual({ currency: 'VND', list: [] });
    const first = await addMatch(100);
    const second = await addMatch(50, ['--until', new Date(Date.now() + 86_400_000).toISOString()]);
    await joined(who, second);
    await joined(who, first);
    const demo = (await list(who)).list.find((p) => p.title.startsWith('Reload bonus'))?.id as string;
    await joined(who, demo);
    const value = await waiting(who, '?language=vi');
    expect(value.list.map((m: { promotionId: string }) => m.promotionId)).toEqual([second, first, demo]);
    expect(value.list[0]).toEqual({
      promotionId: second,
      title: 'Double up',
      percent: 50,
      minDeposit: 10_000_000,
      bonusMax: 30_000_000,
      endsAt: expect.any(String),
    });
    // The demo's, in the reader's language.
    expect(value.list[2]).toMatchObject({ title: 'Thưởng nạp lại: 50% lần nạp tiếp theo', endsAt: null });
    // A deposit pays the earliest; an ended one leaves the list; nobody else sees them.
    await kit.deposit(who, 10_000_000);
    await ops.cli('promo', 'end', first);
    expect((await waiting(who)).list.map((m: { promotionId: string }) => m.promotionId)).toEqual([demo]);
    expect((await waiting(await kit.registered())).list).toEqual([]);
    expect((await kit.get(null, '/wps/promotions/matches')).statusCode).toBe(401);
    expect((await kit.get(who, '/wps/promotions/matches?lang=vi')).statusCode).toBe(400);
  });

  it('pays the ceiling at most, and one match per deposit: the earliest joined first', async () => {
    const first = await addMatch(100);
    const second = await addMatch(200);
    const who = await kit.registered();
    await joined(who, first);
    await joined(who, second);
    await kit.deposit(who, 50_000_000);
    expect(await kit.balance(who)).toBe(50_000_000 + 30_000_000);
    expect((await detail(who, first)).match?.bonus).toBe(30_000_000);
    expect((await detail(who, second)).state).toBe('joined');
    await kit.deposit(who, 10_000_000);
    expect((await detail(who, second)).match?.bonus).toBe(20_000_000);
    expect(await kit.balance(who)).toBe(60_000_000 + 50_000_000);
  });

  it('pays one bonus when two qualifying deposits are approved at once', async () => {
    const id = await addMatch(100);
    const who = await kit.registered();
    await joined(who, id);
    const first = await kit.requestDeposit(who, 10_000_000);
    const second = await kit.requestDeposit(who, 20_000_000);
    await Promise.all([first(), second()]);
    const bonus = (await detail(who, id)).match?.bonus;
    // Whichever credit got the join first paid it; the other paid nothing more.
    expect([10_000_000, 20_000_000]).toContain(bonus);
    expect(await kit.balance(who)).toBe(30_000_000 + (bonus ?? 0));
    const paid = await t.app.database.db
      .selectFrom('promotion_match')
      .select(['deposit_id', 'bonus'])
      .where('member_id', '=', who.id)
      .execute();
    expect(paid).toHaveLength(1);
  });

  it('pays a deposit made before its end and approved after; takes no joins once ended or before it starts', async () => {
    const id = await addMatch();
    const who = await kit.registered();
    await joined(who, id);
    const approve = await kit.requestDeposit(who, 10_000_000);
    await ops.cli('promo', 'end', id);
    expect((await detail(who, id)).state).toBe('close');
    await approve();
    expect(await detail(who, id)).toMatchObject({ state: 'issued', match: { bonus: 10_000_000 } });

    const late = await join(await kit.registered(), { promotionId: id });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'PROMOTION_NOT_OPEN', value: { state: 'close' } });
    const coming = await addMatch(100, ['--from', new Date(Date.now() + 86_400_000).toISOString()]);
    expect((await join(who, { promotionId: coming })).json()).toMatchObject({
      code: 'PROMOTION_NOT_OPEN',
      value: { state: 'coming_soon' },
    });
  });

  it('refuses visitors, trial accounts, other kinds of promotion and bad input, changing nothing', async () => {
    const id = await addMatch();
    expect((await join(null, { promotionId: id })).statusCode).toBe(401);
    expect((await join(await kit.trial(), { promotionId: id })).json()).toMatchObject({
      code: 'TRIAL_ACCOUNT',
    });
    const who = await kit.registered();
    const info = await ops.cli('promo', 'add', 'info', 'other', ...base);
    const infoId = /promotion added: (\d+)/.exec(info.message)?.[1] as string;
    expect((await join(who, { promotionId: infoId })).json()).toMatchObject({
      code: 'PROMOTION_NOT_APPLICABLE',
    });
    expect((await join(who, { promotionId: '999999999' })).statusCode).toBe(404);
    for (const bad of [
      {},
      { promotionId: Number(id) },
      { promotionId: 'x' },
      { promotionId: id, extra: 1 },
    ]) {
      const res = await join(who, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
    expect((await detail(who, id)).state).toBe('join');
  });

  it('is added by the operator with its share, smallest deposit and ceiling, checked', async () => {
    const promotions = () => t.app.database.db.selectFrom('promotion').select('id').execute();
    const refused = (args: string[], message: RegExp) =>
      ops.refuses(['promo', 'add', 'match', 'deposit', ...base, ...args], message, promotions);
    await refused(['--min-deposit', '1000', '--bonus-max', '1000'], /share/);
    await refused(['--percent', '100', '--bonus-max', '1000'], /smallest deposit/);
    await refused(['--percent', '100', '--min-deposit', '1000'], /ceiling/);
    await refused(
      ['--percent', '501', '--min-deposit', '1000', '--bonus-max', '1000'],
      /at most 500 percent/,
    );
    await refused(['--percent', '0', '--min-deposit', '1000', '--bonus-max', '1000'], /at least 1 percent/);
    await refused(
      ['--percent', '100', '--min-deposit', '1000', '--bonus-max', '1000', '--prize', '5'],
      /no prize/,
    );
    await ops.refuses(
      ['promo', 'add', 'apply', 'deposit', ...base, '--percent', '100'],
      /Only a deposit match/,
      promotions,
    );
    await ops.refuses(['promo', 'add', 'match', 'deposit', ...base, '--percent', 'ten'], /whole number/);
    await ops.refuses(
      ['promo', 'add', 'apply', 'deposit', ...base, '--first-deposit', 'yes'],
      /Only a deposit match can be for a first deposit/,
      promotions,
    );
    await refused(
      ['--percent', '100', '--min-deposit', '1000', '--bonus-max', '1000', '--first-deposit', 'maybe'],
      /--first-deposit is yes or no/,
    );
    const id = await addMatch(100);
    expect((await ops.cli('promo', 'list')).message).toMatch(
      new RegExp(`${id}  match deposit .* up to 30000000  100% of a deposit from 10000000`),
    );
  });
});

describe('first-deposit matches', () => {
  const firstMatch = () => addMatch(100, ['--first-deposit', 'yes']);
  const terms = async (who: Account | null, id: string) => (await detail(who, id)).match;

  it('pays a member’s first approved deposit, and says which viewers may still join', async () => {
    const id = await firstMatch();
    expect((await ops.cli('promo', 'list')).message).toMatch(
      new RegExp(`${id}  match deposit .* 100% of a first deposit from 10000000`),
    );
    expect(await terms(null, id)).toMatchObject({ firstDeposit: true, depositedBefore: null });
    const who = await kit.registered();
    expect(await terms(who, id)).toMatchObject({ firstDeposit: true, depositedBefore: false });
    expect((await list(who)).list.find((p) => p.id === id)?.match?.depositedBefore).toBe(false);
    await joined(who, id);
    await kit.deposit(who, 20_000_000);
    expect(await detail(who, id)).toMatchObject({ state: 'issued', match: { bonus: 20_000_000 } });
    expect(await kit.balance(who)).toBe(40_000_000);
    // Other matches say nothing of deposits made.
    const any = await addMatch(100);
    expect((await terms(who, any))?.depositedBefore).toBeNull();
  });

  it('refuses the join of a member who has deposited, changing nothing', async () => {
    const id = await firstMatch();
    const who = await kit.registered();
    await kit.deposit(who, 10_000_000);
    expect(await terms(who, id)).toMatchObject({ depositedBefore: true, joinedAt: null });
    const res = await join(who, { promotionId: id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'PROMOTION_FIRST_DEPOSIT' });
    const joins = await t.app.database.db
      .selectFrom('promotion_match')
      .select('id')
      .where('member_id', '=', who.id)
      .execute();
    expect(joins).toEqual([]);
  });

  it('pays nothing when the first approved deposit was made before joining, and stops waiting', async () => {
    const id = await firstMatch();
    const who = await kit.registered();
    const early = await kit.requestDeposit(who, 10_000_000);
    await joined(who, id);
    await early();
    await kit.deposit(who, 10_000_000);
    expect(await detail(who, id)).toMatchObject({
      state: 'joined',
      match: { bonus: null, depositedBefore: true },
    });
    expect(await kit.balance(who)).toBe(20_000_000);
    const waiting = (await kit.get(who, '/wps/promotions/matches')).json().value.list;
    expect(waiting.map((m: { promotionId: string }) => m.promotionId)).not.toContain(id);
  });

  it('pays one of two first deposits approved at once, and only the first', async () => {
    const id = await firstMatch();
    const who = await kit.registered();
    await joined(who, id);
    const first = await kit.requestDeposit(who, 10_000_000);
    const second = await kit.requestDeposit(who, 20_000_000);
    await Promise.all([first(), second()]);
    const bonus = (await detail(who, id)).match?.bonus ?? 0;
    expect([10_000_000, 20_000_000]).toContain(bonus);
    expect(await kit.balance(who)).toBe(30_000_000 + bonus);
  });
});
