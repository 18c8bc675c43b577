import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeTeamTransactions, teamTransaction } from '../../../test/agent-fixtures.ts';
import {
  agentReportTests,
  expectNothingAskedForImpossibleRange,
  expectRetryAfterNotAgent,
  rangeOf,
} from '../../../test/agent-pages.tsx';
import type { MockCall } from '../../../test/api-mock.ts';
import { TeamTransactionsPage } from './team-transactions-page.tsx';

const ROUTE = 'GET /wps/agent/team/transactions';

const { show, asked } = agentReportTests(ROUTE, (account) => (
  <TeamTransactionsPage initialAccount={account} />
));

const accounts = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

/** Five movements of three members, newest first: a deposit, a bet and its payout, a withdrawal, an odd one. */
const movements = () => [
  teamTransaction('alice01', '5', {
    amount: 500_000,
    balanceAfter: 1_250_000,
    createdAt: '2026-11-21T12:00:00Z',
    reference: 'DEP-77',
  }),
  teamTransaction('bob02', '4', {
    type: 'bet',
    category: 'betting',
    amount: -200_000,
    balanceAfter: 300_000,
    wallet: 'vendor:IHS',
    reference: 'round-9',
  }),
  teamTransaction('alice01', '3', {
    type: 'bet_payout',
    category: 'betting',
    amount: 450_000,
    balanceAfter: 750_000,
    wallet: 'vendor:IHS',
  }),
  teamTransaction('carol03', '2', {
    type: 'withdrawal_request',
    category: 'withdrawal',
    amount: -1_000_000,
    balanceAfter: 0,
    reference: null,
  }),
  teamTransaction('bob02', '1', {
    type: 'manual_adjustment',
    category: null,
    amount: 0,
    balanceAfter: 500_000,
  }),
];

