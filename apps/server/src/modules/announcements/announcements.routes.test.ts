import type { Announcement, AnnouncementPage, NoticesValue } from '@portal/contracts/announcements';
import { describe, expect, it } from 'vitest';
import { bearer, testClock } from '../../test/identity-helpers.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { countRows, useTestApp } from '../../test/test-app.ts';
import { parseOpsArgs } from '../admin/ops-command.ts';
import { type Account, agentKit } from '../agent/agent-test-helpers.ts';

// A minute ahead: building the app seeds the demo announcements at the database's own now.
const clock = testClock(Date.now() + 60_000);
const t = useTestApp({ options: { clock }, audit: true });
const kit = agentKit(() => t.app);

const ops = opsFor(() => t.app).run;

/** Publishes through the operator's command line, as `npm run ops -- announcement add ...` does. */
async function publish(flags: Record<string, string>): Promise<string> {
  const argv = ['announcement', 'add', ...Object.entries(flags).flatMap(([k, v]) => [`--${k}`, v])];
  const result = await ops(parseOpsArgs(argv, 'demo'));
  const id = /announcement (\d+) /.exec(result.message)?.[1];
  if (!id) throw new Error(result.message);
  return id;
}

const get = (who: Account | null, url: string) =>
  t.app.inject({ url, headers: who ? bearer(who.token) : {} });
const notices = async (who: Account | null) => (await get(who, '/wps/notices')).json().value as NoticesValue;
const listPage = async (who: Account | null, query = '') =>
  (await get(who, `/wps/relay/MCSFE_getListAnnouncements${query}`)).json().value as AnnouncementPage;
const ids = (list: readonly Announcement[]) => list.map((a) => a.id);
const allIds = (n: NoticesValue) => [...n.player, ...n.banners, ...n.popup, ...n.promotion].map((a) => a.id);

describe('what each reader sees', () => {
  it('shows visitors the demo merchant’s announcements for everyone, each type in its own list', async () => {
    const value = await notices(null);
    expect(value.player.map((a) => a.title)).toContain('Regional lottery results every evening');
    expect(value.banners.map((a) => a.title)).toEqual([
      'Lucky Reels: every spin can be checked on the verify page',
    ]);
    expect(value.promotion).toHaveLength(1);
    expect(value.popup).toEqual([]);
    // The agents' one is for the agent centre only.
    expect(value.player.map((a) => a.title)).not.toContain('Register centre and team reports');
    for (const a of value.player) expect(a).toMatchObject({ type: 'PL', date: expect.any(Number) });
  });

  it('adds what is meant for members to a real account’s lists, not to a visitor’s or a trial account’s', async () => {
    const popup = await publish({
      type: 'PU',
      audience: 'members',
      title: 'Members: new cashier hours',
      text: 'Line one\nLine two',
    });
    const listed = await publish({
      type: 'PL',
      audience: 'members',
      title: 'Members only list',
      text: 'For members',
    });
    const member = await kit.registered();
    const trial = await kit.trial();

    const mine = await notices(member);
    expect(ids(mine.popup)).toEqual([popup]);
    expect(mine.popup[0]).toMatchObject({
      type: 'PU',
      title: 'Members: new cashier hours',
      content: 'Line one\nLine two',
    });
    expect(ids(mine.player)).toContain(listed);
    expect(ids((await listPage(member)).list)).toContain(listed);

    for (const reader of [null, trial, { token: 'not-a-real-token-at-all-000000000', id: '', account: '' }]) {
      const theirs = await notices(reader);
      expect(allIds(theirs)).not.toContain(popup);
      expect(allIds(theirs)).not.toContain(listed);
      expect(ids((await listPage(reader)).list)).not.toContain(listed);
    }
  });

  it('keeps the agents’ announcements to the agent centre, refusing players, trial accounts and visitors', async () => {
    const forAgents = await publish({
      type: 'PL',
      audience: 'agents',
      title: 'Agents: commission day',
      text: 'Paid on Monday',
    });
    const agent = await kit.registered('agent');
    const player = await kit.registered();

    expect(allIds(await notices(agent))).not.toContain(forAgents);
    const centre = (await get(agent, '/wps/agent/announcements')).json();
    expect(centre.success).toBe(true);
    expect(ids(centre.value.list)).toContain(forAgents);
    expect(centre.value.list.map((a: Announcement) => a.title)).toContain('Register centre and team reports');
    expect(centre.value.list.map((a: Announcement) => a.title)).not.toContain('Play responsibly');

    for (const [who, status, code] of [
      [null, 401, 'UNAUTHORIZED'],
      [player, 403, 'NOT_AGENT'],
      [await kit.trial(), 403, 'TRIAL_ACCOUNT'],
    ] as const) {
      const res = await get(who, '/wps/agent/announcements');
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ success: false, code });
    }
  });
});

