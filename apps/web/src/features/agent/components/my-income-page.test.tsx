import type { ContractKind, Income } from '@portal/contracts/agent-contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toLocalIso } from '../../../lib/date-range.ts';
import { contractSettingsValue, fakeIncome, income } from '../../../test/agent-fixtures.ts';
import { agentReportTests, expectRetryAfterNotAgent, rangeOf } from '../../../test/agent-pages.tsx';
import { MyIncomePage } from './my-income-page.tsx';

// The kind filter offers the kinds the merchant runs: every one unless a test says otherwise.
const { route, show, asked } = agentReportTests<ContractKind>(
  'GET /wps/agent/income',
  (kind) => <MyIncomePage kind={kind} />,
  { 'GET /wps/agent/contracts/settings': contractSettingsValue() },
);

/** Local midnight of a day, as the server sends a period's bounds. */
const at = (month: number, day: number) => toLocalIso(new Date(2026, month - 1, day));

/** Two daily salaries and a semi-monthly dividend, newest first. */
const periods = () => [
  income('3', {
    periodStart: at(11, 21),
    periodEnd: at(11, 22),
    validBet: 123_456_700,
    netLoss: -500_000,
    activeMembers: 1_234,
    rateBp: 125,
    share: 1_543_208,
    downlineShares: 543_208,
    amount: 1_000_000,
  }),
  income('2', {
    kind: 'dividend',
    periodStart: at(11, 1),
    periodEnd: at(11, 16),
    validBet: 50_000_000,
    netLoss: 8_000_000,
    activeMembers: 12,
    rateBp: 2_000,
    share: 1_600_000,
    downlineShares: 0,
    amount: 1_600_000,
  }),
  income('1', {
    periodStart: at(11, 20),
    periodEnd: at(11, 21),
    rateBp: 0,
    share: 0,
    downlineShares: 0,
    amount: 0,
  }),
];

