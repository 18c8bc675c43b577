import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeTeamBets, teamBet } from '../../../test/agent-fixtures.ts';
import {
  agentReportTests,
  expectNothingAskedForImpossibleRange,
  expectRetryAfterNotAgent,
  rangeOf,
  tile,
} from '../../../test/agent-pages.tsx';
import { TeamBettingPage } from './team-betting-page.tsx';

const { route, show, asked } = agentReportTests('GET /wps/agent/team/bets', (account) => (
  <TeamBettingPage initialAccount={account} />
));

const accounts = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

/** Five bets of three members: won, lost, open, cancelled (lottery), rolled back. */
const bets = () => [
  teamBet('alice01', '5', { stake: 200_000, payout: 500_000, placedAt: '2026-11-21T12:00:00Z' }),
  teamBet('bob02', '4', { stake: 300_000, payout: 0 }),
  teamBet('alice01', '3', { stake: 50_000, payout: null, status: 'open', settledAt: null }),
  teamBet('carol03', '2', {
    product: 'lottery',
    vendor: 'TCG_SEA',
    vendorName: null,
    gameCode: 'K3_1',
    gameName: 'Fast 3 Dice · 1 min',
    roundId: '20261121-0720',
    stake: 100_000,
    status: 'cancelled',
  }),
  teamBet('bob02', '1', { stake: 0, status: 'rolled_back' }),
];

