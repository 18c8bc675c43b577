import type { Announcement, AnnouncementPage, NoticesValue } from '@portal/contracts/announcements';
import { describe, expect, it } from 'vitest';
import { bearer, testClock } from '../../test/identity-helpers.ts';
import { demoMerchantId, insertOtherMerchant } from '../../test/merchants.ts';
import { countRows, useTestApp } from '../../test/test-app.ts';
import { parseOpsArgs } from '../admin/ops-command.ts';
import { type Account, agentKit } from '../agent/agent-test-helpers.ts';
import { seedDemoAnnouncements } from './announcements.demo.ts';
import { insert } from './announcements.repo.ts';

// A minute ahead: building the app seeds the demo announcements at the database's own now.
const clock = testClock(Date.now() + 60_000);
const adminSecret = 'c'.repeat(64);
const t = useTestApp({ options: { clock, adminSecret } });
const kit = agentKit(() => t.app);

/** An operator command through the running server, as `npm run ops -- ...` sends it. */
const opsPost = (command: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/admin/ops',
    payload: command as object,
    headers: { 'x-admin-secret': adminSecret },
    remoteAddress: '127.0.0.1',
  });
async function ops(...argv: string[]): Promise<string> {
  const res = await opsPost(parseOpsArgs(argv, 'demo'));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.message;
}
const translate = (id: string, language: string, title: string, text: string) =>
  ops('announcement', 'translate', id, '--language', language, '--title', title, '--text', text);
async function publish(type: string, title: string, text: string, audience = 'everyone'): Promise<string> {
  const message = await ops(
    'announcement',
    'add',
    '--type',
    type,
    '--audience',
    audience,
    '--title',
    title,
    '--text',
    text,
  );
  const id = /announcement (\d+) /.exec(message)?.[1];
  if (!id) throw new Error(message);
  return id;
}

