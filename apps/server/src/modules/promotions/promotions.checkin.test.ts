import { randomUUID } from 'node:crypto';
import type { PromotionDetail, PromotionListValue } from '@portal/contracts/promotions';
import { describe, expect, it } from 'vitest';
import { useAuditedApp } from '../../test/audited-app.ts';
import { bearer, randomIp } from '../../test/identity-helpers.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { parseOpsArgs } from '../admin/ops-command.ts';
import { type Account, agentKit } from '../agent/agent-test-helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Noon in Vietnam (the demo merchant's zone), so a day's steps never cross its midnight.
let now = Date.UTC(2027, 0, 10, 5, 0, 0);
const clock = { now: () => new Date(now) };

const t = useAuditedApp('checkin', clock);
const kit = agentKit(() => t.app);
const ops = opsFor(() => t.app);

const REWARD = 500_000;
const CHECK_IN = '/wps/relay/MCS2_checkInPromotion';
const checkIn = (who: Account | null, promotionId: string, requestId: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: CHECK_IN,
    payload: { promotionId, requestId },
    headers: who ? bearer(who.token) : {},
    remoteAddress: randomIp(),
  });
const list = async (who: Account | null) =>
  (await kit.get(who, '/wps/promotions')).json().value as PromotionListValue;
