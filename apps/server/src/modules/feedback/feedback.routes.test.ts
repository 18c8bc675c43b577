import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { countWords } from '@portal/contracts/feedback';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bearer, randomIp } from '../../test/identity-helpers.ts';
import { type FilePart, jpg, multipartFiles, png } from '../../test/multipart.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { countRows, useTestApp } from '../../test/test-app.ts';
import { parseOpsArgs } from '../admin/ops-command.ts';
import { type Account, agentKit } from '../agent/agent-test-helpers.ts';
import { FEEDBACK_PER_ACCOUNT, FEEDBACK_PER_IP } from './feedback.service.ts';

const t = useTestApp({ dataDir: 'feedback', audit: true });
const kit = agentKit(() => t.app);

const op = opsFor(() => t.app).cli;

const good = {
  category: 'problem',
  content: 'The deposit page did not load on my phone yesterday evening.',
};
const image = (data: Buffer, name = 'shot.png'): FilePart => ({ name, type: 'image/png', data });

function send(
  fields: Record<string, string> | Array<[string, string]>,
  options: { who?: Account | null; files?: FilePart[]; ip?: string } = {},
) {
  const form = multipartFiles(fields, options.files ?? [], 'image');
  return t.app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    payload: form.payload,
    headers: { ...form.headers, ...(options.who ? bearer(options.who.token) : {}) },
    remoteAddress: options.ip ?? randomIp(),
  });
}

const feedbackFiles = () =>
  existsSync(path.join(t.dataDir, 'feedback')) ? readdirSync(path.join(t.dataDir, 'feedback')) : [];

