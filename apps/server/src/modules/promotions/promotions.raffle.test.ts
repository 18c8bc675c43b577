import { randomUUID } from 'node:crypto';
import type { Message } from '@portal/contracts/messages';
import type { PromotionDetail, PromotionListValue } from '@portal/contracts/promotions';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useAuditedApp } from '../../test/audited-app.ts';
import { bearer, randomIp } from '../../test/identity-helpers.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { parseOpsArgs } from '../admin/ops-command.ts';
import { type Account, agentKit } from '../agent/agent-test-helpers.ts';
import { drawWinners } from './promotions.service.ts';

const HOUR = 3_600_000;
let now = Date.now() + 60_000;
const clock = { now: () => new Date(now) };

const t = useAuditedApp('raffle', clock);
const kit = agentKit(() => t.app);
const ops = opsFor(() => t.app);

const detail = async (who: Account | null, id: string) => {
  const res = await kit.get(who, `/wps/promotions/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as PromotionDetail;
};
const post = (who: Account | null, url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: who ? bearer(who.token) : {},
    remoteAddress: randomIp(),
  });
const join = (who: Account | null, promotionId: string) =>
  post(who, '/wps/relay/MCS2_joinRafflePromotion', { promotionId });
const claim = (who: Account | null, promotionId: string, requestId: string = randomUUID()) =>
  post(who, '/wps/relay/MCS2_claimRafflePromotion', { promotionId, requestId });

/** A raffle of `winners` winners of ₫20,000 each, open for an hour from now. */
async function addRaffle(winners: number): Promise<string> {
  const added = await ops.cli(
    'promo',
    'add',
    'raffle',
    'other',
    '--title',
    `Lucky hour ${randomUUID().slice(0, 6)}`,
    '--summary',
    'Join for a prize',
    '--text',
    'Winners are drawn after the end.',
    '--prize',
    '2000000',
    '--winners',
    String(winners),
    '--until',
    new Date(now + HOUR).toISOString(),
  );
  const id = /promotion added: (\d+)/.exec(added.message)?.[1];
  if (!id) throw new Error(added.message);
  return id;
}

describe('raffles', () => {
  it('shows the demo raffle open to join, with its prize, winners and entries', async () => {
    const list = (await kit.get(null, '/wps/promotions')).json().value as PromotionListValue;
    const raffle = list.list.find((p) => p.action === 'raffle');
    expect(raffle).toMatchObject({
      title: 'Year-end lucky draw',
      state: 'join',
      raffle: { prize: 50_000_000, winners: 10, entries: 0, drawnAt: null },
    });
  });

  it('takes entries while it runs, draws its winners once after the end, and pays each winner once', async () => {
    const id = await addRaffle(2);
    const members = [await kit.registered(), await kit.registered(), await kit.registered()];
    for (const who of members) {
      const res = await join(who, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value.entry).toMatchObject({ promotionId: id, won: null, claimedAt: null });
    }
    // Joining again answers the same entry.
    const again = await join(members[0] as Account, id);
    expect(again.json().value.entry.joinedAt).toBe((await detail(members[0] as Account, id)).entry?.joinedAt);
    expect((await detail(null, id)).raffle).toMatchObject({ entries: 3, winners: 2 });
    expect((await detail(members[1] as Account, id)).state).toBe('joined');
    expect((await claim(members[0] as Account, id)).json()).toMatchObject({ code: 'RAFFLE_NOT_WON' });

    // Not before its end.
    await expect(ops.cli('promo', 'draw', id)).rejects.toMatchObject({ code: 'PROMOTION_NOT_OPEN' });
    now += HOUR;
    const late = await join(await kit.registered(), id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'PROMOTION_NOT_OPEN', value: { state: 'close' } });
    expect((await detail(members[2] as Account, id)).state).toBe('joined');

    expect((await ops.cli('promo', 'draw', id)).message).toBe(
      `raffle ${id} drawn: 2 winner(s) among 3 entries`,
    );
    await expect(ops.cli('promo', 'draw', id)).rejects.toMatchObject({ code: 'CONFLICT' });

    const states = await Promise.all(members.map(async (who) => (await detail(who, id)).state));
    expect([...states].sort()).toEqual(['claim', 'claim', 'close']);
    const winners = members.filter((_, i) => states[i] === 'claim');
    const loser = members[states.indexOf('close')] as Account;
    expect((await claim(loser, id)).json()).toMatchObject({ code: 'RAFFLE_NOT_WON' });
    expect((await detail(loser, id)).entry).toMatchObject({ won: false });

    const winner = winners[0] as Account;
    const inbox = (await kit.get(winner, '/wps/messages')).json().value.list as Message[];
    expect(inbox[0]).toMatchObject({ kind: 'raffle_won', params: { amount: 2_000_000, currency: 'VND' } });

    const balance = await kit.balance(winner);
    const requestId = randomUUID();
    const paid = await claim(winner, id, requestId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().value).toMatchObject({
      prize: 2_000_000,
      balance: balance + 2_000_000,
      currency: 'VND',
    });
    expect(paid.json().value.entry).toMatchObject({ won: true });
    const replay = await claim(winner, id, requestId);
    expect(replay.json().value.entry).toEqual(paid.json().value.entry);
    expect((await claim(winner, id)).json()).toMatchObject({ code: 'RAFFLE_CLAIMED' });
    expect(await kit.balance(winner)).toBe(balance + 2_000_000);
    expect((await detail(winner, id)).state).toBe('claimed');
    // A request id used for this claim cannot claim another raffle.
    expect((await claim(winner, await addRaffle(1), requestId)).json()).toMatchObject({ code: 'CONFLICT' });

    const records = await kit.get(
      winner,
      `/wps/records/account?from=${new Date(now - 3 * HOUR).toISOString()}&to=${new Date(now + HOUR).toISOString()}&category=bonus`,
    );
    expect(records.json().value.list).toMatchObject([{ type: 'raffle_prize', amount: 2_000_000 }]);

    // The second winner's claims race: one pays.
    const second = winners[1] as Account;
    const before = await kit.balance(second);
    const raced = await Promise.all([claim(second, id), claim(second, id), claim(second, id)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await kit.balance(second)).toBe(before + 2_000_000);
  });

  it('draws nobody from an empty raffle, and as many winners as there are entries', async () => {
    const empty = await addRaffle(3);
    const few = await addRaffle(5);
    const who = await kit.registered();
    await join(who, few);
    now += HOUR;
    expect((await ops.cli('promo', 'draw', empty)).message).toBe(
      `raffle ${empty} drawn: 0 winner(s) among 0 entries`,
    );
    expect((await ops.cli('promo', 'draw', few)).message).toBe(
      `raffle ${few} drawn: 1 winner(s) among 1 entries`,
    );
    expect((await detail(who, few)).state).toBe('claim');
    expect((await detail(null, empty)).state).toBe('close');
    // Listed for a week after its end, so its entrants find the draw and its winners the claim.
    const listed = async () =>
      ((await kit.get(who, '/wps/promotions')).json().value as PromotionListValue).list.find(
        (p) => p.id === few,
      );
    expect((await listed())?.state).toBe('claim');
    now += 7 * 24 * HOUR;
    expect(await listed()).toBeUndefined();
  });

  it('is drawn by the minute job once it has ended, and only once', async () => {
    const id = await addRaffle(1);
    const who = await kit.registered();
    await join(who, id);
    const pass = () => t.app.services.agentScheduler.runOnce();
    await pass();
    expect((await detail(who, id)).state).toBe('joined');
    now += HOUR;
    await pass();
    expect((await detail(who, id)).state).toBe('claim');
    const drawnAt = (await detail(null, id)).raffle?.drawnAt;
    expect(drawnAt).toBeTruthy();
    await pass();
    expect((await detail(null, id)).raffle?.drawnAt).toBe(drawnAt);
    await expect(ops.cli('promo', 'draw', id)).rejects.toMatchObject({ code: 'CONFLICT' });
    const inbox = (await kit.get(who, '/wps/messages')).json().value.list as Message[];
    expect(inbox.filter((m) => m.kind === 'raffle_won')).toHaveLength(1);
  });

  it('keeps visitors and trial accounts out and refuses bad input', async () => {
    const id = await addRaffle(1);
    expect((await join(null, id)).statusCode).toBe(401);
    expect((await claim(null, id)).statusCode).toBe(401);
    const trial = await kit.trial();
    expect((await join(trial, id)).json()).toMatchObject({ code: 'TRIAL_ACCOUNT' });

    const who = await kit.registered();
    for (const [url, payload] of [
      ['/wps/relay/MCS2_joinRafflePromotion', {}],
      ['/wps/relay/MCS2_joinRafflePromotion', { promotionId: Number(id) }],
      ['/wps/relay/MCS2_joinRafflePromotion', { promotionId: id, extra: 1 }],
      ['/wps/relay/MCS2_claimRafflePromotion', { promotionId: id }],
      ['/wps/relay/MCS2_claimRafflePromotion', { promotionId: id, requestId: 'x' }],
      ['/wps/relay/MCS2_claimRafflePromotion', { promotionId: '-1', requestId: randomUUID() }],
    ] as const) {
      const res = await post(who, url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    expect((await join(who, '999999999')).json()).toMatchObject({ code: 'PROMOTION_NOT_FOUND' });
    const list = (await kit.get(who, '/wps/promotions')).json().value as PromotionListValue;
    const apply = list.list.find((p) => p.action === 'apply')?.id as string;
    expect((await join(who, apply)).json()).toMatchObject({ code: 'PROMOTION_NOT_APPLICABLE' });
    expect((await claim(who, apply)).json()).toMatchObject({ code: 'PROMOTION_NOT_APPLICABLE' });
    await expect(ops.cli('promo', 'draw', apply)).rejects.toMatchObject({ code: 'PROMOTION_NOT_APPLICABLE' });
    // The operator's raffle needs its prize, winners and end; nothing else takes them.
    const base = ['--title', 'T', '--summary', 'S', '--text', 'X'];
    const until = ['--until', new Date(now + HOUR).toISOString()];
    await expect(
      ops.cli('promo', 'add', 'raffle', 'other', ...base, '--winners', '2', ...until),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      ops.cli('promo', 'add', 'raffle', 'other', ...base, '--prize', '5', '--winners', '2'),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      ops.cli('promo', 'add', 'info', 'other', ...base, '--prize', '5', '--winners', '2'),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(() =>
      parseOpsArgs(['promo', 'add', 'raffle', 'other', ...base, '--winners', '0'], 'demo'),
    ).toThrow();
    expect(() => parseOpsArgs(['promo', 'draw'], 'demo')).toThrow();
  });
});

describe('drawWinners', () => {
  it('picks min(count, entries) distinct entries', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { maxLength: 40 }),
        fc.integer({ min: 1, max: 50 }),
        (items, count) => {
          const picked = drawWinners(items, count);
          expect(picked).toHaveLength(Math.min(count, items.length));
          expect(new Set(picked).size).toBe(picked.length);
          for (const p of picked) expect(items).toContain(p);
        },
      ),
    );
  });

  it('gives every entry the same chance', () => {
    const wins = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) for (const w of drawWinners([0, 1, 2, 3], 1)) wins[w] = (wins[w] ?? 0) + 1;
    // Each is expected 1000 times; 5 standard deviations (~137) either way.
    for (const w of wins) expect(Math.abs(w - 1000)).toBeLessThan(140);
  });
});
