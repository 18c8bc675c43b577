import { randomUUID } from 'node:crypto';
import type { Reward } from '@portal/contracts/points';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, enc } from '../../test/identity-helpers.ts';
import { demoMerchantId, insertOtherMerchant } from '../../test/merchants.ts';
import { opsDepsOf, opsFor } from '../../test/ops-helpers.ts';
import { countRows, useTestApp } from '../../test/test-app.ts';
import { type Account, agentKit, PASSWORD } from '../agent/agent-test-helpers.ts';
import { seedDemoPoints } from './points.demo.ts';

const t = useTestApp({ audit: true });
const { registered, get, deposit } = agentKit(() => t.app);
const { cli } = opsFor(() => t.app);
const PIN = '135790';

const demoEn = ['₫10,000 bonus', 'Phone top-up ₫50,000', 'Portal T-shirt'];
const demoVi = ['Thưởng 10.000 ₫', 'Thẻ nạp điện thoại 50.000 ₫', 'Áo thun Portal'];

const db = () => t.app.database.db;

let member: Account;
beforeAll(async () => {
  // A language the merchant offers but no reward is translated into (the demo offers English and Vietnamese).
  await db()
    .insertInto('merchant_language')
    .values({ merchant_id: await demoMerchantId(db()), code: 'th', name: 'ไทย', sort: 2 })
    .execute();
  member = await registered();
});