const detail = async (who: Account | null, id: string) => {
  const res = await kit.get(who, `/wps/promotions/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as PromotionDetail;
};
const demoCheckin = async () =>
  (await list(null)).list.find((p) => p.title === 'Daily check-in')?.id as string;
const base = ['--title', 'Check in', '--summary', 'S', '--text', 'Terms'];

describe('check-in activities (spec 4 signed)', () => {
  it('shows the demo check-in open to everyone, with its daily reward', async () => {
    const checkin = (await list(null)).list.find((p) => p.action === 'checkin');
    expect(checkin).toMatchObject({
      title: 'Daily check-in',
      state: 'join',
      checkin: { reward: REWARD, days: 0, streak: 0, today: false },
      raffle: null,
    });
  });

  it('pays once a day, answers a replay the same, and counts the streak of days in a row', async () => {
    const id = await demoCheckin();
    const who = await kit.registered();
    const balance = await kit.balance(who);
    const requestId = randomUUID();
    const first = await checkIn(who, id, requestId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toEqual({
      checkin: { reward: REWARD, days: 1, streak: 1, today: true },
      reward: REWARD,
      balance: balance + REWARD,
      currency: 'VND',
    });
    expect((await checkIn(who, id, requestId)).json().value).toEqual(first.json().value);
    const again = await checkIn(who, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'CHECKIN_DONE' });
    expect(await kit.balance(who)).toBe(balance + REWARD);
    expect((await detail(who, id)).state).toBe('signed');
    expect((await list(who)).list.find((p) => p.id === id)).toMatchObject({
      state: 'signed',
      checkin: { days: 1, streak: 1, today: true },
    });

    // The next day it is open again, the streak still stands, and grows with the check-in.
    now += DAY;
    expect(await detail(who, id)).toMatchObject({
      state: 'join',
      checkin: { days: 1, streak: 1, today: false },
    });
    expect((await checkIn(who, id)).json().value.checkin).toEqual({
      reward: REWARD,
      days: 2,
      streak: 2,
      today: true,
    });
    // A whole day without one ends the streak.
    now += 2 * DAY;
    expect((await detail(who, id)).checkin).toMatchObject({ days: 2, streak: 0 });
    expect((await checkIn(who, id)).json().value.checkin).toMatchObject({ days: 3, streak: 1 });
    expect(await kit.balance(who)).toBe(balance + 3 * REWARD);

    // Ledger rows carry the database's time, not the test's clock.
    const records = await kit.get(
      who,
      `/wps/records/account?from=${new Date(Date.now() - HOUR).toISOString()}&to=${new Date(Date.now() + HOUR).toISOString()}&category=bonus`,
    );
    expect(records.json().value.list).toHaveLength(3);
    expect(records.json().value.list[0]).toMatchObject({ type: 'checkin_reward', amount: REWARD });
    // A request id used for one check-in cannot check in to another promotion.
    const added = await ops.cli('promo', 'add', 'checkin', 'other', ...base, '--prize', '1000');
    const other = /promotion added: (\d+)/.exec(added.message)?.[1] as string;
    expect((await checkIn(who, other, requestId)).json()).toMatchObject({ code: 'CONFLICT' });
  });

  it('pays one of racing check-ins, and one for racing replays', async () => {
    const id = await demoCheckin();
    const who = await kit.registered();
    const balance = await kit.balance(who);
    const raced = await Promise.all([checkIn(who, id), checkIn(who, id), checkIn(who, id)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await kit.balance(who)).toBe(balance + REWARD);

    now += DAY;
    const requestId = randomUUID();
    const replays = await Promise.all([1, 2, 3].map(() => checkIn(who, id, requestId)));
    expect(replays.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await kit.balance(who)).toBe(balance + 2 * REWARD);
  });

  it('refuses a check-in before the start, after the end, and on other kinds', async () => {
    const who = await kit.registered();
    const later = await ops.cli(
      'promo',
      'add',
      'checkin',
      'other',
      ...base,
      '--prize',
      '1000',
      '--from',
      new Date(now + DAY).toISOString(),
    );
    const coming = /promotion added: (\d+)/.exec(later.message)?.[1] as string;
    const early = await checkIn(who, coming);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PROMOTION_NOT_OPEN', value: { state: 'coming_soon' } });

    const added = await ops.cli('promo', 'add', 'checkin', 'other', ...base, '--prize', '1000');
    const ended = /promotion added: (\d+)/.exec(added.message)?.[1] as string;
    await ops.cli('promo', 'end', ended);
    expect((await checkIn(who, ended)).json()).toMatchObject({
      code: 'PROMOTION_NOT_OPEN',
      value: { state: 'close' },
    });
    expect((await detail(who, ended)).state).toBe('close');

    const apply = (await list(who)).list.find((p) => p.action === 'apply')?.id as string;
    expect((await checkIn(who, apply)).json()).toMatchObject({ code: 'PROMOTION_NOT_APPLICABLE' });
    expect((await checkIn(who, '999999999')).json()).toMatchObject({ code: 'PROMOTION_NOT_FOUND' });
    expect(await kit.balance(who)).toBe(0);
  });

  it('keeps visitors and trial accounts out and refuses bad input', async () => {
    const id = await demoCheckin();
    expect((await checkIn(null, id)).statusCode).toBe(401);
    const trial = await kit.trial();
    expect((await checkIn(trial, id)).json()).toMatchObject({ code: 'TRIAL_ACCOUNT' });

    const who = await kit.registered();
    for (const payload of [
      {},
      { promotionId: id },
      { promotionId: Number(id), requestId: randomUUID() },
      { promotionId: id, requestId: 'x' },
      { promotionId: '-1', requestId: randomUUID() },
      { promotionId: id, requestId: randomUUID(), extra: 1 },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: CHECK_IN,
        payload,
        headers: bearer(who.token),
        remoteAddress: randomIp(),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: CHECK_IN,
      payload: '{"promotionId":',
      headers: { ...bearer(who.token), 'content-type': 'application/json' },
      remoteAddress: randomIp(),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false });
    expect(await kit.balance(who)).toBe(0);

    // The operator's check-in needs its daily reward and takes no winners.
    await expect(ops.cli('promo', 'add', 'checkin', 'other', ...base)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(
      ops.cli('promo', 'add', 'checkin', 'other', ...base, '--prize', '5', '--winners', '2'),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(() =>
      parseOpsArgs(['promo', 'add', 'checkin', 'other', ...base, '--prize', '0'], 'demo'),
    ).toThrow();
  });
});
