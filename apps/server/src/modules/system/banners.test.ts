import type { Banner } from '@portal/contracts/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoMerchantId, insertOtherMerchant } from '../../test/merchants.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { cli, refuses } = opsFor(() => t.app);
const db = () => t.app.database.db;

beforeAll(async () => {
  // A language the merchant offers but no banner has artwork in (the demo offers English and Vietnamese).
  await db()
    .insertInto('merchant_language')
    .values({ merchant_id: await demoMerchantId(db()), code: 'th', name: 'ไทย', sort: 2 })
    .execute();
});

async function banners(query: string): Promise<Banner[]> {
  const res = await t.app.inject(`/wps/system/banners?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.list;
}
const images = (list: Banner[]) => list.map((b) => b.url);
const textRows = () =>
  db().selectFrom('banner_text').selectAll().orderBy(['banner_id', 'language']).execute();

const published = ['/banners/banner-1.svg', '/banners/banner-2.svg', '/banners/banner-3.svg'];

/** A command that must be refused, changing nothing. */
const refused = (words: string[], message: RegExp) => refuses(words, message, textRows);

describe('banners in the reader’s language', () => {
  it('shows the demo artwork as published by default and in Vietnamese when asked, in one order', async () => {
    const english = await banners('groupName=home');
    expect(images(english)).toEqual(published);
    expect(await banners('groupName=home&language=en')).toEqual(english);
    const vietnamese = await banners('groupName=home&language=vi');
    expect(images(vietnamese)).toEqual(published.map((url) => url.replace('.svg', '.vi.svg')));
    expect(vietnamese.map((b) => b.title)).toEqual([
      'Chào mừng đến với cổng game',
      'Xổ số ba miền quay mỗi tối',
      'Chơi có trách nhiệm',
    ]);
    // The links stay: only the artwork and its text alternative are the language's.
    expect(vietnamese.map(({ url: _u, title: _t, ...rest }) => rest)).toEqual(
      english.map(({ url: _u, title: _t, ...rest }) => rest),
    );
    // Every group showing the artwork has it (the login popup's too).
    expect(images(await banners('groupName=login&language=vi'))).toEqual(images(vietnamese));
    // An offered language without artwork, and one not offered, see it as published.
    expect(await banners('groupName=home&language=th')).toEqual(english);
    expect(await banners('groupName=home&language=fr')).toEqual(english);
  });

  it('refuses a malformed language with the envelope', async () => {
    for (const query of ['groupName=home&language=%3Cb%3E', `groupName=home&language=${'x'.repeat(300)}`]) {
      const res = await t.app.inject(`/wps/system/banners?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});

describe('operator banner commands', () => {
  const homeBannerId = async (image: string) =>
    (
      await db()
        .selectFrom('banner')
        .select('id')
        .where('group_name', '=', 'home')
        .where('image_url', '=', image)
        .executeTakeFirstOrThrow()
    ).id;

  it('lists the banners of a group with their languages', async () => {
    const { message } = await cli('banner', 'list', '--group', 'home');
    const lines = message.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^\d+ {2}home {2}shown {2}\/banners\/banner-1\.svg {2}"Welcome to the portal" {2}translated: vi$/,
    );
    expect((await cli('banner', 'list')).message.split('\n').length).toBeGreaterThan(3);
    await refused(['banner', 'list', '--group', 'nowhere'], /Invalid option|expected one of/i);
  });

  it('gives one banner, or every banner showing its artwork, a language’s artwork; and takes it back', async () => {
    const id = await homeBannerId('/banners/banner-2.svg');
    /** `banner translate ID` into Thai, showing `image`, with any further flags. */
    const translateThai = (image: string, ...flags: string[]) =>
      cli('banner', 'translate', id, '--language', 'th', '--image', image, '--title', 'หวย', ...flags);
    await translateThai('/banners/banner-2.th.svg');
    expect(images(await banners('groupName=home&language=th'))[1]).toBe('/banners/banner-2.th.svg');
    // Only that banner: the same artwork in another group is still as published.
    expect(images(await banners('groupName=rng&language=th'))[1]).toBe('/banners/banner-2.svg');

    const all = await translateThai('https://cdn.example.com/b2-th.png', '--all-groups', 'yes');
    expect(all.message).toMatch(/^\d+ banners shown as https:\/\/cdn\.example\.com\/b2-th\.png in th$/);
    expect(images(await banners('groupName=rng&language=th'))[1]).toBe('https://cdn.example.com/b2-th.png');
    expect(images(await banners('groupName=home&language=th'))[1]).toBe('https://cdn.example.com/b2-th.png');

    await cli('banner', 'untranslate', id, '--language', 'th');
    expect(images(await banners('groupName=home&language=th'))[1]).toBe('/banners/banner-2.svg');
    expect(images(await banners('groupName=rng&language=th'))[1]).toBe('https://cdn.example.com/b2-th.png');
    expect(
      (await cli('banner', 'untranslate', id, '--language', 'th', '--all-groups', 'yes')).message,
    ).toMatch(/^\d+ banners: artwork in th removed/);
    expect(images(await banners('groupName=rng&language=th'))[1]).toBe('/banners/banner-2.svg');
  });

  it('refuses bad artwork, titles, languages and ids, changing nothing', async () => {
    const id = await homeBannerId('/banners/banner-1.svg');
    const translate = (...flags: string[]) => ['banner', 'translate', id, ...flags];
    await refused(
      translate('--language', 'fr', '--image', '/x.svg', '--title', 'Bienvenue'),
      /offers these languages/,
    );
    await refused(
      translate('--language', 'th', '--image', 'javascript:alert(1)', '--title', 'x'),
      /An image is a path/,
    );
    await refused(
      translate('--language', 'th', '--image', '//evil.example/x.svg', '--title', 'x'),
      /An image is a path/,
    );
    await refused(
      translate('--language', 'th', '--image', 'http://cdn.example/x.svg', '--title', 'x'),
      /An image is a path/,
    );
    await refused(translate('--language', 'th', '--image', '/x.svg'), /A banner needs a title/);
    await refused(translate('--language', 'th', '--image', '/x.svg', '--title', 'x'.repeat(201)), /200/);
    await refused(
      translate('--language', 'th', '--image', '/x.svg', '--title', 'x', '--all-groups', 'maybe'),
      /--all-groups is yes or no/,
    );
    await refused(
      ['banner', 'translate', '99999999', '--language', 'th', '--image', '/x.svg', '--title', 'x'],
      /No banner 99999999/,
    );
    await refused(
      ['banner', 'translate', 'abc', '--language', 'th', '--image', '/x.svg', '--title', 'x'],
      /A banner id is a number/,
    );
    await refused(['banner', 'untranslate', id, '--language', 'th'], /has no artwork in th/);

    const other = await insertOtherMerchant(db(), 'other-banners');
    const foreign = await db()
      .insertInto('banner')
      .values({
        merchant_id: other,
        group_name: 'home',
        title: 'Other',
        image_url: '/o.svg',
        linkage_type: 'NONE',
        link_target: null,
        sort: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refused(
      ['banner', 'translate', foreign.id, '--language', 'vi', '--image', '/x.svg', '--title', 'x'],
      /No banner/,
    );
  });
});