describe('sending feedback', () => {
  it('takes a visitor’s feedback with its images and keeps them under the data folder', async () => {
    const res = await send(
      { ...good, remark: 'Android, Chrome' },
      { files: [image(png), image(jpg, 'b.jpg')] },
    );
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ id: expect.stringMatching(/^\d+$/), images: 2 });
    expect(feedbackFiles()).toEqual(expect.arrayContaining([`${value.id}-1.png`, `${value.id}-2.jpg`]));
    expect(readFileSync(path.join(t.dataDir, 'feedback', `${value.id}-2.jpg`))).toEqual(jpg);
    const listed = await op('feedback', 'list');
    expect(listed.message).toContain(`${value.id}  `);
    expect(listed.message).toContain('problem  visitor  2 images  open');
    expect(listed.message).toContain('remark: Android, Chrome');
    expect(listed.message).toContain(`images (under DATA_DIR/feedback): ${value.id}-1.png ${value.id}-2.jpg`);
  });

  it('takes three images of almost 5 MB each', async () => {
    const large = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - png.length, 7)]);
    const res = await send(good, { files: [image(large), image(large), image(large)] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.images).toBe(3);
  });

  it('keeps a member’s feedback with its account, and the operator’s answer reaches its inbox once', async () => {
    const member = await kit.registered();
    const res = await send(good, { who: member });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().value.id as string;
    expect((await op('feedback', 'list')).message).toContain(`problem  ${member.account}  0 images  open`);

    await expect(
      op('feedback', 'answer', id, '--title', 'About your deposit', '--text', 'Fixed, thank you.'),
    ).resolves.toMatchObject({ ok: true });
    const inbox = (await kit.get(member, '/wps/messages')).json().value;
    expect(inbox.list[0]).toMatchObject({
      kind: 'notice',
      title: 'About your deposit',
      content: 'Fixed, thank you.',
    });
    expect(inbox.unread).toBe(1);
    // Once only; answered ones leave the default list.
    await expect(op('feedback', 'answer', id, '--title', 'Again', '--text', 'Again')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect((await kit.get(member, '/wps/messages')).json().value.total).toBe(1);
    expect((await op('feedback', 'list')).message).not.toContain(`${member.account}  0 images`);
    expect((await op('feedback', 'list', '--all', 'yes')).message).toContain(
      `${member.account}  0 images  answered`,
    );
  });

  it('cannot answer a visitor, nor feedback that does not exist', async () => {
    const visitor = (await send(good)).json().value.id as string;
    const messages = await countRows(t.app, 'member_message');
    await expect(op('feedback', 'answer', visitor, '--title', 'T', '--text', 'x')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(op('feedback', 'answer', '987654321', '--title', 'T', '--text', 'x')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await countRows(t.app, 'member_message')).toBe(messages);
  });

  it('files a trial account’s feedback as a visitor’s', async () => {
    const trial = await kit.trial();
    const res = await send(
      { ...good, content: 'Trial accounts should see the lottery results too, please.' },
      { who: trial },
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.app.database.db
      .selectFrom('feedback')
      .select('member_id')
      .where('id', '=', res.json().value.id)
      .executeTakeFirstOrThrow();
    expect(row.member_id).toBeNull();
  });
});

describe('bad input changes nothing', () => {
  it('refuses forms that break the rules, with the envelope and no row or file', async () => {
    const rows = await countRows(t.app, 'feedback');
    const files = feedbackFiles().length;
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024, 0)]);
    const cases: Array<[string, Parameters<typeof send>[0], FilePart[], string]> = [
      ['no category', { content: good.content }, [], 'VALIDATION_FAILED'],
      ['unknown category', { ...good, category: 'bonus' }, [], 'VALIDATION_FAILED'],
      ['no content', { category: 'other' }, [], 'VALIDATION_FAILED'],
      ['blank content', { category: 'other', content: '     ' }, [], 'VALIDATION_FAILED'],
      ['four words', { category: 'other', content: 'one two three four' }, [], 'VALIDATION_FAILED'],
      ['501 words', { category: 'other', content: 'word '.repeat(501) }, [], 'VALIDATION_FAILED'],
      [
        '5001 characters',
        { category: 'other', content: `a b c d ${'e'.repeat(5000)}` },
        [],
        'VALIDATION_FAILED',
      ],
      ['long remark', { ...good, remark: 'r'.repeat(141) }, [], 'VALIDATION_FAILED'],
      ['unknown field', { ...good, rating: '5' }, [], 'VALIDATION_FAILED'],
      [
        'field twice',
        [
          ['category', 'other'],
          ['content', good.content],
          ['content', good.content],
        ],
        [],
        'VALIDATION_FAILED',
      ],
      ['NUL in content', { ...good, content: `${good.content}\u0000` }, [], 'VALIDATION_FAILED'],
      ['four images', good, [image(png), image(png), image(png), image(png)], 'VALIDATION_FAILED'],
      ['not an image', good, [image(Buffer.from('GIF89a not allowed at all'))], 'INVALID_IMAGE'],
      ['second image bad', good, [image(png), image(Buffer.from('%PDF-1.4'))], 'INVALID_IMAGE'],
      ['image over 5 MB', good, [image(big)], 'PAYLOAD_TOO_LARGE'],
    ];
    for (const [name, fields, images, code] of cases) {
      const res = await send(fields, { files: images });
      expect(res.statusCode, `${name}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
      expect(res.json(), name).toMatchObject({ success: false, code });
    }
    for (const res of [
      await t.app.inject({ method: 'PUT', url: '/wps/feedback', payload: good }),
      await t.app.inject({
        method: 'PUT',
        url: '/wps/feedback',
        payload: 'not json',
        headers: { 'content-type': 'application/json' },
      }),
      await t.app.inject({
        method: 'PUT',
        url: '/wps/feedback',
        payload: 'garbage',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      }),
    ]) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
    expect(await countRows(t.app, 'feedback')).toBe(rows);
    expect(feedbackFiles()).toHaveLength(files);
  });

  it('limits how often one address and one account may write', async () => {
    const ip = randomIp();
    for (let i = 0; i < FEEDBACK_PER_IP.max; i++) expect((await send(good, { ip })).statusCode).toBe(200);
    const rows = await countRows(t.app, 'feedback');
    const refused = await send(good, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(await countRows(t.app, 'feedback')).toBe(rows);

    const member = await kit.registered();
    for (let i = 0; i < FEEDBACK_PER_ACCOUNT.max; i++)
      expect((await send(good, { who: member })).statusCode).toBe(200);
    expect((await send(good, { who: member })).statusCode).toBe(429);
  });

  it('refuses operator commands it cannot apply', async () => {
    for (const argv of [
      ['feedback', 'answer', 'abc', '--title', 'T', '--text', 'x'],
      ['feedback', 'answer', '1', '--text', 'x'],
      ['feedback', 'answer', '1', '--title', 'T'],
      ['feedback', 'show', '1'],
    ])
      expect(() => parseOpsArgs(argv, 'demo'), argv.join(' ')).toThrow();
  });
});

describe('counting words', () => {
  it('counts words in scripts with and without spaces', () => {
    expect(countWords('The deposit page did not load')).toBe(6);
    expect(countWords('  spaced   out\n\nlines  ')).toBe(3);
    expect(countWords('Trang nạp tiền không tải được')).toBe(6);
    expect(countWords('...  !!! ---')).toBe(0);
    expect(countWords('ฉันฝากเงินไม่ได้')).toBeGreaterThan(1);
    expect(countWords('我无法存款')).toBeGreaterThan(1);
  });

  it('never counts more words than runs of letters and digits, nor fewer than space-separated ones with letters', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 40 }),
        fc.constantFrom(' ', '  ', '\n', ', '),
        (words, sep) => {
          expect(countWords(words.join(sep))).toBe(words.length);
        },
      ),
    );
  });
});
