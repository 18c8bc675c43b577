import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeTeamProfit, memberProfit } from '../../../test/agent-fixtures.ts';
import { agentReportTests, expectRetryAfterNotAgent, rangeOf, tile } from '../../../test/agent-pages.tsx';
import { UserProfitPage } from './user-profit-page.tsx';

const { route, show, asked } = agentReportTests('GET /wps/agent/team/profit', (account) => (
  <UserProfitPage initialAccount={account} />
));

/** The account names, without the type written under each. */
const accounts = () =>
  screen.getAllByRole('rowheader').map((cell) => cell.querySelector('span')?.firstChild?.textContent);

const members = () => [
  memberProfit('bigloser', { deposits: 50_000_000, bets: 12, stake: 3_000_000, payout: 1_000_000 }),
  memberProfit('winner01', {
    deposits: 5_000_000,
    withdrawals: 2_000_000,
    bets: 3,
    stake: 400_000,
    payout: 900_000,
  }),
  memberProfit('subagent1', { type: 41, deposits: 5_000_000 }),
];

describe('user profit and loss (agentUserProfit)', () => {
  it('asks for today and shows the totals and one row per member, in words and money', async () => {
    const api = await show(fakeTeamProfit(members()));
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(asked(api)).toEqual([{ ...rangeOf('today'), page: '1', pageSize: '20' }]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Account', 'Deposits', 'Withdrawals', 'Bets', 'Stake', 'Payout', 'Profit or loss']);
    expect(accounts()).toEqual(['bigloser', 'winner01', 'subagent1']);
    const [, first, second, third] = within(table).getAllByRole('row');
    const cells = (row: Element | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // The type is written under the account name.
    expect(within(first as HTMLElement).getByRole('rowheader').textContent).toBe('bigloserPlayer');
    expect(within(third as HTMLElement).getByRole('rowheader').textContent).toBe('subagent1Sub-agent');
    expect(cells(first)).toEqual(['₫500,000.00', '₫0.00', '12', '₫30,000.00', '₫10,000.00', '-₫20,000.00']);
    expect(cells(second).at(-1)).toBe('+₫5,000.00');
    expect(cells(third)).toEqual(['₫50,000.00', '₫0.00', '0', '₫0.00', '₫0.00', '₫0.00']);
    // Signed and coloured: red for a loss, green for a win, plain for nothing.
    const profitCell = (row: Element | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .at(-1);
    expect(profitCell(first)?.className).toMatch(/debit/);
    expect(profitCell(second)?.className).toMatch(/credit/);
    expect(profitCell(third)?.className).not.toMatch(/credit|debit/);

    expect(within(tile('Profit or loss')).getByText('-₫15,000.00')).toBeTruthy();
    expect(within(tile('Stake')).getByText('₫34,000.00')).toBeTruthy();
    expect(within(tile('Stake')).getByText('15 bets')).toBeTruthy();
    expect(within(tile('Payout')).getByText('₫19,000.00')).toBeTruthy();
    expect(within(tile('Deposits')).getByText('₫600,000.00')).toBeTruthy();
    expect(within(tile('Withdrawals')).getByText('₫20,000.00')).toBeTruthy();
    expect(within(tile('Members with activity')).getByText('3')).toBeTruthy();
  });

  it('sends the range and the account as query parameters', async () => {
    const api = await show(fakeTeamProfit(members()));
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: '30 days' }));
    await waitFor(() =>
      expect(asked(api).at(-1)).toEqual({ ...rangeOf('last30'), page: '1', pageSize: '20' }),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Account' }), 'Winner01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(accounts()).toEqual(['winner01']));
    expect(asked(api).at(-1)).toEqual({
      ...rangeOf('last30'),
      page: '1',
      pageSize: '20',
      account: 'Winner01',
    });
    expect(within(tile('Profit or loss')).getByText('+₫5,000.00')).toBeTruthy();
  });

  it('pages twenty members at a time; a new account starts on page 1', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      memberProfit(`member${String(index + 1).padStart(2, '0')}`, { stake: (25 - index) * 1_000, bets: 1 }),
    );
    const api = await show(fakeTeamProfit(many));
    await screen.findByRole('table');
    expect(accounts()).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Member pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(accounts()).toEqual(['member21', 'member22', 'member23', 'member24', 'member25']),
    );
    expect(asked(api).at(-1)).toMatchObject({ page: '2' });
    // The totals cover every member, not the page.
    expect(within(tile('Members with activity')).getByText('25')).toBeTruthy();
    expect(within(tile('Stake')).getByText('25 bets')).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Account' }), 'member03{Enter}');
    await waitFor(() => expect(accounts()).toEqual(['member03']));
    expect(asked(api).at(-1)).toMatchObject({ page: '1', account: 'member03' });
  });

  it('opens on one member when asked to, and says when a member has nothing', async () => {
    const api = await show(fakeTeamProfit(members()), 'nobody');
    expect(
      await screen.findByText(
        '“nobody” has no deposits, withdrawals or bets in this period. Only accounts in your team can be shown.',
      ),
    ).toBeTruthy();
    expect(asked(api)).toEqual([{ ...rangeOf('today'), page: '1', pageSize: '20', account: 'nobody' }]);
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    await show(fakeTeamProfit([]));
    expect(await screen.findByText('No team member deposited, withdrew or bet in this period.')).toBeTruthy();
    expect(within(tile('Profit or loss')).getByText('₫0.00')).toBeTruthy();
  });

  it('shows a failed load with a way to try again', async () => {
    await expectRetryAfterNotAgent(show, route, fakeTeamProfit(members()));
  });
});
