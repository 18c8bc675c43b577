import { describe, expect, it } from 'vitest';
import { opsFor } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { type Account, agentKit } from '../agent/agent-test-helpers.ts';

/** The operator's VIP club commands: `npm run ops -- club list|set|add`. */

const t = useTestApp({ audit: true });
const { cli, refuses } = opsFor(() => t.app);
const { registered, get, deposit, balance } = agentKit(() => t.app);

const label = async (who: Account) => (await get(who, '/wps/member/info')).json().value.clubLabel;
const ladderRows = () =>
  t.app.database.db.selectFrom('merchant_club_level').selectAll().orderBy(['merchant_id', 'rank']).execute();

/** A command that must be refused, changing nothing. */
const refused = (words: string[], message: RegExp) => refuses(words, message, ladderRows);

describe('VIP club commands', () => {
  it('lists the ladder with how many members hold each rank', async () => {
    const lines = (await cli('club', 'list')).message.split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(
      /^rank 1 {2}Bronze {2}#a0522d\/#cd7f32 {2}from 500000000 minor units deposited {2}bonus 5000000 {2}rebate \+0% {2}withdrawals as below {2}\d+ member\(s\)$/,
    );
    expect(lines[4]).toMatch(
      /^rank 5 {2}Diamond .* rebate \+0\.5% {2}withdrawals up to 50000000000, 20 a day /,
    );
  });

  it('lowers a threshold and raises at once who already reaches it, paying its bonus; renames; a raise moves nobody down', async () => {
    const member = await registered();
    await deposit(member, 600_000_000);
    expect(await label(member)).toMatchObject({ labelName: 'Bronze', rankLevel: 1 });
    // ₫6,000,000 and Bronze's ₫50,000.
    expect(await balance(member)).toBe(605_000_000);

    const lowered = await cli('club', 'set', '2', '--min-deposit', '600000000');
    expect(lowered.message).toMatch(
      /^rank 2 Silver: from 600000000 minor units deposited, a level-up bonus of 20000000, withdrawals 6 a day; \d+ member\(s\) raised/,
    );
    expect(await label(member)).toMatchObject({ labelName: 'Silver', rankLevel: 2 });
    expect(await balance(member)).toBe(625_000_000);
    const inbox = (await get(member, '/wps/messages?pageSize=50')).json().value.list;
    expect(inbox.filter((m: { kind: string }) => m.kind === 'club_level_bonus')).toHaveLength(2);

    await cli('club', 'set', '2', '--name', 'Bạc', '--color', '#708090', '--color2', '#C0C0C0');
    expect(await label(member)).toMatchObject({ labelName: 'Bạc', color: '#708090', color2: '#C0C0C0' });

    await cli('club', 'set', '2', '--min-deposit', '2000000000');
    expect(await label(member)).toMatchObject({ labelName: 'Bạc', rankLevel: 2 });
    // Lowered again: nobody is raised twice, nor paid twice.
    await cli('club', 'set', '2', '--min-deposit', '600000000');
    await cli('club', 'set', '2', '--min-deposit', '2000000000');
    expect(await balance(member)).toBe(625_000_000);
  });

  it("sets a level's bonus, paid to those who reach it from then on", async () => {
    expect((await cli('club', 'set', '3', '--bonus', '0')).message).toBe(
      'rank 3 Gold: from 10000000000 minor units deposited, withdrawals up to 10000000000, 8 a day',
    );
    expect((await cli('club', 'set', '3', '--bonus', '150000000')).message).toBe(
      'rank 3 Gold: from 10000000000 minor units deposited, a level-up bonus of 150000000, withdrawals up to 10000000000, 8 a day',
    );
    expect((await cli('club', 'list')).message).toMatch(/^rank 3 {2}Gold .* bonus 150000000 /m);
    await refused(['club', 'set', '3', '--bonus', '-1'], /--bonus is a whole number/);
    await refused(['club', 'set', '3', '--bonus', '1.5'], /--bonus is a whole number/);
    // A rebate boost in percent: two decimals, 3% at most.
    await cli('club', 'set', '3', '--rebate', '0.25');
    expect((await cli('club', 'list')).message).toMatch(/^rank 3 {2}Gold .* rebate \+0\.25% /m);
    await refused(['club', 'set', '3', '--rebate', '3.01'], /3% to a rebate rate at most/);
    await refused(['club', 'set', '3', '--rebate', '0.125'], /--rebate is a percent/);
    await refused(['club', 'set', '3', '--rebate', 'lots'], /--rebate is a percent/);
    await cli('club', 'set', '3', '--rebate', '0.2');
    await cli('club', 'set', '3', '--bonus', '100000000');
  });

  it("sets a level's withdrawal limits, which its members have at once; none keeps the level below's", async () => {
    const member = await registered();
    await deposit(member, 600_000_000);
    const limits = async () => {
      const { maxAmount, dailyCount, raisedBy } = (
        await get(member, '/wps/cashier/withdrawal/settings')
      ).json().value;
      return { maxAmount, dailyCount, raisedBy };
    };
    // Bronze raises nothing in the demo: the merchant's ₫50M, 5 a day.
    expect(await limits()).toEqual({ maxAmount: 5_000_000_000, dailyCount: 5, raisedBy: null });
    expect(
      (await cli('club', 'set', '1', '--withdraw-max', '7000000000', '--withdraw-count', '7')).message,
    ).toBe(
      'rank 1 Bronze: from 500000000 minor units deposited, a level-up bonus of 5000000, withdrawals up to 7000000000, 7 a day',
    );
    expect(await limits()).toEqual({ maxAmount: 7_000_000_000, dailyCount: 7, raisedBy: 'Bronze' });
    // Below the merchant's own limit a level changes nothing: a level never lowers a limit.
    await cli('club', 'set', '1', '--withdraw-max', '100', '--withdraw-count', 'none');
    expect(await limits()).toEqual({ maxAmount: 5_000_000_000, dailyCount: 5, raisedBy: null });
    await cli('club', 'set', '1', '--withdraw-max', 'none');
    expect((await cli('club', 'list')).message).toMatch(/^rank 1 {2}Bronze .* withdrawals as below /m);
    await refused(['club', 'set', '1', '--withdraw-count', '0'], /1 withdrawal a day or more/);
    await refused(['club', 'set', '1', '--withdraw-count', '101'], /100 withdrawals a day at most/);
    await refused(['club', 'set', '1', '--withdraw-max', '0'], /1 minor unit or more/);
    await refused(['club', 'set', '1', '--withdraw-max', 'lots'], /--withdraw-max is a whole number/);
  });

  it('adds a new top rank', async () => {
    const added = await cli(
      'club',
      'add',
      '--name',
      'Legend',
      '--min-deposit',
      '900000000000',
      '--color',
      '#000000',
      '--color2',
      '#FFD700',
    );
    expect(added.message).toBe('rank 6 Legend: from 900000000000 minor units deposited');
    expect((await cli('club', 'list')).message).toMatch(/^rank 6 {2}Legend {2}#000000\/#FFD700 /m);
  });

  it('refuses a ladder that does not climb, unknown ranks, bad colours and empty changes', async () => {
    await refused(['club', 'set', '3', '--min-deposit', '100'], /Rank 3 \(Gold\) must need more than rank 2/);
    await refused(
      ['club', 'set', '1', '--min-deposit', '5000000000'],
      /Rank 2 \(Bạc\) must need more than rank 1/,
    );
    await refused(['club', 'set', '9', '--name', 'Nine'], /No club rank 9/);
    await refused(['club', 'set', 'gold', '--name', 'x'], /A club rank is a number/);
    await refused(['club', 'set', '2', '--color', 'red'], /A colour is #RRGGBB/);
    await refused(['club', 'set', '2'], /Say what to change/);
    await refused(['club', 'set', '2', '--name', '   '], /A level needs a name/);
    await refused(['club', 'set', '2', '--min-deposit', '-5'], /--min-deposit is a whole number/);
    await refused(
      ['club', 'add', '--name', 'Cheap', '--min-deposit', '1', '--color', '#000000', '--color2', '#000000'],
      /Rank 7 \(Cheap\) must need more than rank 6/,
    );
    await refused(
      ['club', 'add', '--name', 'Incomplete'],
      /A level needs at least 1 minor unit|A colour is #RRGGBB/,
    );
  });
});
