import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, login, randomIp } from '../../test/identity-helpers.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { vendorClient } from '../../test/vendor-helpers.ts';
import { agentKit } from '../agent/agent-test-helpers.ts';
import { postTransfer } from '../ledger/ledger.service.ts';

/** Customer service's member commands: `npm run ops -- member show|disable|enable ACCOUNT`. */

const t = useTestApp({ audit: true });
const { cli, refuses } = opsFor(() => t.app);
const { registered, deposit } = agentKit(() => t.app);

const memberRows = () =>
  t.app.database.db.selectFrom('member').select(['id', 'status', 'type']).orderBy('id').execute();

/** A command that must be refused, changing nothing. */
const refused = (words: string[], message: RegExp) => refuses(words, message, memberRows);

describe('member commands', () => {
  it('shows a member: type, state, registration, balance and upline', async () => {
    const member = await registered();
    await deposit(member, 12_345_600);
    const { message } = await cli('member', 'show', member.account.toUpperCase());
    const lines = message.split('\n');
    expect(lines[0]).toBe(`${member.account} (id ${member.id}): player, active`);
    expect(lines[1]).toMatch(/^ {2}registered \d{4}-\d\d-\d\dT\S+Z, last login \S+$/);
    expect(lines[2]).toBe('  upline none, club rank 0 (Standard), main balance 12345600 minor units');
    expect(lines[3]).toBe('  withdrawals up to 5000000000 minor units, 5 a day');
    // Nothing to stake before a withdrawal (the demo asks it of bonuses only): no line says so.
    expect(lines).toHaveLength(4);
    await refused(['member', 'show', 'nobody-here'], /No member 'nobody-here'/);

    // A VIP level names itself, and the withdrawal limits it raises.
    await sql`update member set club_rank = 3 where id = ${member.id}`.execute(t.app.database.db);
    const gold = (await cli('member', 'show', member.account)).message.split('\n');
    expect(gold[2]).toMatch(/club rank 3 \(Gold\)/);
    expect(gold[3]).toBe('  withdrawals up to 10000000000 minor units, 8 a day (raised by Gold)');
  });

  it('says what is left to stake before a withdrawal', async () => {
    const member = await registered();
    const merchantId = (await t.app.services.system.settingsFor('localhost')).id;
    await postTransfer(t.app.database.db, {
      merchantId,
      key: `member-show-bonus-${member.id}`,
      type: 'welcome_bonus',
      memberId: member.id,
      postings: [
        { account: { owner: 'house', kind: 'promotions', currency: 'VND' }, amount: -50_000n },
        { account: { owner: 'member', memberId: member.id, kind: 'main', currency: 'VND' }, amount: 50_000n },
      ],
    });
    const { message } = await cli('member', 'show', member.account);
    expect(message.split('\n')[4]).toBe(
      `  150000 minor units still to stake before a withdrawal (turnover show ${member.account})`,
    );
  });

  it('disables an account: sessions and open games end, logins are refused; enabling lets it back', async () => {
    const vendor = await vendorClient(t.app);
    // The vendor test helper registers with the identity helpers' password, secret123.
    const p = await vendor.player(100_000n);
    const account = (await t.app.inject({ url: '/wps/member/info', headers: bearer(p.token) })).json().value
      .account as string;
    expect((await vendor.debit(p.session, 'dis-d1', 'dis-r1', 1_000)).statusCode).toBe(200);

    expect((await cli('member', 'disable', account)).message).toBe(
      `${account} disabled: its sessions and open games have ended and it cannot log in`,
    );
    expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(p.token) })).statusCode).toBe(401);
    expect((await vendor.debit(p.session, 'dis-d2', 'dis-r2', 1_000)).json()).toMatchObject({
      code: 'INVALID_TOKEN',
    });
    // The round already played is still paid.
    expect((await vendor.credit(p.id, 'dis-c1', 'dis-r1', 2_000)).statusCode).toBe(200);
    const refusedLogin = await login(t.app, account, 'secret123', {}, randomIp());
    expect(refusedLogin.json()).toMatchObject({ success: false, code: 'ACCOUNT_DISABLED' });
    expect((await cli('member', 'show', account)).message).toMatch(/, disabled$/m);

    expect((await cli('member', 'enable', account)).message).toBe(`${account} enabled: it can log in again`);
    const back = await login(t.app, account, 'secret123', {}, randomIp());
    expect(back.statusCode, back.body).toBe(200);
  });

  it('leaves the agent command as it was, and refuses what is none of these', async () => {
    const member = await registered();
    expect((await cli('member', 'type', member.account, 'agent')).message).toMatch(/agent/);
    await refused(['member', 'delete', member.account], /Usage/);
    await refused(['member', 'disable', 'nobody-here'], /No member 'nobody-here'/);
  });
});