async function read<T>(url: string, who: Account | null = null): Promise<T> {
  const res = await t.app.inject({ url, headers: who ? bearer(who.token) : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as T;
}
const notices = (query = '', who: Account | null = null) => read<NoticesValue>(`/wps/notices${query}`, who);
const listed = (query = '') => read<AnnouncementPage>(`/wps/relay/MCSFE_getListAnnouncements${query}`);
const titles = (list: readonly Announcement[]) => list.map((a) => a.title);
const find = (list: readonly Announcement[], id: string) => list.find((a) => a.id === id);
/** The notices cache lasts 2 s: past it, what the database says shows. */
const afterCache = () => clock.advance(3_000);

/** Every translation, to prove a refused command changed nothing. */
const allTexts = () =>
  t.app.database.db
    .selectFrom('announcement_text')
    .selectAll()
    .orderBy('announcement_id')
    .orderBy('language')
    .execute();

describe('reading in the visitor’s language', () => {
  it('reads the demo announcements in Vietnamese for vi and as published for en, one per id either way', async () => {
    const vi = await notices('?language=vi');
    const en = await notices('?language=en');
    expect(titles(vi.player)).toEqual(['Chơi có trách nhiệm', 'Kết quả xổ số ba miền mỗi tối']);
    expect(titles(en.player)).toEqual(['Play responsibly', 'Regional lottery results every evening']);
    expect(titles(vi.banners)).toEqual([
      'Lucky Reels: mọi vòng quay đều có thể kiểm tra trên trang kiểm chứng',
    ]);
    expect(titles(vi.promotion)).toEqual(['Slot công bằng có thể kiểm chứng trong mục Trò chơi độc quyền']);
    expect(vi.player[1]?.content).toBe(
      'Kết quả xổ số miền Nam, miền Trung và miền Bắc được công bố sau mỗi kỳ quay buổi tối.\nVé trúng thưởng được trả vào ví của bạn ngay khi có kết quả.',
    );
    // The same announcements, dates and types: only the words differ.
    const bare = (n: NoticesValue) =>
      [...n.player, ...n.banners, ...n.promotion].map(({ id, type, date }) => ({ id, type, date }));
    expect(bare(vi)).toEqual(bare(en));
    expect(titles((await listed('?language=vi')).list)).toEqual(titles(vi.player));
    expect(titles((await listed('?type=PR&language=vi')).list)).toEqual(titles(vi.promotion));
  });

  it('shows the text as published to a reader of a language it has no translation in', async () => {
    const id = await publish('PL', 'Cashier closed on Sunday', 'Deposits wait until Monday.');
    afterCache();
    const vi = await notices('?language=vi');
    expect(find(vi.player, id)).toMatchObject({
      title: 'Cashier closed on Sunday',
      content: 'Deposits wait until Monday.',
    });
    expect(titles(vi.player)).toContain('Chơi có trách nhiệm');
    expect(find((await listed('?language=vi')).list, id)?.title).toBe('Cashier closed on Sunday');
  });

  it('reads the merchant’s default language when none is asked for or the one asked for is not offered', async () => {
    const published = titles((await notices('?language=en')).player);
    for (const query of ['', '?language=fr', '?language=zh-Hant', '?language=vi-VN'])
      expect(titles((await notices(query)).player), query).toEqual(published);
    expect(titles((await listed('?language=fr')).list)).toEqual(published);
  });

  it('keeps each language apart in the notices cache', async () => {
    afterCache();
    const en = await notices('?language=en');
    const vi = await notices('?language=vi');
    const again = await notices('?language=en');
    expect(titles(vi.player)).not.toEqual(titles(en.player));
    expect(again).toEqual(en);
  });

  it('translates the agent centre’s list, and a members’ notice for a member', async () => {
    const agent = await kit.registered('agent');
    const centre = (query: string) => read<AnnouncementPage>(`/wps/agent/announcements${query}`, agent);
    expect(titles((await centre('?language=vi')).list)).toContain('Trung tâm đăng ký và báo cáo đội nhóm');
    expect(titles((await centre('')).list)).toContain('Register centre and team reports');

    const forMembers = await publish('PU', 'Members: new cashier hours', '09:00-21:00', 'members');
    await translate(forMembers, 'vi', 'Thành viên: giờ thu ngân mới', '09:00-21:00 hằng ngày');
    const member = await kit.registered();
    expect((await notices('?language=vi', member)).popup).toEqual([
      expect.objectContaining({
        id: forMembers,
        title: 'Thành viên: giờ thu ngân mới',
        content: '09:00-21:00 hằng ngày',
      }),
    ]);
    expect((await notices('?language=vi')).popup).toEqual([]);
  });
});

describe('the operator’s translations', () => {
  it('shows a translation to its readers at once, rewrites it when translated again, and lists the languages', async () => {
    const id = await publish('B', 'Maintenance at 02:00', 'Games pause for 30 minutes.');
    expect(find((await notices('?language=vi')).banners, id)?.title).toBe('Maintenance at 02:00');

    // Trimmed as publishing trims; no wait for the cache.
    expect(await translate(id, 'vi', '  Bảo trì lúc 02:00 ', ' Trò chơi tạm dừng 30 phút. ')).toBe(
      `announcement ${id} translated into vi`,
    );
    expect(find((await notices('?language=vi')).banners, id)).toMatchObject({
      title: 'Bảo trì lúc 02:00',
      content: 'Trò chơi tạm dừng 30 phút.',
    });
    expect(find((await notices('?language=en')).banners, id)?.title).toBe('Maintenance at 02:00');

    const texts = await countRows(t.app, 'announcement_text');
    await translate(id, 'vi', 'Bảo trì hệ thống lúc 02:00', 'Trò chơi tạm dừng khoảng 30 phút.');
    expect(await countRows(t.app, 'announcement_text')).toBe(texts);
    expect(find((await notices('?language=vi')).banners, id)?.title).toBe('Bảo trì hệ thống lúc 02:00');

    const list = await ops('announcement', 'list');
    expect(list).toMatch(
      new RegExp(`^${id}  B  everyone  .* to open-ended  Maintenance at 02:00  \\(translated: vi\\)$`, 'm'),
    );
    expect(list).toMatch(/ {2}Play responsibly {2}\(translated: vi\)$/m);
  });

  it('untranslates: readers of that language get the text as published again; a second time finds none', async () => {
    const id = await publish('PL', 'Holiday opening hours', 'Open every day.');
    await translate(id, 'vi', 'Giờ mở cửa ngày lễ', 'Mở cửa tất cả các ngày.');
    expect(find((await listed('?language=vi')).list, id)?.title).toBe('Giờ mở cửa ngày lễ');

    expect(await ops('announcement', 'untranslate', id, '--language', 'vi')).toBe(
      `announcement ${id}: translation into vi removed`,
    );
    expect(find((await notices('?language=vi')).player, id)?.title).toBe('Holiday opening hours');
    expect(find((await listed('?language=vi')).list, id)?.title).toBe('Holiday opening hours');
    expect(await ops('announcement', 'list')).toMatch(new RegExp(`^${id}  .*  Holiday opening hours$`, 'm'));

    const again = await opsPost(
      parseOpsArgs(['announcement', 'untranslate', id, '--language', 'vi'], 'demo'),
    );
    expect(again.statusCode, again.body).toBe(404);
    expect(again.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('refuses a translation no reader could get, of an announcement not the merchant’s or over, or too long, changing nothing', async () => {
    const id = await publish('PL', 'Refusals', 'Stay as published.');
    const ended = await publish('PL', 'Over already', 'Ended.');
    await ops('announcement', 'end', ended);
    const db = t.app.database.db;
    const other = await insertOtherMerchant(db, 'other-notices');
    const theirs = (
      await insert(db, {
        merchant_id: other,
        type: 'PL',
        audience: 'everyone',
        title: 'Theirs',
        content: 'Theirs.',
        starts_at: new Date(0),
        ends_at: null,
      })
    ).id;
    await db
      .insertInto('announcement_text')
      .values({ announcement_id: theirs, language: 'vi', title: 'Của họ', content: 'Của họ.' })
      .execute();
    const before = await allTexts();

    const command = (over: Record<string, string>) => ({
      kind: 'announcement_translate',
      merchant: 'demo',
      id,
      language: 'vi',
      title: 'Tiêu đề',
      text: 'Nội dung.',
      ...over,
    });
    for (const [payload, status, code] of [
      [command({ language: 'fr' }), 400, 'VALIDATION_FAILED'],
      [command({ language: 'not a language' }), 400, 'VALIDATION_FAILED'],
      [command({ id: '999999' }), 404, 'NOT_FOUND'],
      [command({ id: theirs }), 404, 'NOT_FOUND'],
      [command({ id: ended }), 404, 'NOT_FOUND'],
      [command({ title: 'x'.repeat(201) }), 400, 'VALIDATION_FAILED'],
      [command({ title: '   ' }), 400, 'VALIDATION_FAILED'],
      [command({ text: 'x'.repeat(5001) }), 400, 'VALIDATION_FAILED'],
      [{ kind: 'announcement_untranslate', merchant: 'demo', id: theirs, language: 'vi' }, 404, 'NOT_FOUND'],
      [{ kind: 'announcement_untranslate', merchant: 'demo', id, language: 'vi' }, 404, 'NOT_FOUND'],
    ] as const) {
      const res = await opsPost(payload);
      expect(res.statusCode, `${JSON.stringify(payload).slice(0, 120)}: ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ success: false, code });
    }
    // The command line refuses the same before sending anything.
    for (const argv of [
      ['announcement', 'translate', id, '--title', 'T', '--text', 'x'],
      ['announcement', 'translate', id, '--language', 'vi', '--text', 'x'],
      ['announcement', 'translate', id, '--language', 'vi', '--title', 'x'.repeat(201), '--text', 'x'],
      ['announcement', 'translate', 'abc', '--language', 'vi', '--title', 'T', '--text', 'x'],
      ['announcement', 'untranslate', id],
    ])
      expect(() => parseOpsArgs(argv, 'demo'), argv.join(' ')).toThrow(
        expect.objectContaining({ code: 'VALIDATION_FAILED' }),
      );

    expect(await allTexts()).toEqual(before);
    expect(find((await listed('?language=vi')).list, id)?.title).toBe('Refusals');
  });
});

describe('malformed language', () => {
  it.each([
    ['a language that is not a code', 'language=%3Cscript%3E'],
    ['an overlong language', `language=en-${'x'.repeat(40)}`],
    ['an empty language', 'language='],
    ['a repeated language', 'language=en&language=vi'],
  ])('refuses %s on every read with the envelope and a 400, never a 500', async (_what, query) => {
    const agent = await kit.registered('agent');
    for (const url of [
      `/wps/notices?${query}`,
      `/wps/relay/MCSFE_getListAnnouncements?${query}`,
      `/wps/agent/announcements?${query}`,
    ]) {
      const res = await t.app.inject({ url, headers: bearer(agent.token) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });
});

describe('the demo seed', () => {
  it('adds the Vietnamese texts to demo announcements seeded before there were any, never duplicating or overwriting', async () => {
    const db = t.app.database.db;
    const merchantId = await demoMerchantId(t.app.database.db);
    const demo = await db
      .selectFrom('announcement')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('title', 'in', [
        'Regional lottery results every evening',
        'Play responsibly',
        'Register centre and team reports',
      ])
      .execute();
    const [lottery, responsible] = demo.map((row) => row.id);
    if (!lottery || !responsible) throw new Error('no demo announcements');
    // As an earlier version left it: no translations; and one the operator wrote since.
    await db.deleteFrom('announcement_text').where('announcement_id', '=', lottery).execute();
    await db.deleteFrom('announcement_text').where('announcement_id', '=', responsible).execute();
    await translate(responsible, 'vi', 'Hãy chơi có trách nhiệm', 'Lời của nhà điều hành.');
    const announcements = await countRows(t.app, 'announcement');

    await seedDemoAnnouncements(db, merchantId);
    await seedDemoAnnouncements(db, merchantId);
    expect(await countRows(t.app, 'announcement')).toBe(announcements);
    afterCache();
    const vi = await notices('?language=vi');
    expect(find(vi.player, lottery)?.title).toBe('Kết quả xổ số ba miền mỗi tối');
    expect(find(vi.player, responsible)?.title).toBe('Hãy chơi có trách nhiệm');
    const viTexts = await db
      .selectFrom('announcement_text')
      .select('announcement_id')
      .where(
        'announcement_id',
        'in',
        demo.map((row) => row.id),
      )
      .execute();
    expect(viTexts).toHaveLength(3);
  });
});