describe('downline transaction details (agentTransactionDetails)', () => {
  it('asks for today’s team movements and shows them as the member’s account record does', async () => {
    const api = await show(fakeTeamTransactions(movements()));
    const table = await screen.findByRole('table', { name: 'Downline transactions' });
    expect(asked(api)).toEqual([{ ...rangeOf('today'), page: '1', pageSize: '20' }]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Account', 'Time', 'Type', 'Wallet', 'Amount', 'Balance after', 'Reference']);
    expect(accounts()).toEqual(['alice01', 'bob02', 'alice01', 'carol03', 'bob02']);
    const cells = (row: number) =>
      within(within(table).getAllByRole('row')[row] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(1)).toEqual([
      expect.stringMatching(/Nov 21, 2026/),
      'Deposit',
      'Main wallet',
      '+₫5,000.00',
      '₫12,500.00',
      'DEP-77',
    ]);
    expect(cells(2)).toEqual([
      expect.any(String),
      'Bet',
      'IHS game wallet',
      '-₫2,000.00',
      '₫3,000.00',
      'round-9',
    ]);
    expect(cells(3).slice(1, 4)).toEqual(['Payout', 'IHS game wallet', '+₫4,500.00']);
    // A withdrawal under the contract's spelling, without a reference.
    expect(cells(4).slice(1)).toEqual(['Withdrawal request', 'Main wallet', '-₫10,000.00', '₫0.00', '—']);
    // A type this portal has no words for shows as it is; nothing moved, so no sign.
    expect(cells(5).slice(1, 4)).toEqual(['manual_adjustment', 'Main wallet', '₫0.00']);
    expect(screen.getByText('5 transactions, newest first')).toBeTruthy();
  });

  it('names the contract payments, a daily salary and a dividend, as bonuses', async () => {
    await show(
      fakeTeamTransactions([
        teamTransaction('sub01', '2', { type: 'dividend', category: 'bonus', amount: 1_600_000 }),
        teamTransaction('sub01', '1', { type: 'salary', category: 'bonus', amount: 100_000 }),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Downline transactions' });
    expect(
      within(table)
        .getAllByRole('cell')
        .filter((cell) => cell.getAttribute('data-label') === 'Type')
        .map((cell) => cell.textContent),
    ).toEqual(['Dividend', 'Daily salary']);
  });

  it('tones money in green and money out in red', async () => {
    await show(fakeTeamTransactions(movements()));
    const table = await screen.findByRole('table', { name: 'Downline transactions' });
    expect(within(table).getByText('+₫5,000.00').className).toMatch(/credit/);
    expect(within(table).getByText('-₫2,000.00').className).toMatch(/debit/);
    expect(within(table).getByText('₫0.00', { selector: '[data-label="Amount"]' }).className).not.toMatch(
      /credit|debit/,
    );
  });

  it('sends the category, account and range filters as query parameters, from page 1', async () => {
    const api = await show(fakeTeamTransactions(movements()));
    await screen.findByRole('table');
    const category = screen.getByLabelText('Category');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Deposits', 'Withdrawals', 'Transfers', 'Betting', 'Bonuses']);
    await userEvent.selectOptions(category, 'Betting');
    await waitFor(() => expect(accounts()).toEqual(['bob02', 'alice01']));
    expect(asked(api).at(-1)).toEqual({
      ...rangeOf('today'),
      page: '1',
      pageSize: '20',
      category: 'betting',
    });

    await userEvent.selectOptions(category, 'All');
    const account = screen.getByRole('searchbox', { name: 'Account' });
    await userEvent.type(account, '  BOB02 ');
    // Nothing is asked while typing: a half-typed name would match nobody.
    expect(asked(api).at(-1)).not.toHaveProperty('account');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(accounts()).toEqual(['bob02', 'bob02']));
    expect(asked(api).at(-1)).toEqual({ ...rangeOf('today'), page: '1', pageSize: '20', account: 'BOB02' });

    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() =>
      expect(asked(api).at(-1)).toEqual({ ...rangeOf('last7'), page: '1', pageSize: '20', account: 'BOB02' }),
    );
    // Emptying the field shows the whole team again.
    await userEvent.clear(account);
    await waitFor(() => expect(accounts()).toHaveLength(5));
    expect(asked(api).at(-1)).toEqual({ ...rangeOf('last7'), page: '1', pageSize: '20' });
  });

  it('opens on one member when asked to (a downline’s report link)', async () => {
    const api = await show(fakeTeamTransactions(movements()), 'carol03');
    await screen.findByRole('table');
    expect(accounts()).toEqual(['carol03']);
    expect(asked(api)).toEqual([{ ...rangeOf('today'), page: '1', pageSize: '20', account: 'carol03' }]);
    expect((screen.getByRole('searchbox', { name: 'Account' }) as HTMLInputElement).value).toBe('carol03');
  });

  it('pages twenty at a time; a new filter starts on page 1', async () => {
    const many = Array.from({ length: 45 }, (_, index) =>
      teamTransaction(`player${45 - index}`, String(45 - index)),
    );
    const api = await show(fakeTeamTransactions(many));
    await screen.findByRole('table');
    expect(accounts()).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Transaction pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(accounts()).toEqual(['player5', 'player4', 'player3', 'player2', 'player1']));
    expect(asked(api).at(-1)).toMatchObject({ page: '3' });
    expect(screen.getByText('45 transactions, newest first')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Deposits');
    await waitFor(() => expect(asked(api).at(-1)).toMatchObject({ page: '1', category: 'deposit' }));
    await waitFor(() => expect(accounts()[0]).toBe('player45'));
  });

  it('keeps the last page on screen, dimmed, while the next one loads', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      teamTransaction(`player${25 - index}`, String(25 - index)),
    );
    const ok = fakeTeamTransactions(many);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await show({
      [ROUTE]: async (call: MockCall) => {
        if (call.url.searchParams.get('page') === '2') await held;
        return ok[ROUTE](call);
      },
    });
    const table = await screen.findByRole('table');
    const pages = screen.getByRole('navigation', { name: 'Transaction pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    const results = table.closest('[aria-busy]');
    expect(results?.getAttribute('aria-busy')).toBe('true');
    expect(results?.className).toMatch(/refreshing/);
    expect(accounts()).toHaveLength(20);
    release();
    await waitFor(() => expect(accounts()).toEqual(['player5', 'player4', 'player3', 'player2', 'player1']));
    expect(table.closest('[aria-busy]')).toBeNull();
  });

  it('says plainly when there are no movements, for the team or for one member', async () => {
    await show(fakeTeamTransactions([]));
    expect(await screen.findByText('No team transactions in this period.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Transaction pages' })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Account' }), 'stranger{Enter}');
    expect(
      await screen.findByText(
        'No transactions of “stranger” in this period. Only accounts in your team can be shown.',
      ),
    ).toBeTruthy();
  });

  it('asks nothing for an impossible range and says why', async () => {
    const api = await show(fakeTeamTransactions(movements()));
    await expectNothingAskedForImpossibleRange(() => asked(api));
  });

  it('shows a failed load with a way to try again', async () => {
    await expectRetryAfterNotAgent(show, ROUTE, fakeTeamTransactions(movements()));
  });
});
