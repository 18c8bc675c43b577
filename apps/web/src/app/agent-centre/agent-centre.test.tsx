import { contractKindSchema } from '@portal/contracts/agent-contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAccountDialog, getAccountDialog } from '../../features/identity/model/account-dialog-store.ts';
import { toLocalIso } from '../../lib/date-range.ts';
import type { Session } from '../../lib/session.ts';
import {
  contract,
  contractSettingsValue,
  contractsValue,
  downline,
  downlineContracts,
  fakeDownlines,
  fakeIncome,
  fakeTeamBets,
  fakeTeamProfit,
  fakeTeamTransactions,
  income,
  memberInfoValue,
  memberProfit,
  overviewValue,
  teamBet,
  teamTransaction,
} from '../../test/agent-fixtures.ts';
import { fakeAnnouncements, published } from '../../test/announcement-fixtures.ts';
import { balanceValue, type MockCall, type MockRoute, mockApi } from '../../test/api-mock.ts';
import { location, renderApp } from '../../test/render.tsx';
import { AgentCentreHost } from './agent-centre-host.tsx';

const agent: Session = { token: 't'.repeat(40), memberType: 42, username: 'master01' };

afterEach(() => {
  cleanup();
  closeAccountDialog();
  vi.unstubAllGlobals();
});

async function open(route: string, { session = agent, routes = {} as Record<string, MockRoute> } = {}) {
  const api = mockApi({
    'GET /wps/v2/wallets/balance': balanceValue(1_000_000),
    'GET /wps/member/info': memberInfoValue(session.username, session.memberType),
    'GET /wps/agent/team/overview': overviewValue('today'),
    'GET /wps/agent/contracts/settings': contractSettingsValue(),
    'GET /wps/agent/contracts': ({ url }: MockCall) => {
      const kind = contractKindSchema.parse(url.searchParams.get('kind'));
      return contractsValue(kind, { active: contract('1', { kind }), offered: null }, [
        downlineContracts('sub01'),
      ]);
    },
    ...fakeIncome([income('2', { kind: 'dividend', amount: 250_000 }), income('1', { amount: 100_000 })]),
    ...fakeDownlines([downline('player01'), downline('player02')]),
    ...fakeTeamBets([teamBet('player02', '2'), teamBet('player01', '1', { stake: 70_000 })]),
    ...fakeTeamProfit([memberProfit('player01', { deposits: 5_000_000 }), memberProfit('player02')]),
    ...fakeTeamTransactions([
      teamTransaction('player02', '2', { type: 'bet', category: 'betting', amount: -50_000 }),
      teamTransaction('player01', '1', { amount: 5_000_000, balanceAfter: 5_000_000 }),
    ]),
    ...fakeAnnouncements([
      published('9', 'PL', 'agents', {
        title: 'New commission table',
        content: 'From 1 December.\nSee the table.',
      }),
      published('8', 'PL', 'everyone', { title: 'For everyone' }),
      published('7', 'B', 'agents', { title: 'Agent meeting' }),
    ]),
    ...routes,
  });
  await renderApp(<AgentCentreHost session={session} />, { route });
  return api;
}

const dialog = () => screen.findByRole('dialog', { name: 'Agent centre' }, { timeout: 3_000 });