describe('the announcement list', () => {
  it('pages nine at a time, newest first, and answers an empty page past the end', async () => {
    const before = (await listPage(null)).total;
    const published: string[] = [];
    for (let i = 0; i < 11; i++) {
      clock.advance(1000);
      published.push(await publish({ type: 'PL', title: `Paged ${i}`, text: `Number ${i}` }));
    }
    const first = await listPage(null);
    expect(first).toMatchObject({ page: 1, pageSize: 9, total: before + 11 });
    expect(first.totalPages).toBe(Math.ceil((before + 11) / 9));
    expect(ids(first.list)).toEqual([...published].reverse().slice(0, 9));
    const second = await listPage(null, '?page=2');
    expect(ids(second.list).slice(0, 2)).toEqual([published[1], published[0]]);
    const past = await listPage(null, `?page=${first.totalPages + 1}`);
    expect(past.list).toEqual([]);
    const small = await listPage(null, '?pageSize=3');
    expect(small).toMatchObject({ pageSize: 3, totalPages: Math.ceil((before + 11) / 3) });
  });

  it('lists the promotion notices apart from the announcements', async () => {
    const promo = await publish({ type: 'PR', title: 'Weekend promotion notice', text: 'Details' });
    expect(ids((await listPage(null, '?type=PR')).list)).toContain(promo);
    expect(ids((await listPage(null, '?type=PL')).list)).not.toContain(promo);
    expect(ids((await notices(null)).promotion)[0]).toBe(promo);
  });

  it('shows one only inside its window, and no longer once the operator ends it', async () => {
    const start = new Date(clock.now().getTime() + 60_000).toISOString();
    const until = new Date(clock.now().getTime() + 120_000).toISOString();
    const scheduled = await publish({ type: 'B', title: 'Scheduled line', text: 'Soon', from: start, until });
    expect(ids((await notices(null)).banners)).not.toContain(scheduled);
    clock.advance(61_000);
    expect(ids((await notices(null)).banners)).toContain(scheduled);
    clock.advance(60_000);
    expect(ids((await notices(null)).banners)).not.toContain(scheduled);

    const ended = await publish({ type: 'PL', title: 'Ended early', text: 'Gone' });
    expect(ids((await notices(null)).player)).toContain(ended);
    await expect(ops(parseOpsArgs(['announcement', 'end', ended], 'demo'))).resolves.toMatchObject({
      ok: true,
    });
    expect(ids((await notices(null)).player)).not.toContain(ended);
    expect(ids((await listPage(null)).list)).not.toContain(ended);
    // Ending it again, or ending what does not exist, is refused and changes nothing.
    await expect(ops(parseOpsArgs(['announcement', 'end', ended], 'demo'))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(ops(parseOpsArgs(['announcement', 'end', '999999'], 'demo'))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('returns the operator’s text as plain text, exactly as written', async () => {
    const text = '<img src=x onerror=alert(1)> & "quotes"';
    const id = await publish({ type: 'PL', title: '<b>Bold?</b>', text });
    const found = (await listPage(null)).list.find((a) => a.id === id);
    expect(found).toMatchObject({ title: '<b>Bold?</b>', content: text });
  });

  it('lists what is showing or scheduled for the operator', async () => {
    const id = await publish({ type: 'PR', audience: 'agents', title: 'Listed for the operator', text: 'x' });
    const listed = await ops(parseOpsArgs(['announcement', 'list'], 'demo'));
    expect(listed.message).toMatch(
      new RegExp(`^${id}  PR  agents  .* to open-ended  Listed for the operator$`, 'm'),
    );
  });
});

describe('bad input', () => {
  it('refuses malformed queries with the envelope and a 400, never a 500', async () => {
    const member = await kit.registered();
    for (const query of [
      '?type=B',
      '?type=PU',
      '?type=nope',
      '?page=0',
      '?page=-1',
      '?page=abc',
      '?page=1e9',
      '?pageSize=51',
      '?pageSize=0',
      '?extra=1',
      '?type=PL%00',
    ]) {
      for (const who of [null, member]) {
        const res = await get(who, `/wps/relay/MCSFE_getListAnnouncements${query}`);
        expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
    }
    const agent = await kit.registered('agent');
    for (const query of ['?page=0', '?pageSize=100', '?type=PL']) {
      const res = await get(agent, `/wps/agent/announcements${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    }
  });

  it('refuses operator commands that cannot be published, writing nothing', async () => {
    const rows = await countRows(t.app, 'announcement');
    const future = new Date(clock.now().getTime() + 3_600_000).toISOString();
    const past = new Date(clock.now().getTime() - 3_600_000).toISOString();
    for (const argv of [
      ['announcement', 'add', '--type', 'PL', '--text', 'no title'],
      ['announcement', 'add', '--type', 'PL', '--title', 'no text'],
      ['announcement', 'add', '--type', 'PL', '--title', '   ', '--text', 'blank title'],
      ['announcement', 'add', '--type', 'H', '--title', 'T', '--text', 'x'],
      ['announcement', 'add', '--title', 'no type', '--text', 'x'],
      ['announcement', 'add', '--type', 'PL', '--audience', 'vips', '--title', 'T', '--text', 'x'],
      ['announcement', 'add', '--type', 'PL', '--title', 'x'.repeat(201), '--text', 'x'],
      ['announcement', 'add', '--type', 'PL', '--title', 'T', '--text', 'x'.repeat(5001)],
      ['announcement', 'add', '--type', 'PL', '--title', 'T', '--text', 'x', '--from', 'tomorrow'],
      ['announcement', 'add', '--type', 'PL', '--title', 'T', '--text', 'x', '--until', past],
      [
        'announcement',
        'add',
        '--type',
        'PL',
        '--title',
        'T',
        '--text',
        'x',
        '--from',
        future,
        '--until',
        future,
      ],
      ['announcement', 'end', 'abc'],
      ['announcement', 'remove', '1'],
    ]) {
      await expect((async () => ops(parseOpsArgs(argv, 'demo')))(), argv.join(' ')).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    }
    expect(await countRows(t.app, 'announcement')).toBe(rows);
  });
});