async function rewards(query = ''): Promise<Reward[]> {
  const res = await get(member, `/wps/points/rewards${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.list;
}
const names = (list: Reward[]) => list.map((r) => r.name);
const inMall = async (name: string, query = '') => {
  const found = (await rewards(query)).find((r) => r.name === name);
  if (!found) throw new Error(`no reward ${name}`);
  return found;
};

/** `points reward add --name NAME --cost 300 --text TEXT`: the new reward's id. */
async function addReward(name: string, text: string) {
  const { message } = await cli('points', 'reward', 'add', '--name', name, '--cost', '300', '--text', text);
  return /^reward (\d+) /.exec(message)?.[1] as string;
}
// Async, so a refusal while reading the words is a rejection too.
const translateWords = async (...words: string[]) => cli('points', 'reward', 'translate', ...words);
const translate = (id: string, language: string, ...flags: string[]) =>
  translateWords(id, '--language', language, ...flags);
const untranslate = async (id: string, language: string) =>
  cli('points', 'reward', 'untranslate', id, '--language', language);

describe('points-mall rewards in the reader’s language', () => {
  it('serves the demo rewards as written by default and in Vietnamese when asked, in one order', async () => {
    const english = await rewards();
    expect(names(english).filter((n) => demoEn.includes(n))).toEqual(demoEn);
    expect(await rewards('?language=en')).toEqual(english);
    const vietnamese = await rewards('?language=vi');
    expect(names(vietnamese).filter((n) => demoVi.includes(n))).toEqual(demoVi);
    expect(vietnamese.map((r) => [r.id, r.cost, r.kind])).toEqual(english.map((r) => [r.id, r.cost, r.kind]));
    expect(vietnamese.find((r) => r.name === 'Áo thun Portal')?.description).toBe(
      'Giao đến địa chỉ trong hồ sơ của bạn.',
    );
  });

  it('shows the text as written without a translation, for an offered language with none and for one not offered', async () => {
    const id = await addReward('Travel mug', 'Keeps coffee hot.');
    expect(await inMall('Travel mug', '?language=vi')).toMatchObject({
      id,
      description: 'Keeps coffee hot.',
    });
    expect(names(await rewards('?language=th'))).toEqual(names(await rewards()));
    // Not offered: the merchant's default language.
    expect(names(await rewards('?language=fr'))).toEqual(names(await rewards()));
    expect(names(await rewards('?language=zh-CN'))).toEqual(names(await rewards()));
  });

  it('names the reward of each redeem request in the reading language in the history', async () => {
    const who = await registered();
    const pin = await t.app.inject({
      method: 'POST',
      url: '/wps/member/paymentPassword',
      headers: bearer(who.token),
      payload: {
        loginPassword: await enc(t.app, PASSWORD),
        paymentPassword: await enc(t.app, PIN),
        confirmPaymentPassword: await enc(t.app, PIN),
      },
    });
    expect(pin.statusCode, pin.body).toBe(200);
    await deposit(who, 100_000_000); // 1,000 points
    const bonus = await inMall('₫10,000 bonus');
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/wps/points/redeem',
      headers: bearer(who.token),
      payload: {
        rewardId: bonus.id,
        quantity: 1,
        paymentPassword: await enc(t.app, PIN),
        requestId: randomUUID(),
      },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const history = async (query: string) =>
      (await get(who, `/wps/points/redeems${query}`))
        .json()
        .value.list.map((r: { rewardName: string }) => r.rewardName);
    expect(await history('')).toEqual(['₫10,000 bonus']);
    expect(await history('?language=vi&page=1&pageSize=10')).toEqual(['Thưởng 10.000 ₫']);
    expect(await history('?language=th')).toEqual(['₫10,000 bonus']);
    await cli('points', 'redeem', 'reject', redeemed.json().value.redeem.id);
  });

  it('translates a reward by operator command, lists its languages, and takes the translation back', async () => {
    const id = await addReward('Sun cap', 'One size.');
    expect(
      (await translate(id, 'vi', '--name', 'Mũ lưỡi trai', '--text', 'Một cỡ vừa mọi người.')).message,
    ).toBe(`reward ${id} translated into vi`);
    expect(await inMall('Mũ lưỡi trai', '?language=vi')).toMatchObject({
      id,
      description: 'Một cỡ vừa mọi người.',
    });
    expect(await inMall('Sun cap', '?language=en')).toMatchObject({ id, description: 'One size.' });
    const list = (await cli('points', 'reward', 'list')).message.split('\n');
    expect(list.find((line) => line.startsWith(`${id} `))).toMatch(/ {2}Sun cap {2}translations: vi$/);
    expect(list.find((line) => line.includes('Travel mug'))).toMatch(/translations: none$/);

    // A new name alone keeps the translated text; trimmed as a reward's name is.
    await translate(id, 'vi', '--name', '  Mũ chống nắng  ');
    expect(await inMall('Mũ chống nắng', '?language=vi')).toMatchObject({
      id,
      description: 'Một cỡ vừa mọi người.',
    });

    expect((await untranslate(id, 'vi')).message).toBe(`reward ${id}: translation into vi removed`);
    expect(await inMall('Sun cap', '?language=vi')).toMatchObject({ id, description: 'One size.' });
    await expect(untranslate(id, 'vi')).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // Without a text, a new translation reads the text as written.
    await translate(id, 'vi', '--name', 'Mũ lưỡi trai');
    expect(await inMall('Mũ lưỡi trai', '?language=vi')).toMatchObject({ id, description: 'One size.' });
  });

  it('refuses a translation into a language not offered, of an unknown or another merchant’s reward, or too long: nothing changes', async () => {
    const id = await addReward('Key ring', 'Metal.');
    const other = await otherMerchantReward();
    const texts = await countRows(t.app, 'points_reward_text');
    const before = await rewards('?language=vi');
    const refusals: [string[], string][] = [
      [[id, '--language', 'fr', '--name', 'Porte-clés'], 'VALIDATION_FAILED'],
      [[id, '--language', 'not a code', '--name', 'Móc khóa'], 'VALIDATION_FAILED'],
      [[id, '--name', 'Móc khóa'], 'VALIDATION_FAILED'],
      [[id, '--language', 'vi'], 'VALIDATION_FAILED'],
      [[id, '--language', 'vi', '--name', '   '], 'VALIDATION_FAILED'],
      [[id, '--language', 'vi', '--name', 'x'.repeat(101)], 'VALIDATION_FAILED'],
      [[id, '--language', 'vi', '--name', 'Móc khóa', '--text', 'x'.repeat(501)], 'VALIDATION_FAILED'],
      [['999999999', '--language', 'vi', '--name', 'Móc khóa'], 'NOT_FOUND'],
      [[other, '--language', 'vi', '--name', 'Móc khóa'], 'NOT_FOUND'],
      [['abc', '--language', 'vi', '--name', 'Móc khóa'], 'VALIDATION_FAILED'],
    ];
    for (const [words, code] of refusals)
      await expect(translateWords(...words), words.join(' ')).rejects.toMatchObject({ code });
    await expect(untranslate(other, 'vi')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(untranslate('999999999', 'vi')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await countRows(t.app, 'points_reward_text')).toBe(texts);
    expect(await rewards('?language=vi')).toEqual(before);

    // The service keeps a reward's limits whoever calls it.
    const points = opsDepsOf(t.app).points;
    const merchantId = await demoMerchantId(db());
    await expect(
      points?.translateReward(merchantId, id, { language: 'vi', name: 'x'.repeat(101), description: '' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      points?.translateReward(merchantId, other, { language: 'vi', name: 'Móc khóa', description: '' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(await countRows(t.app, 'points_reward_text')).toBe(texts);
  });

  it.each([
    ['a language that is not a code', '?language=%3Cscript%3E'],
    ['an overlong language', `?language=en-${'x'.repeat(40)}`],
    ['an empty language', '?language='],
    ['an unknown parameter', '?lang=vi'],
    ['a repeated language', '?language=en&language=vi'],
  ])('refuses %s with a validation error in the envelope', async (_what, query) => {
    for (const url of [`/wps/points/rewards${query}`, `/wps/points/redeems${query}`]) {
      const res = await get(member, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('the demo seed adds the Vietnamese texts to a mall seeded before translations, once, keeping the operator’s', async () => {
    const merchantId = await demoMerchantId(db());
    const demoIds = (
      await db()
        .selectFrom('points_reward')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('name', 'in', demoEn)
        .execute()
    ).map((r) => r.id);
    // As an earlier version left it: no texts; then the operator words one reward their own way.
    await db().deleteFrom('points_reward_text').where('reward_id', 'in', demoIds).execute();
    expect(names(await rewards('?language=vi')).filter((n) => demoEn.includes(n))).toEqual(demoEn);
    const bonus = await inMall('₫10,000 bonus');
    await translate(bonus.id, 'vi', '--name', 'Tiền thưởng 10.000 ₫');
    const rewardsBefore = await countRows(t.app, 'points_reward');

    await seedDemoPoints(db(), merchantId);
    await seedDemoPoints(db(), merchantId);
    expect(await countRows(t.app, 'points_reward')).toBe(rewardsBefore);
    expect(
      names(await rewards('?language=vi')).filter((n) => n.includes('₫') || n.includes('Portal')),
    ).toEqual(['Tiền thưởng 10.000 ₫', 'Thẻ nạp điện thoại 50.000 ₫', 'Áo thun Portal']);
    const texts = await db()
      .selectFrom('points_reward_text')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('reward_id', 'in', demoIds)
      .executeTakeFirstOrThrow();
    expect(Number(texts.n)).toBe(3);
  });
});

/** A reward of a second merchant (a copy of the demo one), translated into Vietnamese. */
async function otherMerchantReward(): Promise<string> {
  const merchantId = await insertOtherMerchant(db(), 'other');
  const reward = await db()
    .insertInto('points_reward')
    .values({ merchant_id: merchantId, name: 'Umbrella', description: '', kind: 'item', cost: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('points_reward_text')
    .values({ reward_id: reward.id, language: 'vi', name: 'Ô', description: 'Che mưa.' })
    .execute();
  return reward.id;
}
