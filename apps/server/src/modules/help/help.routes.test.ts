import type { HelpCenter } from '@portal/contracts/help';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/identity-helpers.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: testClock(Date.now()) });
  // A language the merchant offers but has written no help in (the demo offers English and Vietnamese).
  const { db } = t.app.database;
  const merchant = await db
    .selectFrom('merchant')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('merchant_language')
    .values({ merchant_id: merchant.id, code: 'th', name: 'ไทย', sort: 2 })
    .execute();
});
afterAll(async () => {
  await t.close();
});

const ops = opsFor(() => t.app);
/** `npm run ops -- help set SLUG --language L --title T --text TEXT [...more flags]`. */
const setTopic = (slug: string, language: string, title: string, text: string, ...more: string[]) =>
  ops.cli('help', 'set', slug, '--language', language, '--title', title, '--text', text, ...more);
const ask = (query = '') => t.app.inject({ url: `/wps/system/helpCenter${query}` });
async function centre(query = ''): Promise<HelpCenter> {
  const res = await ask(query);
  expect(res.statusCode).toBe(200);
  return res.json().value;
}
const slugs = (c: HelpCenter) => c.topics.map((topic) => topic.slug);
const topic = (c: HelpCenter, slug: string) => c.topics.find((x) => x.slug === slug);

const demoSlugs = ['term', 'about', 'deposits', 'withdrawals', 'security', 'responsibility', 'affiliate'];

describe('GET /wps/system/helpCenter', () => {
  it("serves the merchant's topics in its default language, in order, a paragraph a line, with the brand filled in", async () => {
    const c = await centre();
    expect(c.language).toBe('en');
    expect(slugs(c)).toEqual(demoSlugs);
    const terms = topic(c, 'term');
    expect(terms).toMatchObject({ language: 'en', title: 'Terms and conditions' });
    expect(terms?.paragraphs).toHaveLength(4);
    expect(terms?.paragraphs[0]).toMatch(/^By using Portal Demo you agree to these terms\./);
  });

  it('serves the language asked for when the merchant writes in it', async () => {
    const c = await centre('?language=vi');
    expect(c.language).toBe('vi');
    expect(slugs(c)).toEqual(demoSlugs);
    expect(c.topics.every((x) => x.language === 'vi')).toBe(true);
    expect(topic(c, 'term')?.title).toBe('Điều khoản và điều kiện');
  });

  it("falls back to the default language's text for an offered language with no text yet, and to the default language for one not offered", async () => {
    const thai = await centre('?language=th');
    expect(thai.language).toBe('th');
    expect(slugs(thai)).toEqual(demoSlugs);
    expect(thai.topics.every((x) => x.language === 'en')).toBe(true);
    const klingon = await centre('?language=tlh');
    expect(klingon.language).toBe('en');
    expect(slugs(klingon)).toEqual(demoSlugs);
  });

  it.each([
    ['a language that is not a code', '?language=%3Cscript%3E'],
    ['an overlong language', `?language=en-${'x'.repeat(40)}`],
    ['an unknown parameter', '?lang=vi'],
    ['a repeated parameter', '?language=en&language=vi'],
  ])('refuses %s with a validation error in the envelope', async (_what, query) => {
    const res = await ask(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});

describe('the operator writes the help centre (npm run ops -- help ...)', () => {
  it('adds a topic at a position, translates it, removes a translation, then the topic', async () => {
    const added = await setTopic(
      'lottery-rules',
      'en',
      'Lottery rules',
      'Bets close before each draw.\n\n  Results are entered from the official sheet.  ',
      '--position',
      '25',
    );
    expect(added.message).toBe('help topic lottery-rules (en) saved at position 25');
    let en = await centre();
    expect(slugs(en)).toEqual([
      'term',
      'about',
      'deposits',
      'lottery-rules',
      'withdrawals',
      'security',
      'responsibility',
      'affiliate',
    ]);
    expect(topic(en, 'lottery-rules')?.paragraphs).toEqual([
      'Bets close before each draw.',
      'Results are entered from the official sheet.',
    ]);
    // Not yet in Vietnamese: the English text shows there, marked as English.
    expect(topic(await centre('?language=vi'), 'lottery-rules')).toMatchObject({
      language: 'en',
      title: 'Lottery rules',
    });

    await setTopic('lottery-rules', 'vi', 'Luật xổ số', 'Cược đóng trước mỗi kỳ quay.');
    expect(topic(await centre('?language=vi'), 'lottery-rules')).toMatchObject({
      language: 'vi',
      title: 'Luật xổ số',
      paragraphs: ['Cược đóng trước mỗi kỳ quay.'],
    });
    // Writing a text again keeps the topic's place unless a position is given.
    await setTopic('lottery-rules', 'en', 'Lottery rules', 'Updated.');
    en = await centre();
    expect(slugs(en).indexOf('lottery-rules')).toBe(3);
    expect(topic(en, 'lottery-rules')?.paragraphs).toEqual(['Updated.']);
    expect((await ops.cli('help', 'list')).message).toMatch(/^25 {2}lottery-rules {2}vi {2}"Luật xổ số"/m);

    expect((await ops.cli('help', 'remove', 'lottery-rules', '--language', 'vi')).message).toBe(
      'help topic lottery-rules (vi) removed',
    );
    expect(topic(await centre('?language=vi'), 'lottery-rules')?.language).toBe('en');
    await ops.cli('help', 'remove', 'lottery-rules');
    expect(slugs(await centre())).toEqual(demoSlugs);
    expect(slugs(await centre('?language=vi'))).toEqual(demoSlugs);
  });

  it('puts a new topic without a position after the last one', async () => {
    await setTopic('contact', 'en', 'Contact', 'Write to us.');
    expect(slugs(await centre()).at(-1)).toBe('contact');
    await ops.cli('help', 'remove', 'contact');
  });

  it('refuses what it cannot write, and changes nothing', async () => {
    const before = await centre();
    const set = async (...flags: string[]) => ops.cli('help', 'set', ...flags);
    await expect(set('Bad Slug', '--language', 'en', '--title', 'T', '--text', 'x')).rejects.toThrow(
      /topic slug/,
    );
    await expect(set('faq', '--language', 'ko', '--title', 'T', '--text', 'x')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('en, vi, th; not ko'),
    });
    await expect(set('faq', '--language', 'en', '--title', '', '--text', 'x')).rejects.toThrow(/--title/);
    await expect(set('faq', '--language', 'en', '--title', 'T', '--text', ' \n \n')).rejects.toThrow(
      /--text/,
    );
    await expect(set('faq', '--language', 'en', '--title', 'x'.repeat(121), '--text', 'x')).rejects.toThrow();
    await expect(
      set('faq', '--language', 'en', '--title', 'T', '--text', 'x', '--position', '-1'),
    ).rejects.toThrow(/--position is a whole number/);
    await expect(
      set('faq', '--language', 'en', '--title', 'T', '--text', 'x', '--position', '99999'),
    ).rejects.toThrow();
    await expect(ops.cli('help', 'remove', 'faq')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(ops.cli('help', 'remove', 'term', '--language', 'th')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await centre()).toEqual(before);
  });
});
