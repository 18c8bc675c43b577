import { randomUUID } from 'node:crypto';
import type { HubEvent } from '@portal/contracts/wallet';
import { describe, expect, it } from 'vitest';
import { expectInvalidBodies, sendBrokenJson } from '../../test/bad-requests.ts';
import { bearer, registerByUsername } from '../../test/identity-helpers.ts';
import { multipartForm, png } from '../../test/multipart.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { countRows, useTestApp } from '../../test/test-app.ts';
import { parseOpsArgs } from '../admin/ops-command.ts';

const t = useTestApp({ dataDir: 'messages', audit: true });

type Player = { token: string; id: string; account: string };

async function player(): Promise<Player> {
  const value = (await registerByUsername(t.app)).json().value;
  return { token: value.token, id: value.member.id, account: value.member.account };
}

const get = (p: Player, url: string) => t.app.inject({ url, headers: bearer(p.token) });
const markRead = (p: Player, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/messages/read',
    headers: bearer(p.token),
    payload: payload as object,
  });
const unread = async (p: Player) => (await get(p, '/wps/relay/CSP_unreadCount')).json().value as number;
const inbox = async (p: Player, query = '') => (await get(p, `/wps/messages${query}`)).json().value;

const ops = opsFor(() => t.app).run;

/** A bank-transfer deposit of `amount`, decided by the operator. */
async function decidedDeposit(
  p: Player,
  amount: number,
  decision: 'approve' | 'reject',
  note: string | null,
) {
  const body = multipartForm(
    { channelCode: 'BANK_VCB', amount: String(amount), requestId: randomUUID() },
    { name: 'proof.png', type: 'image/png', data: png },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/cashier/deposit',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(p.token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const deposit = res.json().value as { id: string; reference: string };
  await ops({ kind: 'deposit', id: deposit.id, decision, note });
  return deposit;
}

describe('platform information', () => {
  it('starts empty, and needs a session', async () => {
    const p = await player();
    expect(await unread(p)).toBe(0);
    expect(await inbox(p)).toEqual({ list: [], page: 1, pageSize: 10, total: 0, totalPages: 0, unread: 0 });
    for (const url of ['/wps/relay/CSP_unreadCount', '/wps/messages']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
    }
    const res = await t.app.inject({ method: 'POST', url: '/wps/messages/read', payload: { all: true } });
    expect(res.statusCode).toBe(401);
  });

  it('tells the member of each deposit decision, in the same transaction, and announces the count', async () => {
    const p = await player();
    const events: HubEvent[] = [];
    const stop = t.app.services.hub.subscribe(p.id, (event) => events.push(event));
    try {
      const approved = await decidedDeposit(p, 5_000_000, 'approve', null);
      const rejected = await decidedDeposit(p, 6_000_000, 'reject', 'No transfer arrived');
      expect(await unread(p)).toBe(2);
      const value = await inbox(p);
      expect(value).toMatchObject({ total: 2, totalPages: 1, unread: 2 });
      expect(value.list).toEqual([
        {
          id: expect.any(String),
          kind: 'deposit_rejected',
          title: null,
          content: null,
          params: {
            reference: rejected.reference,
            amount: 6_000_000,
            currency: 'VND',
            note: 'No transfer arrived',
          },
          createdAt: expect.any(String),
          readAt: null,
        },
        expect.objectContaining({
          kind: 'deposit_approved',
          params: { reference: approved.reference, amount: 5_000_000, currency: 'VND' },
          readAt: null,
        }),
      ]);
      expect(events.filter((e) => e.type === 'messages').map((e) => e.value)).toEqual([
        { unread: 1 },
        { unread: 2 },
      ]);
    } finally {
      stop();
    }
  });

  it('marks the member’s own messages read, once; another member’s ids change nothing', async () => {
    const p = await player();
    const other = await player();
    await decidedDeposit(p, 5_000_000, 'reject', null);
    await decidedDeposit(p, 7_000_000, 'reject', null);
    await decidedDeposit(other, 5_000_000, 'reject', null);
    const [newest, oldest] = (await inbox(p)).list as { id: string }[];
    const othersId = ((await inbox(other)).list[0] as { id: string }).id;

    // Someone else's id: answered with the caller's own count, the owner's message untouched.
    const foreign = await markRead(p, { ids: [othersId] });
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(foreign.json().value).toEqual({ unread: 2 });
    expect(await unread(other)).toBe(1);

    const events: HubEvent[] = [];
    const stop = t.app.services.hub.subscribe(p.id, (event) => events.push(event));
    try {
      expect((await markRead(p, { ids: [oldest?.id] })).json().value).toEqual({ unread: 1 });
      const list = (await inbox(p)).list as { id: string; readAt: string | null }[];
      expect(list.find((m) => m.id === oldest?.id)?.readAt).toEqual(expect.any(String));
      expect(list.find((m) => m.id === newest?.id)?.readAt).toBeNull();
      // Replayed: nothing changes and nothing is announced again.
      expect((await markRead(p, { ids: [oldest?.id] })).json().value).toEqual({ unread: 1 });
      expect((await markRead(p, { all: true })).json().value).toEqual({ unread: 0 });
      expect((await markRead(p, { all: true })).json().value).toEqual({ unread: 0 });
      expect(events).toEqual([
        { type: 'messages', value: { unread: 1 } },
        { type: 'messages', value: { unread: 0 } },
      ]);
    } finally {
      stop();
    }
    expect(await unread(other)).toBe(1);
  });

  it('pages newest first', async () => {
    const p = await player();
    for (let i = 1; i <= 3; i++)
      await ops({
        kind: 'message',
        merchant: 'demo',
        account: p.account,
        title: `Notice ${i}`,
        text: `Text ${i}`,
      });
    const first = await inbox(p, '?page=1&pageSize=2');
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3, totalPages: 2, unread: 3 });
    expect(first.list.map((m: { title: string }) => m.title)).toEqual(['Notice 3', 'Notice 2']);
    const second = await inbox(p, '?page=2&pageSize=2');
    expect(second.list.map((m: { title: string }) => m.title)).toEqual(['Notice 1']);
    expect((await inbox(p, '?page=9')).list).toEqual([]);
  });

  it('refuses bad input with the envelope and changes nothing', async () => {
    const p = await player();
    await decidedDeposit(p, 5_000_000, 'reject', null);
    const before = await countRows(t.app, 'member_message');
    const readCall = { method: 'POST', url: '/wps/messages/read', token: p.token } as const;
    await expectInvalidBodies(t.app, readCall, [
      { ids: ['abc'] },
      { ids: [] },
      { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) },
      { ids: ['1'], all: true },
      { all: false },
      { ids: '1' },
      { ids: ['1'.repeat(19)] },
      {},
      [],
    ]);
    const malformed = await sendBrokenJson(t.app, readCall, '{"all": tru');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false });
    for (const query of ['?page=0', '?page=abc', '?pageSize=51', '?pageSize=0', '?page=1e400', '?sort=id']) {
      const res = await get(p, `/wps/messages${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    expect(await unread(p)).toBe(1);
    expect(await countRows(t.app, 'member_message')).toBe(before);
  });
});

describe('operator notices (`npm run ops -- message ...`)', () => {
  it('parses send and broadcast, and refuses what is incomplete', () => {
    expect(parseOpsArgs(['message', 'send', 'alice', '--title', 'Hi', '--text', 'Welcome'], 'demo')).toEqual({
      kind: 'message',
      merchant: 'demo',
      account: 'alice',
      title: 'Hi',
      text: 'Welcome',
    });
    expect(
      parseOpsArgs(['message', 'broadcast', '--title', 'Hi', '--text', 'All', '--merchant', 'M2'], 'DEMO'),
    ).toMatchObject({ kind: 'message', merchant: 'M2', account: null });
    for (const argv of [
      ['message', 'send', 'alice', '--title', 'Hi'],
      ['message', 'send', '--title', 'Hi', '--text', 'x'],
      ['message', 'broadcast', 'alice', '--title', 'Hi', '--text', 'x'],
      ['message', 'send', 'alice', '--title', '  ', '--text', 'x'],
    ])
      expect(() => parseOpsArgs(argv, 'DEMO'), argv.join(' ')).toThrow();
  });

  it('writes a notice to one member or to all, as plain text', async () => {
    const p = await player();
    const q = await player();
    const title = '<b>Maintenance</b> tonight';
    const result = await ops({
      kind: 'message',
      merchant: 'demo',
      account: p.account,
      title,
      text: 'From 2 to 3',
    });
    expect(result.message).toMatch(new RegExp(`sent to ${p.account}$`));
    expect((await inbox(p)).list[0]).toMatchObject({
      kind: 'notice',
      title,
      content: 'From 2 to 3',
      params: {},
    });
    expect(await unread(q)).toBe(0);

    const members = await countRows(t.app, 'member');
    const events: HubEvent[] = [];
    const stop = t.app.services.hub.subscribe(q.id, (event) => events.push(event));
    try {
      const all = await ops({
        kind: 'message',
        merchant: 'demo',
        account: null,
        title: 'Hello',
        text: 'Everyone',
      });
      expect(all.message).toBe(`notice sent to ${members} members`);
    } finally {
      stop();
    }
    expect(events).toEqual([{ type: 'messages', value: { unread: null } }]);
    expect(await unread(p)).toBe(2);
    expect(await unread(q)).toBe(1);
  });

  it('refuses an unknown member or merchant and writes nothing', async () => {
    const before = await countRows(t.app, 'member_message');
    await expect(
      ops({ kind: 'message', merchant: 'demo', account: 'nobody_here', title: 'x', text: 'y' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      ops({ kind: 'message', merchant: 'NOPE', account: null, title: 'x', text: 'y' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await countRows(t.app, 'member_message')).toBe(before);
  });
});