describe('team betting (agentTeamBetting)', () => {
  it('asks for today’s team bets and shows the summary and a table of them', async () => {
    const api = await show(fakeTeamBets(bets()));
    const table = await screen.findByRole('table', { name: 'Team bets' });
    expect(asked(api)).toEqual([{ ...rangeOf('today'), page: '1', pageSize: '20', language: 'en' }]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Account', 'Time', 'Game', 'Round', 'Stake', 'Payout', 'Status']);
    expect(accounts()).toEqual(['alice01', 'bob02', 'alice01', 'carol03', 'bob02']);
    const [, first, , third, fourth] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/Nov 21, 2026/),
      'Lucky ReelsPortal Studio',
      'round-5',
      '₫2,000.00',
      '₫5,000.00',
      'Settled',
    ]);
    // An open bet has no payout yet: a dash, read out as "Not settled yet".
    expect(
      within(third as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.any(String),
      'Lucky ReelsPortal Studio',
      'round-3',
      '₫500.00',
      '—Not settled yet',
      'Open',
    ]);
    expect(
      within(third as HTMLElement)
        .getByText('—')
        .getAttribute('aria-hidden'),
    ).toBe('true');
    expect(within(third as HTMLElement).getByText('Not settled yet').className).toBe('visually-hidden');
    // A lottery bet: the game as the lottery pages name it, the draw number for its round.
    expect(
      within(fourth as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.any(String),
      'Fast 3 Dice · 1 minE-lottery',
      '20261121-0720',
      '₫1,000.00',
      '₫0.00',
      'Cancelled',
    ]);
    // Stake and payout over every bet; the result over the settled ones only: alice01 won
    // ₫3,000 and bob02 lost ₫3,000; the open, cancelled and rolled-back bets add nothing.
    expect(within(tile('Bets')).getByText('5')).toBeTruthy();
    expect(within(tile('Stake')).getByText('₫6,500.00')).toBeTruthy();
    expect(within(tile('Payout')).getByText('₫5,000.00')).toBeTruthy();
    expect(within(tile('Team result')).getByText('₫0.00')).toBeTruthy();
    expect(screen.getByText('5 bets, newest first')).toBeTruthy();
  });

  it('shows a winning or losing team result with its sign and colour', async () => {
    await show(fakeTeamBets([teamBet('alice01', '1', { stake: 100_000, payout: 250_000 })]));
    await screen.findByRole('table');
    const won = within(tile('Team result')).getByText('+₫1,500.00');
    expect(won.className).toMatch(/credit/);
    cleanup();
    await show(fakeTeamBets([teamBet('bob02', '1', { stake: 100_000, payout: 0 })]));
    await screen.findByRole('table');
    expect(within(tile('Team result')).getByText('-₫1,000.00').className).toMatch(/debit/);
  });

  it('sends the status, product, account and range filters as query parameters', async () => {
    const api = await show(fakeTeamBets(bets()));
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Settled');
    await waitFor(() => expect(accounts()).toEqual(['alice01', 'bob02']));
    expect(asked(api).at(-1)).toEqual({
      ...rangeOf('today'),
      page: '1',
      pageSize: '20',
      language: 'en',
      status: 'settled',
    });
    expect(within(tile('Team result')).getByText('₫0.00')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All');
    await userEvent.selectOptions(screen.getByLabelText('Product'), 'Lottery');
    await waitFor(() => expect(accounts()).toEqual(['carol03']));
    expect(asked(api).at(-1)).toEqual({
      ...rangeOf('today'),
      page: '1',
      pageSize: '20',
      language: 'en',
      product: 'lottery',
    });

    await userEvent.selectOptions(screen.getByLabelText('Product'), 'All');
    const account = screen.getByRole('searchbox', { name: 'Account' });
    await userEvent.type(account, '  ALICE01 ');
    // Nothing is asked while typing: a half-typed name would match nobody.
    expect(asked(api).at(-1)).not.toHaveProperty('account');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(accounts()).toEqual(['alice01', 'alice01']));
    expect(asked(api).at(-1)).toEqual({
      ...rangeOf('today'),
      page: '1',
      pageSize: '20',
      language: 'en',
      account: 'ALICE01',
    });

    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() =>
      expect(asked(api).at(-1)).toEqual({
        ...rangeOf('last7'),
        page: '1',
        pageSize: '20',
        language: 'en',
        account: 'ALICE01',
      }),
    );
    // Emptying the field shows the whole team again.
    await userEvent.clear(account);
    await waitFor(() => expect(accounts()).toHaveLength(5));
    expect(asked(api).at(-1)).toEqual({ ...rangeOf('last7'), page: '1', pageSize: '20', language: 'en' });
  });

  it('opens on one member when asked to (a downline’s report link)', async () => {
    const api = await show(fakeTeamBets(bets()), 'bob02');
    await screen.findByRole('table');
    expect(accounts()).toEqual(['bob02', 'bob02']);
    expect(asked(api)).toEqual([
      { ...rangeOf('today'), page: '1', pageSize: '20', language: 'en', account: 'bob02' },
    ]);
    expect((screen.getByRole('searchbox', { name: 'Account' }) as HTMLInputElement).value).toBe('bob02');
  });

  it('pages twenty at a time; a new filter starts on page 1', async () => {
    const many = Array.from({ length: 45 }, (_, index) => teamBet(`player${45 - index}`, String(45 - index)));
    const api = await show(fakeTeamBets(many));
    await screen.findByRole('table');
    expect(accounts()).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Team bet pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(accounts()).toEqual(['player5', 'player4', 'player3', 'player2', 'player1']));
    expect(asked(api).at(-1)).toMatchObject({ page: '3' });
    expect(within(tile('Bets')).getByText('45')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Settled');
    await waitFor(() => expect(asked(api).at(-1)).toMatchObject({ page: '1', status: 'settled' }));
    await waitFor(() => expect(accounts()[0]).toBe('player45'));
  });

  it('says plainly when there are no bets, for the team or for one member', async () => {
    await show(fakeTeamBets([]));
    expect(await screen.findByText('No team bets in this period.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(tile('Bets')).getByText('0')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Account' }), 'stranger{Enter}');
    expect(
      await screen.findByText(
        'No bets of “stranger” in this period. Only accounts in your team can be shown.',
      ),
    ).toBeTruthy();
  });

  it('asks nothing for an impossible range and says why', async () => {
    const api = await show(fakeTeamBets(bets()));
    await expectNothingAskedForImpossibleRange(() => asked(api));
  });

  it('shows a failed load with a way to try again', async () => {
    await expectRetryAfterNotAgent(show, route, fakeTeamBets(bets()));
  });
});
