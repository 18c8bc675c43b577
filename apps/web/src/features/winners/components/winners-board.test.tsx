import type { Winner, WinnersValue } from '@portal/contracts/winners';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../lib/i18n.ts';
import { failure, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { watchQueryIntervals } from '../../../test/query-intervals.ts';
import { renderApp } from '../../../test/render.tsx';
import { WINNERS_POLL_MS } from '../api/get-winners.ts';
import { WinnersBoard } from './winners-board.tsx';

const BOARD = 'GET /wps/relay/GCSGAME_getRankList';
const MIN = 60_000;

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

const win = (overrides: Partial<Winner> = {}): Winner => ({
  account: 'ab***yz',
  gameName: 'Lucky Reels',
  product: 'game',
  stake: 1_000,
  payout: 50_000,
  multiplier: 50,
  wonAt: new Date(Date.now() - 5 * MIN - 10_000).toISOString(),
  ...overrides,
});

const board = (list: Winner[], currency = 'VND'): WinnersValue => ({ list, currency });

async function show(route: MockRoute) {
  const api = mockApi({ [BOARD]: route });
  const rendered = await renderApp(<WinnersBoard />);
  return { api, ...rendered };
}

describe('winners board', () => {
  it('lists the wins, biggest first, with masked names, money, multiplier and time ago', async () => {
    const biggest = win();
    const { api } = await show(
      board([
        biggest,
        win({
          account: 'mi***88',
          gameName: 'Vietlott 6/45',
          product: 'lottery',
          stake: 2_000,
          payout: 25_000,
          multiplier: 12.5,
          wonAt: new Date(Date.now() - 3 * 60 * MIN).toISOString(),
        }),
      ]),
    );
    const section = await screen.findByRole('region', { name: 'Big winners' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Big winners' })).toBeTruthy();
    const list = within(section).getByRole('list');
    expect(list.tagName).toBe('OL');
    const [first, second, ...rest] = within(list).getAllByRole('listitem');
    expect(rest).toHaveLength(0);
    if (!first || !second) throw new Error('two wins expected');

    // Read out as one sentence each.
    expect(
      within(first).getByText('ab***yz won ₫500.00 on Lucky Reels, 50 times the stake, 5 minutes ago'),
    ).toBeTruthy();
    expect(
      within(second).getByText('mi***88 won ₫250.00 on Vietlott 6/45, 12.5 times the stake, 3 hours ago'),
    ).toBeTruthy();

    // Shown to the eye, hidden from screen readers so nothing is read twice.
    const picture = first.querySelector('[aria-hidden="true"]');
    if (!(picture instanceof HTMLElement)) throw new Error('no visible card');
    expect(within(picture).getByText('ab***yz')).toBeTruthy();
    expect(within(picture).getByText('Lucky Reels')).toBeTruthy();
    expect(within(picture).getByText('₫500.00')).toBeTruthy();
    expect(within(picture).getByText('×50')).toBeTruthy();
    const time = within(picture).getByText('5 min. ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe(biggest.wonAt);
    expect(time.getAttribute('title')).toMatch(/\d{1,2}:\d{2}/);
    expect(within(second).getByText('×12.5')).toBeTruthy();

    expect(api.callsTo(BOARD)).toHaveLength(1);
    expect(api.callsTo(BOARD)[0]?.init?.headers).not.toHaveProperty('Authorization');
  });

  it('writes the sentence in the page language', async () => {
    await applyLanguage('vi');
    await show(board([win()]));
    expect(
      await screen.findByText(
        'ab***yz đã thắng ₫500.00 khi chơi Lucky Reels, gấp 50 lần tiền cược, 5 phút trước',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Người thắng lớn' })).toBeTruthy();
    expect(screen.getByText('×50')).toBeTruthy();
  });

  it('writes a currency other than the merchant one with its code', async () => {
    await show(board([win({ payout: 123_400 })], 'USD'));
    expect(await screen.findByText('1,234.00 USD')).toBeTruthy();
  });

  it('renders nothing at all when there are no wins', async () => {
    const { api, container, queryClient } = await show(board([]));
    await waitFor(() => expect(api.callsTo(BOARD)).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('renders nothing, and no error, when the board cannot be loaded', async () => {
    const { api, container, queryClient } = await show(() =>
      failure('INTERNAL', 'Something went wrong', 500),
    );
    await waitFor(() => expect(api.callsTo(BOARD)).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(container.innerHTML).toBe('');
  });

  it('renders nothing while it loads', async () => {
    const { container } = await show(() => new Promise(() => undefined));
    expect(container.innerHTML).toBe('');
  });

  it('asks again every minute', async () => {
    const polling = watchQueryIntervals(WINNERS_POLL_MS);
    await show(board([win()]));
    await screen.findByRole('region', { name: 'Big winners' });
    expect(polling()).toBe(true);
  });
});
