import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Message } from '@portal/contracts/messages';
import type {
  Application,
  ApplicationsPage,
  Promotion,
  PromotionDetail,
  PromotionListValue,
} from '@portal/contracts/promotions';
import { describe, expect, it } from 'vitest';
import { useAuditedApp } from '../../test/audited-app.ts';
import { bearer, randomIp } from '../../test/identity-helpers.ts';
import { type FilePart, jpg, multipartFiles, png } from '../../test/multipart.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { countRows } from '../../test/test-app.ts';
import { parseOpsArgs } from '../admin/ops-command.ts';
import { type Account, agentKit } from '../agent/agent-test-helpers.ts';

let now = Date.now();
const clock = { now: () => new Date(now) };

const t = useAuditedApp('promotions', clock);
const kit = agentKit(() => t.app);
const ops = opsFor(() => t.app);

const list = async (who: Account | null, query = '') => {
  const res = await kit.get(who, `/wps/promotions${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as PromotionListValue;
};
const detail = async (who: Account | null, id: string) => {
  const res = await kit.get(who, `/wps/promotions/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as PromotionDetail;
};
const byTitle = (value: PromotionListValue, start: string): Promotion => {
  const found = value.list.find((p) => p.title.startsWith(start));
  if (!found) throw new Error(`no promotion "${start}"`);
  return found;
};
const image = (data: Buffer, name = 'receipt.png'): FilePart => ({ name, type: 'image/png', data });

function apply(
  who: Account | null,
  id: string,
  fields: Record<string, string> = { requestId: randomUUID() },
  files: FilePart[] = [],
) {
  const form = multipartFiles(fields, files, 'image');
  return t.app.inject({
    method: 'PUT',
    url: `/wps/promotions/${id}/application`,
    payload: form.payload,
    headers: { ...form.headers, ...(who ? bearer(who.token) : {}) },
    remoteAddress: randomIp(),
  });
}
const applied = async (...args: Parameters<typeof apply>) => {
  const res = await apply(...args);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.application as Application;
};
/** Puts the member at a VIP club rank, as deposits reaching its level would. */
const clubRank = (who: Account, rank: number) =>
  t.app.database.db.updateTable('member').set({ club_rank: rank }).where('id', '=', who.id).execute();
const files = () =>
  existsSync(path.join(t.dataDir, 'promotions')) ? readdirSync(path.join(t.dataDir, 'promotions')) : [];

describe('promotions', () => {
  it('shows a visitor the demo promotions in the operator’s order, with their states and terms', async () => {
    const value = await list(null);
    expect(value.currency).toBe('VND');
    expect(value.list.map((p) => [p.category, p.action, p.state, p.bonusMax])).toEqual([
      ['new_player', 'apply', 'join', 50_000_000],
      ['deposit', 'apply', 'join', 20_000_000],
      ['games', 'info', null, null],
      ['vip', 'apply', 'join', 100_000_000],
      ['other', 'raffle', 'join', null],
      ['lottery', 'info', 'coming_soon', null],
      ['other', 'checkin', 'join', null],
      ['deposit', 'match', 'join', 30_000_000],
    ]);
    const vip = await list(null, '?category=vip');
    expect(vip.list.map((p) => p.title)).toEqual(['VIP birthday gift']);

    const welcome = await detail(null, byTitle(value, 'Welcome bonus').id);
    expect(welcome.content).toContain('first approved deposit');
    expect(welcome.application).toBeNull();
    expect(welcome.state).toBe('join');
    // The demo merchant's bonus turnover is a term of every offer that pays.
    expect(welcome.turnoverTimes).toBe(3);
  });

  it('takes a member’s application with its remark and images once, answering a replay the same', async () => {
    const who = await kit.registered();
    const id = byTitle(await list(who), 'Welcome bonus').id;
    const requestId = randomUUID();
    const before = files().length;
    const first = await applied(who, id, { requestId, remark: '  Deposit D123, thank you  ' }, [
      image(png),
      image(jpg, 'b.jpg'),
    ]);
    expect(first).toMatchObject({
      promotionId: id,
      promotionTitle: 'Welcome bonus: 100% of your first deposit',
      status: 'applying',
      remark: 'Deposit D123, thank you',
      images: 2,
      amount: null,
      reason: null,
      reviewedAt: null,
    });
    expect(files().length).toBe(before + 2);
    expect(files()).toContain(`${first.id}-1.png`);
    expect(files()).toContain(`${first.id}-2.jpg`);
    expect((await ops.cli('promo', 'applications')).message).toContain(
      `images (under DATA_DIR/promotions): ${first.id}-1.png ${first.id}-2.jpg`,
    );

    const rows = await countRows(t.app, 'promotion_application');
    const replay = await applied(who, id, { requestId, remark: 'something else' });
    expect(replay).toEqual(first);
    expect(await countRows(t.app, 'promotion_application')).toBe(rows);

    const again = await apply(who, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'PROMOTION_APPLIED' });

    expect(byTitle(await list(who), 'Welcome bonus').state).toBe('applying');
    expect((await detail(who, id)).application).toEqual(first);
    // Another member sees the promotion open.
    expect(byTitle(await list(await kit.registered()), 'Welcome bonus').state).toBe('join');

    const mine = await kit.get(who, '/wps/promotions/applications');
    expect((mine.json().value as ApplicationsPage).list).toEqual([first]);
  });

  it('issues a bonus from the operator into the main wallet, once, and tells the member', async () => {
    const who = await kit.registered();
    const id = byTitle(await list(who), 'Weekend reload').id;
    const application = await applied(who, id, { requestId: randomUUID(), remark: 'D555' });
    expect((await ops.cli('promo', 'applications')).message).toContain(
      `${application.id}  applying  ${who.account}`,
    );

    // Above the promotion's ceiling of ₫200,000.
    await expect(ops.cli('promo', 'issue', application.id, '--amount', '20000001')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    const balance = await kit.balance(who);
    expect((await ops.cli('promo', 'issue', application.id, '--amount', '5000000')).message).toBe(
      `application ${application.id} issued: 5000000 minor units paid`,
    );
    expect(await kit.balance(who)).toBe(balance + 5_000_000);
    await expect(ops.cli('promo', 'issue', application.id, '--amount', '5000000')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(ops.cli('promo', 'reject', application.id, '--reason', 'late')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await kit.balance(who)).toBe(balance + 5_000_000);

    const shown = await detail(who, id);
    expect(shown.state).toBe('issued');
    expect(shown.application).toMatchObject({ status: 'issued', amount: 5_000_000, reason: null });
    expect(shown.application?.reviewedAt).not.toBeNull();
    expect((await apply(who, id)).json()).toMatchObject({ code: 'PROMOTION_APPLIED' });

    const inbox = (await kit.get(who, '/wps/messages')).json().value.list as Message[];
    expect(inbox[0]).toMatchObject({
      kind: 'promotion_issued',
      params: { reference: 'Weekend reload 20%', amount: 5_000_000, currency: 'VND' },
    });
    const records = await kit.get(
      who,
      `/wps/records/account?from=${new Date(now - 3_600_000).toISOString()}&to=${new Date(now + 3_600_000).toISOString()}&category=bonus`,
    );
    expect(records.json().value.list).toMatchObject([{ type: 'promotion_bonus', amount: 5_000_000 }]);
  });

  it('lets a rejected member apply again, and shows the reason', async () => {
    const who = await kit.registered();
    await clubRank(who, 2);
    const id = byTitle(await list(who), 'VIP birthday gift').id;
    const first = await applied(who, id);
    expect((await ops.cli('promo', 'reject', first.id, '--reason', 'Wrong month')).message).toBe(
      `application ${first.id} rejected`,
    );
    const shown = await detail(who, id);
    expect(shown.state).toBe('rejected');
    expect(shown.application).toMatchObject({
      id: first.id,
      status: 'rejected',
      reason: 'Wrong month',
      amount: null,
    });
    const inbox = (await kit.get(who, '/wps/messages')).json().value.list as Message[];
    expect(inbox[0]).toMatchObject({
      kind: 'promotion_rejected',
      params: { reference: 'VIP birthday gift', note: 'Wrong month' },
    });

    const second = await applied(who, id);
    expect(second.status).toBe('applying');
    expect((await detail(who, id)).state).toBe('applying');
    const mine = (await kit.get(who, '/wps/promotions/applications?pageSize=1')).json()
      .value as ApplicationsPage;
    expect([mine.total, mine.totalPages, mine.list.map((a) => a.id)]).toEqual([2, 2, [second.id]]);
  });

  it('refuses what cannot be applied for: an info promotion, a coming one, an ended one', async () => {
    const who = await kit.registered();
    const value = await list(who);
    expect((await apply(who, byTitle(value, 'Rebate on every').id)).json()).toMatchObject({
      code: 'PROMOTION_NOT_APPLICABLE',
    });
    const added = await ops.cli(
      'promo',
      'add',
      'apply',
      'other',
      '--title',
      'Summer splash',
      '--summary',
      'A summer bonus',
      '--text',
      'Apply in summer.',
      '--from',
      new Date(now + 86_400_000).toISOString(),
    );
    const id = /promotion added: (\d+)/.exec(added.message)?.[1] ?? '';
    expect(byTitle(await list(who), 'Summer splash').state).toBe('coming_soon');
    const early = await apply(who, id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PROMOTION_NOT_OPEN', value: { state: 'coming_soon' } });

    now += 2 * 86_400_000;
    const running = await applied(who, id);
    expect((await ops.cli('promo', 'end', id)).message).toBe(`promotion ${id} ended`);
    await expect(ops.cli('promo', 'end', id)).rejects.toMatchObject({ code: 'PROMOTION_NOT_FOUND' });
    // Gone from the list; its page still answers, the member's application with it.
    expect((await list(who)).list.some((p) => p.id === id)).toBe(false);
    const ended = await detail(who, id);
    expect(ended.state).toBe('applying');
    await ops.cli('promo', 'reject', running.id, '--reason', 'Ended');
    expect((await detail(who, id)).state).toBe('close');
    expect((await apply(who, id)).json()).toMatchObject({
      code: 'PROMOTION_NOT_OPEN',
      value: { state: 'close' },
    });
  });

  it('takes three images of almost 5 MB each', async () => {
    const who = await kit.registered();
    const id = byTitle(await list(who), 'Welcome bonus').id;
    const large = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - png.length, 7)]);
    const value = await applied(who, id, { requestId: randomUUID() }, [
      image(large),
      image(large),
      image(large),
    ]);
    expect(value.images).toBe(3);
  });

  it('lets one of three racing applications through', async () => {
    const who = await kit.registered();
    const id = byTitle(await list(who), 'Welcome bonus').id;
    const results = await Promise.all([apply(who, id), apply(who, id), apply(who, id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('keeps visitors and trial accounts out, and refuses bad input without writing anything', async () => {
    const id = byTitle(await list(null), 'Welcome bonus').id;
    expect((await apply(null, id)).statusCode).toBe(401);
    expect((await kit.get(null, '/wps/promotions/applications')).statusCode).toBe(401);
    const trial = await kit.trial();
    expect((await apply(trial, id)).json()).toMatchObject({ code: 'TRIAL_ACCOUNT' });
    // A trial account reads promotions as a visitor does.
    expect(byTitle(await list(trial), 'Welcome bonus').state).toBe('join');

    const who = await kit.registered();
    const rows = await countRows(t.app, 'promotion_application');
    const stored = files().length;
    const refusals: Array<[string, Awaited<ReturnType<typeof apply>>, number, string]> = [
      ['no request id', await apply(who, id, {}), 400, 'VALIDATION_FAILED'],
      ['bad request id', await apply(who, id, { requestId: 'x' }), 400, 'VALIDATION_FAILED'],
      [
        'long remark',
        await apply(who, id, { requestId: randomUUID(), remark: 'a'.repeat(141) }),
        400,
        'VALIDATION_FAILED',
      ],
      [
        'unknown field',
        await apply(who, id, { requestId: randomUUID(), amount: '1' }),
        400,
        'VALIDATION_FAILED',
      ],
      [
        'four images',
        await apply(who, id, { requestId: randomUUID() }, [image(png), image(png), image(png), image(png)]),
        400,
        'VALIDATION_FAILED',
      ],
      [
        'not an image',
        await apply(who, id, { requestId: randomUUID() }, [
          image(png),
          image(Buffer.from('GIF89a....'), 'x.png'),
        ]),
        422,
        'INVALID_IMAGE',
      ],
      ['unknown promotion', await apply(who, '999999999'), 404, 'PROMOTION_NOT_FOUND'],
      ['id past bigint', await apply(who, '9'.repeat(18)), 404, 'PROMOTION_NOT_FOUND'],
      ['id not digits', await apply(who, '1;drop'), 400, 'VALIDATION_FAILED'],
    ];
    for (const [what, res, status, code] of refusals) {
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(res.json(), what).toMatchObject({ success: false, code });
    }
    const json = await t.app.inject({
      method: 'PUT',
      url: `/wps/promotions/${id}/application`,
      headers: { ...bearer(who.token), 'content-type': 'application/json' },
      payload: JSON.stringify({ requestId: randomUUID() }),
    });
    expect(json.statusCode).toBe(415);
    const big = await apply(who, id, { requestId: randomUUID() }, [
      image(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])),
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(await countRows(t.app, 'promotion_application')).toBe(rows);
    expect(files().length).toBe(stored);

    for (const url of ['/wps/promotions?category=bingo', '/wps/promotions?x=1', '/wps/promotions/abc']) {
      const res = await kit.get(who, url);
      expect(res.statusCode, url).toBe(400);
    }
    expect((await kit.get(who, '/wps/promotions/999999999')).json()).toMatchObject({
      code: 'PROMOTION_NOT_FOUND',
    });

    // A request id is the member's own: another member's reuse makes its own application.
    const requestId = randomUUID();
    const mineFirst = await applied(who, id, { requestId });
    const other = await kit.registered();
    const theirs = await applied(other, id, { requestId });
    expect(theirs.id).not.toBe(mineFirst.id);
    // Replayed against another promotion, a request id is refused.
    const vip = byTitle(await list(who), 'VIP birthday gift').id;
    expect((await apply(who, vip, { requestId })).json()).toMatchObject({ code: 'CONFLICT' });
    // Another member's application cannot be read through the list.
    const theirsList = (await kit.get(other, '/wps/promotions/applications')).json()
      .value as ApplicationsPage;
    expect(theirsList.list.map((a) => a.id)).toEqual([theirs.id]);
  });

  it('keeps a promotion for a VIP club level to members of that level and above', async () => {
    const id = byTitle(await list(null), 'VIP birthday gift').id;
    // Everyone sees it and the level it is for; a visitor is not told whether they reach it.
    expect(await detail(null, id)).toMatchObject({ level: { rank: 2, name: 'Silver' }, eligible: null });
    expect(byTitle(await list(null), 'Weekend reload')).toMatchObject({ level: null, eligible: null });
    const who = await kit.registered();
    expect(await detail(who, id)).toMatchObject({ state: 'join', eligible: false });
    expect(byTitle(await list(who), 'Weekend reload').eligible).toBe(true);
    const applications = await countRows(t.app, 'promotion_application');
    const refused = await apply(who, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'PROMOTION_LEVEL_REQUIRED',
      value: { rank: 2, level: 'Silver' },
    });
    expect(await countRows(t.app, 'promotion_application')).toBe(applications);
    // Bronze is not enough; Silver is, and so is every rank above.
    await clubRank(who, 1);
    expect((await apply(who, id)).json().code).toBe('PROMOTION_LEVEL_REQUIRED');
    await clubRank(who, 3);
    expect((await detail(who, id)).eligible).toBe(true);
    expect((await applied(who, id)).status).toBe('applying');

    // Raffles, check-ins and deposit matches for a level refuse a member below it alike.
    const standard = await kit.registered();
    const base = ['--title', 'Gold only', '--summary', 'S', '--text', 'T', '--min-level', '3'];
    const until = new Date(now + 30 * 86_400_000).toISOString();
    const added = async (...args: string[]) =>
      /promotion added: (\d+)/.exec((await ops.cli('promo', 'add', ...args, ...base)).message)?.[1] as string;
    const raffle = await added('raffle', 'vip', '--prize', '100', '--winners', '1', '--until', until);
    const checkin = await added('checkin', 'vip', '--prize', '100');
    const match = await added(
      'match',
      'vip',
      '--percent',
      '10',
      '--min-deposit',
      '100',
      '--bonus-max',
      '100',
    );
    const post = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: bearer(standard.token),
        remoteAddress: randomIp(),
      });
    for (const res of [
      await post('/wps/relay/MCS2_joinRafflePromotion', { promotionId: raffle }),
      await post('/wps/relay/MCS2_checkInPromotion', { promotionId: checkin, requestId: randomUUID() }),
      await post('/wps/relay/MCS2_joinDepositPromotion', { promotionId: match }),
    ])
      expect(res.json(), res.body).toMatchObject({
        code: 'PROMOTION_LEVEL_REQUIRED',
        value: { level: 'Gold' },
      });
    expect(await kit.balance(standard)).toBe(0);
    expect((await detail(standard, raffle)).raffle?.entries).toBe(0);
    expect((await ops.cli('promo', 'list')).message).toContain('"Gold only"');

    // The operator opens it to everyone again, or keeps it to a rank the ladder has.
    expect((await ops.cli('promo', 'level', checkin, 'none')).message).toBe(
      `promotion ${checkin} is for every member`,
    );
    expect(
      (await post('/wps/relay/MCS2_checkInPromotion', { promotionId: checkin, requestId: randomUUID() }))
        .statusCode,
    ).toBe(200);
    expect((await ops.cli('promo', 'level', checkin, '2')).message).toBe(
      `promotion ${checkin} is for VIP club rank 2 and above`,
    );
    expect((await detail(standard, checkin)).level).toEqual({ rank: 2, name: 'Silver' });
    await ops.refuses(['promo', 'level', checkin, '9'], /no rank 9/);
    await ops.refuses(['promo', 'level', checkin, 'gold'], /VIP club rank/);
    await ops.refuses(['promo', 'level', '999999', 'none'], /No promotion/);
    await ops.refuses(['promo', 'add', 'info', 'vip', ...base.slice(0, 6), '--min-level', '9'], /no rank 9/);
  });

  it('shows the image the operator gives a promotion, on the list and the page, and takes it away', async () => {
    const welcome = byTitle(await list(null), 'Welcome bonus');
    // The demo's welcome bonus comes with its artwork; the others have none.
    expect(welcome.image).toBe('/promotions/welcome.svg');
    const reload = byTitle(await list(null), 'Weekend reload');
    expect(reload.image).toBeNull();

    expect((await ops.cli('promo', 'image', reload.id, 'https://cdn.example.com/reload.webp')).message).toBe(
      `promotion ${reload.id} shows https://cdn.example.com/reload.webp`,
    );
    expect(byTitle(await list(null), 'Weekend reload').image).toBe('https://cdn.example.com/reload.webp');
    expect((await detail(null, reload.id)).image).toBe('https://cdn.example.com/reload.webp');
    // One image for every language: the Vietnamese reader gets it too.
    expect(byTitle(await list(null, '?language=vi'), 'Thưởng nạp cuối tuần').image).toBe(
      'https://cdn.example.com/reload.webp',
    );
    expect((await ops.cli('promo', 'list')).message).toContain('image https://cdn.example.com/reload.webp');

    // Only a path on the site or an https address, and only a promotion there is.
    for (const bad of [
      'javascript:alert(1)',
      'http://cdn.example.com/x.png',
      '//evil.example/x.png',
      'x.png',
    ])
      await ops.refuses(['promo', 'image', reload.id, bad], /path on the site .* or an https:\/\/ address/);
    await ops.refuses(['promo', 'image', '999999', '/promotions/x.svg'], /No promotion/);
    expect(byTitle(await list(null), 'Weekend reload').image).toBe('https://cdn.example.com/reload.webp');

    expect((await ops.cli('promo', 'image', reload.id, 'none')).message).toBe(
      `promotion ${reload.id} shows no image`,
    );
    expect(byTitle(await list(null), 'Weekend reload').image).toBeNull();
  });

  it('parses the operator’s commands and refuses malformed ones', () => {
    expect(parseOpsArgs(['promo', 'issue', '12', '--amount', '500'], 'demo')).toEqual({
      kind: 'promo',
      merchant: 'demo',
      command: { action: 'issue', id: '12', amount: 500 },
    });
    for (const argv of [
      ['promo'],
      ['promo', 'add', 'apply', 'nope', '--title', 'a', '--summary', 'b', '--text', 'c'],
      ['promo', 'add', 'claim', 'other', '--title', 'a', '--summary', 'b', '--text', 'c'],
      ['promo', 'add', 'apply', 'other', '--summary', 'b', '--text', 'c'],
      ['promo', 'issue', '12'],
      ['promo', 'issue', '12', '--amount', '-5'],
      ['promo', 'issue', 'x', '--amount', '5'],
      ['promo', 'reject', '12'],
      ['promo', 'end'],
    ])
      expect(() => parseOpsArgs(argv, 'demo'), argv.join(' ')).toThrow();
  });
});
