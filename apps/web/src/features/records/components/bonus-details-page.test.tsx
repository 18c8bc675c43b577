import type { AccountRecord, BonusRecordsValue, BonusType } from '@portal/contracts/records';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../../lib/currency.tsx';
import { loadArea } from '../../../lib/i18n.ts';
import { failure, type MockCall, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { BonusDetailsPage } from './bonus-details-page.tsx';

const vnd = { code: 'VND', symbol: '₫', exponent: 2 };
const BONUS = 'GET /wps/records/bonus';

beforeAll(async () => {
  await loadArea('member', 'en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const record = (id: number, type: BonusType, amount: number): AccountRecord => ({
  id: String(id),
  type,
  category: 'bonus',
  amount,
  balanceAfter: 1_000_000 + amount,
  wallet: 'main',
  reference: `B${id}`,
  createdAt: '2026-11-21T10:00:00Z',
});

/** Over the range: two rebates (₫150), one mission reward (₫10,000); every other type nothing. */
const totals: BonusRecordsValue['totals'] = [
  { type: 'rebate', amount: 15_000, count: 2 },
  { type: 'salary', amount: 0, count: 0 },
  { type: 'dividend', amount: 0, count: 0 },
  { type: 'referral_bonus', amount: 0, count: 0 },
  { type: 'points_convert', amount: 0, count: 0 },
  { type: 'points_redeem', amount: 0, count: 0 },
  { type: 'mission_reward', amount: 1_000_000, count: 1 },
];

const answer = (overrides: Partial<BonusRecordsValue> = {}): BonusRecordsValue => ({
  list: [record(3, 'mission_reward', 1_000_000), record(2, 'rebate', 12_600), record(1, 'rebate', 2_400)],
  page: 1,
  pageSize: 20,
  total: 3,
  totals,
  sum: 1_015_000,
  ...overrides,
});

async function show(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({ [BONUS]: answer(), ...routes });
  await renderApp(
    <CurrencyProvider currency={vnd}>
      <BonusDetailsPage />
    </CurrencyProvider>,
  );
  return api;
}

const lastParams = (api: ReturnType<typeof mockApi>) => api.callsTo(BONUS).at(-1)?.url.searchParams;

/** The summary tiles as "label: values". */
const tiles = (region: HTMLElement) =>
  [...region.querySelectorAll('dl > div')].map((tile) =>
    [...tile.children].map((part) => part.textContent).join(' | '),
  );

describe('bonus details page (bonusDetails)', () => {
  it("shows the period's sum and a tile for each kind received, then the bonuses, newest first", async () => {
    const api = await show();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(tiles(summary)).toEqual([
      'All bonuses | ₫10,150.00',
      'Rebate | ₫150.00 | 2 payments',
      'Mission reward | ₫10,000.00 | 1 payment',
    ]);

    const table = screen.getByRole('table', { name: 'Bonuses' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Type', 'Amount', 'Reference']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Mission reward',
      'Rebate',
      'Rebate',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('+₫10,000.00')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('B3')).toBeTruthy();

    // Seven local days, all types, the first page of twenty.
    const params = lastParams(api);
    expect(params?.get('type')).toBeNull();
    expect(params?.get('page')).toBe('1');
    expect(params?.get('pageSize')).toBe('20');
    expect(params?.get('from')).toMatch(/T00:00:00[+-]\d{2}:\d{2}$/);
    const days =
      (Date.parse(String(params?.get('to'))) - Date.parse(String(params?.get('from')))) / 86_400_000;
    expect(Math.round(days)).toBe(7);
  });

  it('asks for one type with the filter, back on the first page, while the tiles keep the whole period', async () => {
    const api = await show({
      [BONUS]: ({ url }: MockCall) => {
        const type = url.searchParams.get('type');
        return type === 'rebate'
          ? answer({ list: [record(2, 'rebate', 12_600), record(1, 'rebate', 2_400)], total: 2 })
          : answer();
      },
    });
    const filter = await screen.findByLabelText('Bonus type');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All',
      'Rebate',
      'Daily salary',
      'Hourly salary',
      'Real-time salary',
      'Dividend',
      'Invite reward',
      'Points converted',
      'Points reward',
      'Mission reward',
      'Mission leaderboard prize',
      'Promotion bonus',
      'Raffle prize',
      'Check-in reward',
      'Welcome bonus',
      'VIP level-up bonus',
    ]);
    await userEvent.selectOptions(filter, 'rebate');
    await waitFor(() => expect(screen.queryByText('B3')).toBeNull());
    expect(lastParams(api)?.get('type')).toBe('rebate');
    expect(lastParams(api)?.get('page')).toBe('1');
    expect(screen.getByText('B2')).toBeTruthy();
    expect(tiles(screen.getByRole('region', { name: 'Summary' }))[0]).toBe('All bonuses | ₫10,150.00');

    await userEvent.selectOptions(filter, '');
    await waitFor(() => expect(lastParams(api)?.get('type')).toBeNull());
  });

  it('asks for the next page and says where the member is', async () => {
    const api = await show({
      [BONUS]: ({ url }: MockCall) => {
        const page = Number(url.searchParams.get('page'));
        return answer({ list: [record(page * 10, 'rebate', 100)], page, total: 45 });
      },
    });
    expect(await screen.findByText('B10')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('B20')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(lastParams(api)?.get('page')).toBe('2');

    // A new period starts again on the first page.
    await userEvent.click(screen.getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(lastParams(api)?.get('page')).toBe('1'));
    const params = lastParams(api);
    const days =
      (Date.parse(String(params?.get('to'))) - Date.parse(String(params?.get('from')))) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it('says when there were no bonuses in the period, with the sum at nothing', async () => {
    await show({
      [BONUS]: answer({
        list: [],
        total: 0,
        totals: totals.map((row) => ({ ...row, amount: 0, count: 0 })),
        sum: 0,
      }),
    });
    expect(await screen.findByText('No bonuses in this period.')).toBeTruthy();
    expect(tiles(screen.getByRole('region', { name: 'Summary' }))).toEqual(['All bonuses | ₫0.00']);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('says when the chosen type has none in the period', async () => {
    await show({
      [BONUS]: ({ url }: MockCall) =>
        url.searchParams.get('type') ? answer({ list: [], total: 0 }) : answer(),
    });
    await userEvent.selectOptions(await screen.findByLabelText('Bonus type'), 'dividend');
    expect(await screen.findByText('No bonuses of this type in this period.')).toBeTruthy();
  });

  it('shows that it is loading, then a failed load with a way to try again', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const api = await show({
      [BONUS]: () =>
        new Promise((resolve) => {
          release = () => resolve(fail ? failure('INTERNAL', 'x', 500) : answer());
        }),
    });
    expect(await screen.findByText('Loading…')).toBeTruthy();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Network link abnormal');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.callsTo(BONUS)).toHaveLength(2));
    release();
    expect(await screen.findByText('B3')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks nothing while the period cannot be asked for, and says why', async () => {
    const api = await show();
    await screen.findByText('B3');
    const calls = api.callsTo(BONUS).length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2000-01-01' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at most 92 days');
    expect(screen.getByText('Choose a valid period to see records.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();
    expect(api.callsTo(BONUS)).toHaveLength(calls);
  });
});
