import { randomUUID } from 'node:crypto';
import type {
  Application,
  ApplicationsPage,
  PromotionDetail,
  PromotionListValue,
} from '@portal/contracts/promotions';
import { describe, expect, it } from 'vitest';
import { useAuditedApp } from '../../test/audited-app.ts';
import { bearer, randomIp } from '../../test/identity-helpers.ts';
import { demoMerchantId, insertOtherMerchant } from '../../test/merchants.ts';
import { multipartFiles } from '../../test/multipart.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { countRows } from '../../test/test-app.ts';
import { type Account, agentKit } from '../agent/agent-test-helpers.ts';
import { seedDemoPromotions } from './promotions.demo.ts';
import * as repo from './promotions.repo.ts';

const clock = { now: () => new Date() };
const t = useAuditedApp('promotion-texts', clock);
const kit = agentKit(() => t.app);
const ops = opsFor(() => t.app);

async function read<T>(url: string, who: Account | null = null): Promise<T> {
  const res = await kit.get(who, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as T;
}
const titles = async (query = '') =>
  (await read<PromotionListValue>(`/wps/promotions${query}`)).list.map((p) => p.title);
const detail = (id: string, query = '', who: Account | null = null) =>
  read<PromotionDetail>(`/wps/promotions/${id}${query}`, who);
/** The id of the demo promotion published with this title. */
async function idOf(title: string): Promise<string> {
  const found = (await read<PromotionListValue>('/wps/promotions')).list.find((p) => p.title === title);
  if (!found) throw new Error(`no promotion "${title}"`);
  return found.id;
}
/** An operator command that must be refused: its error (parse and apply refusals alike). */
async function refusal(...argv: string[]): Promise<unknown> {
  try {
    await ops.cli(...argv);
  } catch (error) {
    return error;
  }
  throw new Error(`${argv.join(' ')} was not refused`);
}
const translate = (id: string, language: string, title: string, summary: string, text: string) =>
  ops.cli(
    'promo',
    'translate',
    id,
    '--language',
    language,
    '--title',
    title,
    '--summary',
    summary,
    '--text',
    text,
  );

const english = [
  'Welcome bonus: 100% of your first deposit',
  'Weekend reload 20%',
  'Rebate on every settled bet',
  'VIP birthday gift',
  'Year-end lucky draw',
  'Lunar New Year lucky numbers',
  'Daily check-in',
  'Reload bonus: 50% of your next deposit',
];
const vietnamese = [
  'Thưởng chào mừng: 100% lần nạp đầu tiên',
  'Thưởng nạp cuối tuần 20%',
  'Hoàn trả cho mọi cược đã quyết toán',
  'Quà sinh nhật VIP',
  'Bốc thăm may mắn cuối năm',
  'Con số may mắn đón Tết Nguyên Đán',
  'Điểm danh hằng ngày',
  'Thưởng nạp lại: 50% lần nạp tiếp theo',
];

describe('promotions in the reader’s language', () => {
  it('shows the demo promotions in Vietnamese to a Vietnamese reader and as published to the others', async () => {
    expect(await titles('?language=vi')).toEqual(vietnamese);
    expect(await titles('?language=en')).toEqual(english);
    // No language, or one the merchant does not offer: its default, English.
    expect(await titles()).toEqual(english);
    expect(await titles('?language=th')).toEqual(english);
    expect(await titles('?language=zh-CN')).toEqual(english);
    expect(await titles('?category=vip&language=vi')).toEqual(['Quà sinh nhật VIP']);

    const id = await idOf(english[0] as string);
    const vi = await detail(id, '?language=vi');
    expect(vi).toMatchObject({
      id,
      title: vietnamese[0],
      summary: 'Thành viên mới được thưởng 100% lần nạp đầu tiên, tối đa 500.000 ₫.',
      state: 'join',
      bonusMax: 50_000_000,
    });
    expect(vi.content).toContain('ví chính');
    const en = await detail(id, '?language=en');
    expect(en).toMatchObject({ title: english[0], state: 'join' });
    expect(en.content).toContain('first approved deposit');
    expect(await detail(id, '?language=th')).toEqual(en);
    expect(await detail(id)).toEqual(en);
  });

  it('gives the member’s applications their promotion’s title in the member’s language', async () => {
    const who = await kit.registered();
    const id = await idOf(english[0] as string);
    const form = multipartFiles({ requestId: randomUUID() }, [], 'image');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/wps/promotions/${id}/application`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(who.token) },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (query: string) => read<ApplicationsPage>(`/wps/promotions/applications${query}`, who);
    const titleOf = (page: ApplicationsPage) => page.list.map((a: Application) => a.promotionTitle);
    expect(titleOf(await mine('?language=vi'))).toEqual([vietnamese[0]]);
    expect(titleOf(await mine('?language=en&page=1'))).toEqual([english[0]]);
    expect(titleOf(await mine(''))).toEqual([english[0]]);
    expect((await detail(id, '?language=vi', who)).application?.promotionTitle).toBe(vietnamese[0]);
    // The operator reads the title they published.
    expect((await ops.cli('promo', 'applications')).message).toContain(`"${english[0]}"`);
  });

  it('shows the text as published where a promotion has no translation, until the operator adds one', async () => {
    const added = await ops.cli(
      'promo',
      'add',
      'info',
      'other',
      '--title',
      'Autumn cashback',
      '--summary',
      'Ten percent back',
      '--text',
      'Lost bets pay ten percent back.',
      '--sort',
      '99',
    );
    const id = /promotion added: (\d+)/.exec(added.message)?.[1] ?? '';
    expect(await titles('?language=vi')).toEqual([...vietnamese, 'Autumn cashback']);
    expect((await detail(id, '?language=vi')).content).toBe('Lost bets pay ten percent back.');

    expect(
      (await translate(id, 'vi', '  Hoàn tiền mùa thu  ', 'Hoàn lại 10%', ' Cược thua được hoàn 10%. '))
        .message,
    ).toBe(`promotion ${id} translated into vi`);
    expect(await detail(id, '?language=vi')).toMatchObject({
      title: 'Hoàn tiền mùa thu',
      summary: 'Hoàn lại 10%',
      content: 'Cược thua được hoàn 10%.',
    });
    expect((await detail(id, '?language=en')).title).toBe('Autumn cashback');
    // A second translation into the same language replaces the first.
    await translate(id, 'vi', 'Hoàn tiền mùa thu 10%', 'Hoàn lại 10%', 'Cược thua được hoàn 10%.');
    expect((await detail(id, '?language=vi')).title).toBe('Hoàn tiền mùa thu 10%');
    expect((await ops.cli('promo', 'list')).message).toContain('"Autumn cashback"');
    const listed = (await ops.cli('promo', 'list')).message.split('\n').find((l) => l.startsWith(`${id} `));
    expect(listed).toMatch(/translated: vi$/);

    expect((await ops.cli('promo', 'untranslate', id, '--language', 'vi')).message).toBe(
      `promotion ${id}: the vi translation removed`,
    );
    expect((await detail(id, '?language=vi')).title).toBe('Autumn cashback');
    const again = (await ops.cli('promo', 'list')).message.split('\n').find((l) => l.startsWith(`${id} `));
    expect(again).not.toContain('translated');
    expect(await refusal('promo', 'untranslate', id, '--language', 'vi')).toMatchObject({
      code: 'NOT_FOUND',
    });
    await ops.cli('promo', 'end', id);
  });

  it('refuses a translation the merchant could not show, or of a promotion not its own, changing nothing', async () => {
    const id = await idOf('VIP birthday gift');
    const db = t.app.database.db;
    const other = await insertOtherMerchant(db, 'other-texts');
    const theirs = await repo.insert(db, {
      merchant_id: other,
      category: 'other',
      action: 'info',
      title: 'Their promotion',
      summary: 'Theirs',
      content: 'Theirs.',
      bonus_max: null,
      starts_at: new Date(),
      ends_at: null,
      sort: 1,
    });
    await repo.upsertText(db, {
      promotion_id: theirs.id,
      language: 'vi',
      title: 'Của họ',
      summary: 'Của họ',
      content: 'Của họ.',
    });
    const texts = await countRows(t.app, 'promotion_text');
    const refusals: Array<[string, string, string, string, string, string]> = [
      ['a language not offered', id, 'th', 'x', 'y', 'VALIDATION_FAILED'],
      ['a malformed language', id, 'Vietnamese', 'x', 'y', 'VALIDATION_FAILED'],
      ['a title too long', id, 'vi', 'a'.repeat(81), 'y', 'VALIDATION_FAILED'],
      ['a blank summary', id, 'vi', 'x', '   ', 'VALIDATION_FAILED'],
      ['an unknown promotion', '999999999', 'vi', 'x', 'y', 'NOT_FOUND'],
      ['another merchant’s promotion', theirs.id, 'vi', 'x', 'y', 'NOT_FOUND'],
    ];
    for (const [what, target, language, title, summary, code] of refusals) {
      const error = await refusal(
        'promo',
        'translate',
        target,
        '--language',
        language,
        '--title',
        title,
        '--summary',
        summary,
        '--text',
        'z',
      );
      expect(error, what).toMatchObject({ code });
    }
    expect(await refusal('promo', 'translate', id, '--language', 'vi', '--title', 'x')).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await refusal('promo', 'untranslate', theirs.id, '--language', 'vi')).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await countRows(t.app, 'promotion_text')).toBe(texts);
    expect(await detail(id, '?language=vi')).toMatchObject({ title: 'Quà sinh nhật VIP' });
  });

  it('refuses a malformed language with the validation envelope', async () => {
    const id = await idOf('Daily check-in');
    const who = await kit.registered();
    for (const query of [
      '?language=',
      '?language=Vietnamese',
      '?language=v',
      '?language=en&language=vi',
      '?language=vi;drop',
    ])
      for (const url of [
        `/wps/promotions${query}`,
        `/wps/promotions/${id}${query}`,
        `/wps/promotions/applications${query}`,
      ]) {
        const res = await kit.get(who, url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
    // The detail's query is as strict as the list's.
    expect((await kit.get(null, `/wps/promotions/${id}?lang=vi`)).statusCode).toBe(400);
  });

  it('adds the Vietnamese texts to demo promotions seeded before translations, never duplicating them', async () => {
    const db = t.app.database.db;
    const merchantId = await demoMerchantId(t.app.database.db);
    const welcome = await idOf(english[0] as string);
    // As a data folder seeded by an earlier version: no texts, and one the operator wrote stays.
    await db
      .deleteFrom('promotion_text')
      .where('promotion_id', 'in', (eb) =>
        eb.selectFrom('promotion').select('id').where('merchant_id', '=', merchantId),
      )
      .execute();
    await repo.upsertText(db, {
      promotion_id: welcome,
      language: 'vi',
      title: 'Thưởng nạp đầu',
      summary: 'Do nhà điều hành viết.',
      content: 'Do nhà điều hành viết.',
    });
    // As a data folder seeded before the last demo promotion was added: it is added, once.
    const reload = await idOf(english.at(-1) as string);
    await db.deleteFrom('promotion').where('id', '=', reload).execute();
    const promotions = await countRows(t.app, 'promotion');
    await seedDemoPromotions(db, merchantId);
    expect(await countRows(t.app, 'promotion')).toBe(promotions + 1);
    await seedDemoPromotions(db, merchantId);
    await seedDemoPromotions(db, merchantId);
    expect(await countRows(t.app, 'promotion')).toBe(promotions + 1);
    expect(await titles('?language=vi')).toEqual(['Thưởng nạp đầu', ...vietnamese.slice(1)]);
  });
});