describe('agent centre modal', () => {
  it('opens on ?ac=, lists the pages in the spec order, and shows the one named', async () => {
    await open('/?ac=agentDownlineManagement');
    const centre = await dialog();
    const menu = within(centre).getByRole('navigation', { name: 'Agent centre pages' });
    // The contract kinds' pages join once the contract settings say the merchant runs them.
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Announcement',
        'Team overview',
        'Register centre',
        'Downline management',
        'Team betting',
        'User profit and loss',
        'My income',
        'Downline transaction details',
        'Dividend record',
        'Daily wages',
        'Hourly salary',
        'Real-time salary',
      ]),
    );
    expect(within(menu).getByRole('link', { name: 'Downline management' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Team overview' }).getAttribute('aria-current')).toBeNull();
    expect(
      await within(centre).findByRole('heading', { name: 'Downline management', level: 3 }),
    ).toBeTruthy();
    expect(await within(centre).findByRole('table', { name: 'Direct downlines' })).toBeTruthy();
    expect(within(centre).getByRole('button', { name: 'Close' })).toBeTruthy();
    // The heading takes the focus, so a screen reader announces the page.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Downline management'));
  });

  it('defaults to the team overview, for an empty or unknown page name', async () => {
    const api = await open('/?ac=');
    const centre = await dialog();
    expect(await within(centre).findByRole('heading', { name: 'Team overview', level: 3 })).toBeTruthy();
    expect(await within(centre).findByText('Direct members')).toBeTruthy();
    expect(api.callsTo('GET /wps/agent/team/overview')).toHaveLength(1);
    cleanup();

    await open('/?ac=agentDividend');
    expect(
      await within(await dialog()).findByRole('heading', { name: 'Team overview', level: 3 }),
    ).toBeTruthy();
  });

  it('shows the dividend record, the daily wages, the hourly and the real-time salary only for the contract kinds the merchant runs', async () => {
    const menu = async () =>
      within(within(await dialog()).getByRole('navigation', { name: 'Agent centre pages' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    const contractPages = async () =>
      (await menu()).filter((name) => /Dividend|wages|salary/.test(name ?? ''));

    await open('/?ac=agentTeamOverview', {
      routes: { 'GET /wps/agent/contracts/settings': contractSettingsValue({ dividend: false }) },
    });
    await waitFor(async () =>
      expect(await contractPages()).toEqual(['Daily wages', 'Hourly salary', 'Real-time salary']),
    );
    cleanup();

    await open('/?ac=agentTeamOverview', {
      routes: {
        'GET /wps/agent/contracts/settings': contractSettingsValue({ hourSalary: false }),
      },
    });
    await waitFor(async () =>
      expect(await contractPages()).toEqual(['Dividend record', 'Daily wages', 'Real-time salary']),
    );
    cleanup();

    await open('/?ac=agentTeamOverview', {
      routes: {
        'GET /wps/agent/contracts/settings': contractSettingsValue({ realtimeSalary: false }),
      },
    });
    await waitFor(async () =>
      expect(await contractPages()).toEqual(['Dividend record', 'Daily wages', 'Hourly salary']),
    );
    cleanup();

    await open('/?ac=agentTeamOverview', {
      routes: {
        'GET /wps/agent/contracts/settings': contractSettingsValue({
          dividend: false,
          hourSalary: false,
          realtimeSalary: false,
        }),
      },
    });
    await waitFor(async () => expect(await contractPages()).toEqual(['Daily wages']));
    expect((await menu()).slice(5, 8)).toEqual([
      'User profit and loss',
      'My income',
      'Downline transaction details',
    ]);
    cleanup();

    await open('/?ac=agentTeamOverview', {
      routes: {
        'GET /wps/agent/contracts/settings': contractSettingsValue({
          dividend: false,
          dailySalary: false,
          hourSalary: false,
          realtimeSalary: false,
        }),
      },
    });
    await within(await dialog()).findByText('Direct members');
    await waitFor(() => expect(screen.queryByText('Dividend record')).toBeNull());
    expect(await contractPages()).toEqual([]);
    expect(await menu()).toContain('My income');
    cleanup();

    // While the settings are not known, neither is shown (rather than one that then vanishes).
    const api = await open('/?ac=agentTeamOverview', {
      routes: { 'GET /wps/agent/contracts/settings': () => new Promise(() => {}) },
    });
    await within(await dialog()).findByText('Direct members');
    expect(api.callsTo('GET /wps/agent/contracts/settings')).toHaveLength(1);
    expect(await contractPages()).toEqual([]);
    expect(await menu()).toHaveLength(8);
  });

  it('opens a contract page when its kind is enabled, and the default page for an address naming one that is not', async () => {
    const api = await open('/?ac=agentDividendRecord');
    let centre = await dialog();
    expect(await within(centre).findByRole('heading', { name: 'Dividend record', level: 3 })).toBeTruthy();
    expect(await within(centre).findByRole('heading', { name: 'My contract', level: 4 })).toBeTruthy();
    expect(await within(centre).findByRole('table', { name: 'Downline contracts' })).toBeTruthy();
    expect(await within(centre).findByRole('table', { name: 'Dividend records' })).toBeTruthy();
    expect(api.callsTo('GET /wps/agent/contracts')[0]?.url.searchParams.get('kind')).toBe('dividend');
    expect(within(centre).getByRole('link', { name: 'Dividend record' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await userEvent.click(within(centre).getByRole('link', { name: 'Daily wages' }));
    expect(await within(centre).findByRole('table', { name: 'Daily wage records' })).toBeTruthy();
    expect(location.current).toBe('/?ac=agentDailyWages');
    expect(api.callsTo('GET /wps/agent/contracts').at(-1)?.url.searchParams.get('kind')).toBe('dailySalary');
    cleanup();

    await open('/?ac=agentHourlySalary', {
      routes: { 'GET /wps/agent/contracts/settings': contractSettingsValue({ hourSalary: false }) },
    });
    centre = await dialog();
    expect(await within(centre).findByRole('heading', { name: 'Team overview', level: 3 })).toBeTruthy();
    expect(within(centre).queryByRole('link', { name: 'Hourly salary' })).toBeNull();
    cleanup();

    await open('/?ac=agentDividendRecord', {
      routes: { 'GET /wps/agent/contracts/settings': contractSettingsValue({ dividend: false }) },
    });
    centre = await dialog();
    expect(await within(centre).findByRole('heading', { name: 'Team overview', level: 3 })).toBeTruthy();
    expect(within(centre).queryByRole('heading', { name: 'My contract' })).toBeNull();
  });

  it('opens the hourly salary: my hourly contract, its downlines and its records by the hour', async () => {
    const hour = (h: number) => toLocalIso(new Date(2026, 10, 21, h));
    const api = await open('/?ac=agentTeamOverview', {
      routes: fakeIncome([
        income('5', { kind: 'hourSalary', periodStart: hour(10), periodEnd: hour(11), amount: 2_100 }),
        income('4', { amount: 100_000 }),
      ]),
    });
    const centre = await dialog();
    await userEvent.click(await within(centre).findByRole('link', { name: 'Hourly salary' }));
    expect(location.current).toBe('/?ac=agentHourlySalary');
    expect(await within(centre).findByRole('heading', { name: 'Hourly salary', level: 3 })).toBeTruthy();
    const mine = await within(centre).findByRole('region', { name: 'My contract' });
    expect(
      within(mine).getByText(/^An hourly salary pays a rate on your team’s valid bets of each hour\./)
        .textContent,
    ).toMatch(/Settled every hour, a quarter of an hour after it ends\.$/);
    expect(await within(centre).findByRole('table', { name: 'Downline contracts' })).toBeTruthy();
    expect(api.callsTo('GET /wps/agent/contracts').at(-1)?.url.searchParams.get('kind')).toBe('hourSalary');
    // Its records only, each period a date and an hour range.
    const records = await within(centre).findByRole('table', { name: 'Hourly salary records' });
    expect(
      within(records)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Nov 21, 2026, 10:00 – 11:00 AM']);
    expect(api.callsTo('GET /wps/agent/income').at(-1)?.url.searchParams.get('kind')).toBe('hourSalary');
  });

  it('opens the real-time salary: my contract by single bet, profit and loss rate, and its 5-minute records', async () => {
    const at = (h: number, m: number) => toLocalIso(new Date(2026, 10, 21, h, m));
    const api = await open('/?ac=agentTeamOverview', {
      routes: fakeIncome([
        income('7', { kind: 'realtimeSalary', periodStart: at(10, 5), periodEnd: at(10, 10), amount: 410 }),
        income('4', { amount: 100_000 }),
      ]),
    });
    const centre = await dialog();
    await userEvent.click(await within(centre).findByRole('link', { name: 'Real-time salary' }));
    expect(location.current).toBe('/?ac=agentRealtimeSalary');
    expect(await within(centre).findByRole('heading', { name: 'Real-time salary', level: 3 })).toBeTruthy();
    const mine = await within(centre).findByRole('region', { name: 'My contract' });
    expect(within(mine).getByText(/^A real-time salary pays on each settled bet/).textContent).toMatch(
      /Settled every 5 minutes, a minute after each window ends\.$/,
    );
    const table = within(mine).getByRole('table', { name: 'Tiers of my contract' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tier', 'Single bet from', 'Profit rate', 'Loss rate']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['₫100.00', '0.2%', '0.4%'],
      ['₫1,000.00', '0.3%', '0.6%'],
    ]);
    expect(api.callsTo('GET /wps/agent/contracts').at(-1)?.url.searchParams.get('kind')).toBe(
      'realtimeSalary',
    );
    // Its records only, each a date and a 5-minute range.
    const records = await within(centre).findByRole('table', { name: 'Real-time salary records' });
    expect(
      within(records)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Nov 21, 2026, 10:05 – 10:10 AM']);
    expect(api.callsTo('GET /wps/agent/income').at(-1)?.url.searchParams.get('kind')).toBe('realtimeSalary');
  });

  it('shows my income over the range, with the total paid', async () => {
    const api = await open('/?ac=agentMyIncome');
    const centre = await dialog();
    expect(await within(centre).findByRole('heading', { name: 'My income', level: 3 })).toBeTruthy();
    const table = await within(centre).findByRole('table', { name: 'My income' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(centre).getByText('Total paid').nextElementSibling?.textContent).toBe('₫3,500.00');
    expect(api.callsTo('GET /wps/agent/income')[0]?.url.searchParams.has('kind')).toBe(false);
  });

  it('lists the announcements for agents on its first entry, in the announcement list', async () => {
    const api = await open('/?ac=agentAnnouncement');
    const centre = await dialog();
    expect(await within(centre).findByRole('heading', { name: 'Announcement', level: 3 })).toBeTruthy();
    expect(within(centre).getByRole('heading', { name: 'Announcements for agents', level: 4 })).toBeTruthy();
    const item = await within(centre).findByRole('button', { name: /^New commission table/ });
    expect(
      within(centre)
        .getAllByRole('heading', { level: 5 })
        .map((h) => h.textContent),
    ).toEqual([expect.stringMatching(/^New commission table/), expect.stringMatching(/^Agent meeting/)]);
    await userEvent.click(item);
    expect(item.getAttribute('aria-expanded')).toBe('true');
    expect(within(centre).getByText(/From 1 December\./).textContent).toBe(
      'From 1 December.\nSee the table.',
    );
    expect(api.callsTo('GET /wps/agent/announcements').at(-1)?.url.searchParams.toString()).toBe(
      'page=1&pageSize=9&language=en',
    );
  });

  it('moves between pages through the address, and Escape closes it', async () => {
    await open('/lottery?ac=agentTeamOverview');
    const centre = await dialog();
    await userEvent.click(within(centre).getByRole('link', { name: 'Register centre' }));
    expect(await within(centre).findByRole('heading', { name: 'Register centre', level: 3 })).toBeTruthy();
    expect(location.current).toBe('/lottery?ac=agentRegisterCentre');
    expect(within(centre).getByLabelText('Username', { selector: 'input' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.current).toBe('/lottery');
  });

  it('opens a downline’s bets or profit and loss from its row, on that account only', async () => {
    const api = await open('/?ac=agentDownlineManagement');
    const centre = await dialog();
    await within(centre).findByRole('table', { name: 'Direct downlines' });
    await userEvent.click(within(centre).getByRole('link', { name: 'Bets of player01' }));
    expect(await within(centre).findByRole('heading', { name: 'Team betting', level: 3 })).toBeTruthy();
    expect(location.current).toBe('/?ac=agentTeamBetting&account=player01');
    const bets = await within(centre).findByRole('table', { name: 'Team bets' });
    expect(
      within(bets)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['player01']);
    expect(api.callsTo('GET /wps/agent/team/bets').at(-1)?.url.searchParams.get('account')).toBe('player01');

    // Another page of the menu drops the account; the report itself opens on the whole team.
    await userEvent.click(within(centre).getByRole('link', { name: 'User profit and loss' }));
    expect(location.current).toBe('/?ac=agentUserProfit');
    const members = await within(centre).findByRole('table', { name: 'Members' });
    expect(within(members).getAllByRole('rowheader')).toHaveLength(2);
    expect(api.callsTo('GET /wps/agent/team/profit').at(-1)?.url.searchParams.has('account')).toBe(false);

    await userEvent.click(within(centre).getByRole('link', { name: 'Downline management' }));
    await within(centre).findByRole('table', { name: 'Direct downlines' });
    await userEvent.click(within(centre).getByRole('link', { name: 'Profit and loss of player01' }));
    expect(location.current).toBe('/?ac=agentUserProfit&account=player01');
    await waitFor(() =>
      expect(
        within(centre)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['player01Player']),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(location.current).toBe('/'));
  });

  it('opens a downline’s transactions from its row, and the whole team’s from the menu', async () => {
    const api = await open('/?ac=agentDownlineManagement');
    const centre = await dialog();
    await within(centre).findByRole('table', { name: 'Direct downlines' });
    // The page waits for the member centre's words (movement types, wallets); jsdom resumes a
    // suspended page only inside an awaited act.
    await act(() => userEvent.click(within(centre).getByRole('link', { name: 'Transactions of player01' })));
    expect(
      await within(centre).findByRole('heading', { name: 'Downline transaction details', level: 3 }),
    ).toBeTruthy();
    expect(location.current).toBe('/?ac=agentTransactionDetails&account=player01');
    const table = await within(centre).findByRole('table', { name: 'Downline transactions' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['player01']);
    // The movement and the wallet in the member centre's words.
    expect(within(table).getByText('Deposit')).toBeTruthy();
    expect(within(table).getByText('Main wallet')).toBeTruthy();
    expect(api.callsTo('GET /wps/agent/team/transactions').at(-1)?.url.searchParams.get('account')).toBe(
      'player01',
    );

    await userEvent.click(within(centre).getByRole('link', { name: 'Team betting' }));
    await within(centre).findByRole('table', { name: 'Team bets' });
    await userEvent.click(within(centre).getByRole('link', { name: 'Downline transaction details' }));
    expect(location.current).toBe('/?ac=agentTransactionDetails');
    await waitFor(() =>
      expect(
        within(centre)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['player02', 'player01']),
    );
    expect(api.callsTo('GET /wps/agent/team/transactions').at(-1)?.url.searchParams.has('account')).toBe(
      false,
    );
  });

  it('does not open for a player: the parameter is dropped once the member info says so', async () => {
    const api = await open('/?ac=agentTeamOverview', {
      session: { ...agent, memberType: 0, username: 'player01' },
    });
    await waitFor(() => expect(location.current).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('GET /wps/agent/team/overview')).toHaveLength(0);
  });

  it('tells a trial account to register instead', async () => {
    await open('/?ac=agentTeamOverview', { session: { ...agent, memberType: 4, username: 'guest01' } });
    await waitFor(() => expect(location.current).toBe('/'));
    expect(getAccountDialog()).toEqual({ kind: 'needRealAccount' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows the member info when the operator made the account an agent after its login', async () => {
    await open('/?ac=agentRegisterCentre', {
      session: { ...agent, memberType: 0 },
      routes: { 'GET /wps/member/info': memberInfoValue('master01', 42) },
    });
    const centre = await dialog();
    // A master agent may open agents as well as players.
    expect(await within(centre).findByRole('group', { name: 'Account type' })).toBeTruthy();
  });
});
