import { randomUUID } from 'node:crypto';
import type { HubEvent } from '@portal/contracts/wallet';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/identity-helpers.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { countRows, useTestApp } from '../../test/test-app.ts';
import { type Account, agentKit } from '../agent/agent-test-helpers.ts';
import { CHAT_PER_MINUTE, deskFor } from './chat.service.ts';

const t = useTestApp();

const { registered, trial, get } = agentKit(() => t.app);
const { cli } = opsFor(() => t.app);

const send = (who: Account, text: string, requestId = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/chat/messages',
    headers: bearer(who.token),
    payload: { text, requestId },
  });
const conversation = async (who: Account, query = '') => {
  const res = await get(who, `/wps/chat/messages${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

/** The hub events a member's open tabs would receive. */
function listen(who: Account) {
  const events: HubEvent[] = [];
  const off = t.app.services.hub.subscribe(who.id, (e) => events.push(e));
  return { events, off };
}

describe('chat room', () => {
  it('a member writes, customer service answers, the answer arrives live and counts as unread until seen', async () => {
    const who = await registered();
    expect(await conversation(who)).toEqual({ desk: 'live', messages: [], more: false, unread: 0 });
    const tab = listen(who);
    const requestId = randomUUID();
    const sent = await send(who, '  My deposit has not arrived  ', requestId);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value.message).toMatchObject({ sender: 'member', text: 'My deposit has not arrived' });
    // A retry of the same request sends nothing more.
    expect((await send(who, 'My deposit has not arrived', requestId)).json().value.message.id).toBe(
      sent.json().value.message.id,
    );

    expect((await cli('chat', 'list')).message).toContain(`${who.account}  1 waiting since`);
    expect((await cli('chat', 'reply', who.account, '--text', 'It is credited now')).message).toBe(
      `answered ${who.account}`,
    );
    expect((await cli('chat', 'list')).message).toBe('no conversation is waiting for an answer');
    const chatEvents = tab.events.filter((e) => e.type === 'chat');
    tab.off();
    expect(
      chatEvents.map((e) => (e.type === 'chat' ? [e.value.message.sender, e.value.unread] : null)),
    ).toEqual([
      ['member', 0],
      ['service', 1],
    ]);

    const value = await conversation(who);
    expect(value.unread).toBe(1);
    expect(value.messages.map((m: { sender: string; text: string }) => [m.sender, m.text])).toEqual([
      ['member', 'My deposit has not arrived'],
      ['service', 'It is credited now'],
    ]);
    expect((await get(who, '/wps/relay/chat/unread')).json().value).toEqual({ unReadCount: 1 });
    const read = await t.app.inject({ method: 'POST', url: '/wps/chat/read', headers: bearer(who.token) });
    expect(read.json().value).toEqual({ unread: 0 });
    expect((await get(who, '/wps/relay/chat/unread')).json().value).toEqual({ unReadCount: 0 });
    expect((await cli('chat', 'show', who.account)).message).toMatch(
      /: My deposit has not arrived\n.*service: It is credited now$/,
    );
  });

  it('pages back through a long conversation', async () => {
    const who = await registered();
    for (let i = 0; i < 18; i++) await cli('chat', 'reply', who.account, '--text', `notice ${i}`);
    for (let i = 0; i < 14; i++) expect((await send(who, `line ${i}`)).statusCode).toBe(200);
    const last = await conversation(who);
    expect(last.messages).toHaveLength(30);
    expect(last.more).toBe(true);
    const older = await conversation(who, `?before=${last.messages[0].id}`);
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual(['notice 0', 'notice 1']);
    expect(older.more).toBe(false);
  });

  it('refuses guests, trial accounts, floods, bad input and a merchant without CBS3', async () => {
    expect((await t.app.inject({ url: '/wps/chat/messages' })).statusCode).toBe(401);
    expect((await get(await trial(), '/wps/chat/messages')).json().code).toBe('TRIAL_ACCOUNT');

    const who = await registered();
    const before = await countRows(t.app, 'chat_message');
    for (const payload of [
      { text: '', requestId: randomUUID() },
      { text: '   ', requestId: randomUUID() },
      { text: 'x'.repeat(1001), requestId: randomUUID() },
      { text: 'hi', requestId: 'nope' },
      { text: 42, requestId: randomUUID() },
      { text: 'hi', requestId: randomUUID(), extra: 1 },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/chat/messages',
        headers: bearer(who.token),
        payload,
      });
      expect(res.json().code, JSON.stringify(payload)).toBe('VALIDATION_FAILED');
    }
    expect((await get(who, '/wps/chat/messages?before=abc')).json().code).toBe('VALIDATION_FAILED');
    expect(await countRows(t.app, 'chat_message')).toBe(before);

    for (let i = 0; i < CHAT_PER_MINUTE.max; i++) expect((await send(who, `m${i}`)).statusCode).toBe(200);
    expect((await send(who, 'one too many')).json().code).toBe('RATE_LIMITED');
    await expect((async () => cli('chat', 'reply', who.account))()).rejects.toThrow(/An answer needs a text/);
    await expect(cli('chat', 'reply', 'nobody_here', '--text', 'hi')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    // CBS3 off: the chat room is closed.
    const merchant = await t.app.database.db
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const feature = await t.app.database.db
      .updateTable('merchant_feature')
      .set({ enabled: false })
      .where('merchant_id', '=', merchant.id)
      .where('mod_id', '=', 'CBS3')
      .executeTakeFirst();
    expect(Number(feature.numUpdatedRows)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // the settings cache
    try {
      expect((await get(who, '/wps/chat/messages')).json().code).toBe('FEATURE_DISABLED');
    } finally {
      await t.app.database.db
        .updateTable('merchant_feature')
        .set({ enabled: true })
        .where('merchant_id', '=', merchant.id)
        .where('mod_id', '=', 'CBS3')
        .execute();
    }
  });

  it('routes club ranks above 4 to VIP service (spec 4)', () => {
    expect([0, 4, 5, 9].map(deskFor)).toEqual(['live', 'live', 'vip', 'vip']);
  });
});
