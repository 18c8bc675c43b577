import type { BetRecord } from '@portal/contracts/records';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../../lib/currency.tsx';
import { applyLanguage, loadArea } from '../../../lib/i18n.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { betRecord } from '../../../test/bet-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { BettingRecordsPage } from './betting-records-page.tsx';

const vnd = { code: 'VND', symbol: '₫', exponent: 2 };
const BETS = 'GET /wps/records/bets';

beforeAll(async () => {
  await loadArea('member', 'en');
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

const lottery = (id: string, overrides: Partial<BetRecord> = {}) =>
  betRecord(id, {
    product: 'lottery',
    vendor: 'TCG_SEA',
    vendorName: null,
    gameCode: 'SSC_1',
    gameName: '5D Lotto · 1 min',
    roundId: '20261127-1440',
    payout: null,
    status: 'open',
    settledAt: null,
    ...overrides,
  });

/** Three lottery bets on one draw (two open, one won) and a lost slot round, newest first. */
const list = [
  lottery('4'),
  lottery('3'),
  lottery('2', { payout: 760_000, status: 'settled', settledAt: '2026-11-27T10:00:00Z' }),
  betRecord('1', { roundId: 'r-77', stake: 50_000 }),
];

async function show() {
  const api = mockApi({
    [BETS]: {
      list,
      page: 1,
      pageSize: 20,
      total: list.length,
      summary: { stake: 350_000, payout: 760_000, profit: 610_000 },
    },
  });
  await renderApp(
    <CurrencyProvider currency={vnd}>
      <BettingRecordsPage />
    </CurrencyProvider>,
  );
  return api;
}

/** The cells of each body row, as read. */
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    );

describe('betting record (personalHistoryCopy)', () => {
  it('shows lottery bets as the lottery pages do: the draw number, the game’s name, no payout until settled', async () => {
    const api = await show();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Time', 'Game', 'Round', 'Stake', 'Payout', 'Status']);
    // Game (its name, then who ran it), round, stake, payout, status.
    expect(cells(table)).toEqual([
      ['5D Lotto · 1 minE-lottery', '20261127-1440', '₫1,000.00', '—Not settled yet', 'Open'],
      ['5D Lotto · 1 minE-lottery', '20261127-1440', '₫1,000.00', '—Not settled yet', 'Open'],
      ['5D Lotto · 1 minE-lottery', '20261127-1440', '₫1,000.00', '₫7,600.00', 'Settled'],
      ['Lucky ReelsPortal Studio', 'r-77', '₫500.00', '₫0.00', 'Settled'],
    ]);
    // The open bet's dash is not read out; "Not settled yet" is, in the payout's place.
    const open = within(table).getAllByRole('row')[1] as HTMLElement;
    const payout = within(open).getAllByRole('cell')[4] as HTMLElement;
    expect(payout.getAttribute('data-label')).toBe('Payout');
    expect(within(payout).getByText('—').getAttribute('aria-hidden')).toBe('true');
    expect(within(payout).getByText('Not settled yet').className).toBe('visually-hidden');
    // The games are named in the page language.
    expect(api.callsTo(BETS).at(-1)?.url.searchParams.get('language')).toBe('en');
  });

  it('asks for the games’ names in the page language and says “not settled yet” in it', async () => {
    await applyLanguage('vi');
    const api = await show();
    const table = await screen.findByRole('table');
    expect(api.callsTo(BETS).at(-1)?.url.searchParams.get('language')).toBe('vi');
    const open = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(open).getByText('Chưa quyết toán').className).toBe('visually-hidden');
  });
});