const rowCells = (table: HTMLElement, row: number) =>
  within(within(table).getAllByRole('row')[row] as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const periodsShown = () =>
  screen.getAllByRole('rowheader').map((cell) => cell.textContent?.replace(/\s/g, ' '));

describe('my income (agentMyIncome)', () => {
  it('lists today’s settled periods with their figures and the total paid', async () => {
    const api = await show(fakeIncome(periods()));
    const table = await screen.findByRole('table', { name: 'My income' });
    expect(asked(api)).toEqual([{ ...rangeOf('today'), page: '1', pageSize: '20' }]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Period',
      'Kind',
      'Valid bets',
      'Team net loss',
      'Active members',
      'Rate',
      'Share',
      'Downline shares',
      'Amount paid',
    ]);
    expect(periodsShown()).toEqual(['Nov 21, 2026', 'Nov 1 – 15, 2026', 'Nov 20, 2026']);
    expect(rowCells(table, 1)).toEqual([
      'Daily salary',
      '₫1,234,567.00',
      '-₫5,000.00',
      '1,234',
      '1.25%',
      '₫15,432.08',
      '₫5,432.08',
      '₫10,000.00',
    ]);
    expect(rowCells(table, 2)).toEqual([
      'Dividend',
      '₫500,000.00',
      '₫80,000.00',
      '12',
      '20%',
      '₫16,000.00',
      '₫0.00',
      '₫16,000.00',
    ]);
    // A period whose figures met no tier pays nothing.
    expect(rowCells(table, 3).slice(4)).toEqual(['0%', '₫0.00', '₫0.00', '₫0.00']);
    expect(within(table).getByText('₫10,000.00').className).toMatch(/credit/);
    expect(screen.getByText('3 settled periods, newest first')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Total paid').nextElementSibling?.textContent).toBe('₫26,000.00');
  });

  it('filters by kind, offering only the kinds the merchant runs', async () => {
    const api = await show(fakeIncome(periods()));
    await screen.findByRole('table');
    const kind = screen.getByLabelText('Kind', { selector: 'select' });
    await waitFor(() =>
      expect(
        within(kind)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All', 'Daily salary', 'Hourly salary', 'Real-time salary', 'Dividend']),
    );
    await userEvent.selectOptions(kind, 'Dividend');
    await waitFor(() => expect(periodsShown()).toEqual(['Nov 1 – 15, 2026']));
    expect(asked(api).at(-1)).toEqual({ ...rangeOf('today'), page: '1', pageSize: '20', kind: 'dividend' });
    expect(screen.getByText('1 settled period, newest first')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Total paid').nextElementSibling?.textContent).toBe('₫16,000.00');
    cleanup();

    await show({
      ...fakeIncome(periods()),
      'GET /wps/agent/contracts/settings': contractSettingsValue({
        dividend: false,
        hourSalary: false,
        realtimeSalary: false,
      }),
    });
    await screen.findByRole('table');
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Kind', { selector: 'select' }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All', 'Daily salary']),
    );
  });

  it('shows one kind only, without a kind filter or column, under a contract page', async () => {
    const api = await show(fakeIncome(periods()), 'dividend');
    const table = await screen.findByRole('table', { name: 'Dividend records' });
    expect(asked(api)).toEqual([{ ...rangeOf('today'), page: '1', pageSize: '20', kind: 'dividend' }]);
    expect(within(table).queryByRole('columnheader', { name: 'Kind' })).toBeNull();
    expect(screen.queryByLabelText('Kind')).toBeNull();
    expect(periodsShown()).toEqual(['Nov 1 – 15, 2026']);
    // The range filter is there; a member filter is not: this is the agent's own income.
    expect(screen.getByRole('button', { name: '7 days' })).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Account' })).toBeNull();
  });

  it('shows an hourly salary’s periods as a date and an hour range, in every list of my income', async () => {
    const hour = (day: number, h: number) => toLocalIso(new Date(2026, 10, day, h));
    const hours = [
      income('6', { kind: 'hourSalary', periodStart: hour(21, 23), periodEnd: hour(22, 0), amount: 300 }),
      income('5', { kind: 'hourSalary', periodStart: hour(21, 10), periodEnd: hour(21, 11), amount: 2_100 }),
      // The operator settled the running hour early, up to 9:37: the window ends there.
      income('4', {
        kind: 'hourSalary',
        periodStart: hour(21, 9),
        periodEnd: toLocalIso(new Date(2026, 10, 21, 9, 37)),
      }),
    ];
    const api = await show(fakeIncome([...hours, ...periods()]), 'hourSalary');
    const table = await screen.findByRole('table', { name: 'Hourly salary records' });
    expect(asked(api)).toEqual([{ ...rangeOf('today'), page: '1', pageSize: '20', kind: 'hourSalary' }]);
    expect(within(table).queryByRole('columnheader', { name: 'Kind' })).toBeNull();
    expect(periodsShown()).toEqual([
      'Nov 21, 2026, 11:00 PM – Nov 22, 2026, 12:00 AM',
      'Nov 21, 2026, 10:00 – 11:00 AM',
      'Nov 21, 2026, 9:00 – 9:37 AM',
    ]);
    cleanup();

    // With the other kinds, each row in its own terms.
    await show(fakeIncome([hours[1] as Income, ...periods()]));
    const all = await screen.findByRole('table', { name: 'My income' });
    expect(periodsShown()).toEqual([
      'Nov 21, 2026, 10:00 – 11:00 AM',
      'Nov 21, 2026',
      'Nov 1 – 15, 2026',
      'Nov 20, 2026',
    ]);
    expect(rowCells(all, 1)[0]).toBe('Hourly salary');
  });

  it('shows a real-time salary’s 5-minute windows by the clock, named by kind in my income', async () => {
    const at = (h: number, m: number) => toLocalIso(new Date(2026, 10, 21, h, m));
    const windows = [
      income('8', { kind: 'realtimeSalary', periodStart: at(10, 5), periodEnd: at(10, 10), amount: 410 }),
      income('7', { kind: 'realtimeSalary', periodStart: at(10, 0), periodEnd: at(10, 5), amount: 90 }),
    ];
    await show(fakeIncome([...windows, ...periods()]), 'realtimeSalary');
    await screen.findByRole('table', { name: 'Real-time salary records' });
    expect(periodsShown()).toEqual(['Nov 21, 2026, 10:05 – 10:10 AM', 'Nov 21, 2026, 10:00 – 10:05 AM']);
    cleanup();

    await show(fakeIncome([windows[0] as Income, ...periods()]));
    const all = await screen.findByRole('table', { name: 'My income' });
    expect(periodsShown()[0]).toBe('Nov 21, 2026, 10:05 – 10:10 AM');
    expect(rowCells(all, 1)[0]).toBe('Real-time salary');
  });

  it('explains when nothing was settled yet', async () => {
    await show(fakeIncome([]));
    expect(
      await screen.findByText(
        'No income in this period. Income appears here after each contract period is settled.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Total paid').nextElementSibling?.textContent).toBe('₫0.00');
  });

  it('shows a failed load with a way to try again', async () => {
    await expectRetryAfterNotAgent(show, route, fakeIncome(periods()), 'My income');
  });
});
