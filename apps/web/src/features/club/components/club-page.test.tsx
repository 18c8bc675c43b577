import type { ClubLevel, ClubValue } from '@portal/contracts/club';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CurrencyProvider } from '../../../lib/currency.tsx';
import { formatShortDateTime } from '../../../lib/format.ts';
import { loadArea } from '../../../lib/i18n.ts';
import { failure, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { ClubPage } from './club-page.tsx';

const vnd = { code: 'VND', symbol: '₫', exponent: 2 };

beforeAll(async () => {
  await loadArea('member', 'en');
});
afterEach(cleanup);

const level = (
  rank: number,
  name: string,
  minDeposit: number,
  upgradeBonus: number,
  rebateBonusBp = 0,
): ClubLevel => ({
  rank,
  name,
  color: '#a0522d',
  color2: '#cd7f32',
  minDeposit,
  upgradeBonus,
  rebateBonusBp,
  withdrawMax: 5_000_000_000,
  withdrawDailyCount: 5,
  bonusPaidAt: null,
});

const PAID_AT = '2026-11-20T10:00:00Z';

/** Bronze from ₫5,000,000 (₫50,000 bonus), Silver from ₫20,000,000 (₫200,000), Gold without a bonus. */
const club = (overrides: Partial<ClubValue> = {}): ClubValue => ({
  currency: 'VND',
  turnoverTimes: 3,
  rank: 1,
  deposited: 800_000_000,
  levels: [
    { ...level(1, 'Bronze', 500_000_000, 5_000_000), bonusPaidAt: PAID_AT },
    level(2, 'Silver', 2_000_000_000, 20_000_000),
    level(3, 'Gold', 10_000_000_000, 0),
  ],
  standardWithdraw: { max: 5_000_000_000, dailyCount: 5 },
  next: { rank: 2, remaining: 1_200_000_000 },
  ...overrides,
});

async function show(route: MockRoute = club()) {
  const api = mockApi({ 'GET /wps/club': route });
  await renderApp(
    <CurrencyProvider currency={vnd}>
      <ClubPage />
    </CurrencyProvider>,
  );
  return api;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('VIP club page', () => {
  it("shows the member's level, the deposits left to the next and what reaching it pays", async () => {
    await show();
    expect(await screen.findByText('Bronze', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('₫8,000,000.00')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Deposit ₫12,000,000.00 more to reach Silver' });
    expect(bar.getAttribute('aria-valuenow')).toBe('800000000');
    expect(bar.getAttribute('aria-valuemax')).toBe('2000000000');
    expect(bar.getAttribute('aria-valuetext')).toBe('₫8,000,000.00 of ₫20,000,000.00');
    expect(screen.getByText('Reaching Silver pays a level-up bonus of ₫200,000.00.')).toBeTruthy();
  });

  it('lists the ladder: thresholds, bonuses, the levels reached and when their bonus was paid', async () => {
    await show();
    const table = await screen.findByRole('table', { name: 'Club levels' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const bronze = rowOf('Bronze');
    expect(bronze.textContent).toContain('₫5,000,000.00');
    expect(bronze.textContent).toContain('₫50,000.00');
    expect(bronze.textContent).toContain('Your level');
    expect(bronze.textContent).toContain(`Bonus paid ${formatShortDateTime(PAID_AT, 'en')}`);
    expect(rowOf('Silver').textContent).toContain('Not reached');
    expect(rowOf('Gold').textContent).toContain('None');
    // No level raises rebates or withdrawals here: no column or table for them.
    expect(screen.queryByRole('columnheader', { name: 'Rebate boost' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Withdrawal limits' })).toBeNull();
    expect(
      screen.getByText(
        'A level-up bonus is paid once, into your main wallet, when you reach the level; it must be staked 3 times before a withdrawal.',
      ),
    ).toBeTruthy();
  });

  it('starts a new member at the standard level, and says when the top is reached', async () => {
    await show(club({ rank: 0, deposited: 0, next: { rank: 1, remaining: 500_000_000 }, turnoverTimes: 0 }));
    expect(await screen.findByText('Standard', { selector: 'strong' })).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Deposit ₫5,000,000.00 more to reach Bronze' }),
    ).toBeTruthy();
    expect(
      screen.getByText('A level-up bonus is paid once, into your main wallet, when you reach the level.'),
    ).toBeTruthy();
    cleanup();

    await show(club({ rank: 3, deposited: 12_000_000_000, next: null }));
    expect(await screen.findByText('You are at the top level of the club.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(rowOf('Silver').textContent).toContain('Reached');
  });

  it('shows what each level adds to rebates, and what the member’s adds', async () => {
    const value = club();
    await show(
      club({
        levels: value.levels.map((l) => ({ ...l, rebateBonusBp: l.rank === 1 ? 10 : l.rank === 3 ? 25 : 0 })),
      }),
    );
    expect(await screen.findByRole('columnheader', { name: 'Rebate boost' })).toBeTruthy();
    expect(rowOf('Bronze').textContent).toContain('+0.1%');
    expect(rowOf('Gold').textContent).toContain('+0.25%');
    expect(rowOf('Silver').textContent).toContain('None');
    expect(screen.getByText('Your Bronze level adds 0.1% to your rebate rates.')).toBeTruthy();
  });

  it('shows the withdrawals each level allows from the standard level up, and what the member’s level allows', async () => {
    const value = club();
    await show(
      club({
        levels: value.levels.map((l) =>
          l.rank === 1
            ? { ...l, withdrawDailyCount: 1 }
            : l.rank === 3
              ? { ...l, withdrawMax: 10_000_000_000 }
              : l,
        ),
        standardWithdraw: { max: 5_000_000_000, dailyCount: 1 },
      }),
    );
    const table = await screen.findByRole('table', { name: 'Withdrawal limits' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Standard', '₫50,000,000.00', '1'],
      ['Bronze', '₫50,000,000.00', '1'],
      ['Silver', '₫50,000,000.00', '5'],
      ['Gold', '₫100,000,000.00', '5'],
    ]);
    // Bronze (the member's) allows no more than standard: no hint about it.
    expect(screen.queryByText(/Your Bronze level lets you withdraw/)).toBeNull();
    cleanup();

    await show(
      club({
        rank: 2,
        next: { rank: 3, remaining: 1 },
        levels: value.levels.map((l) => (l.rank >= 2 ? { ...l, withdrawDailyCount: 8 } : l)),
      }),
    );
    expect(
      await screen.findByText(
        'Your Silver level lets you withdraw up to ₫50,000,000.00 at a time, 8 times a day.',
      ),
    ).toBeTruthy();
  });

  it('says so when the site has no levels', async () => {
    await show(club({ levels: [], rank: 0, next: null }));
    expect(await screen.findByText('This site has no VIP club levels yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    const api = await show(() => (fail ? failure('INTERNAL', 'x', 500) : club()));
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Club levels' })).toBeTruthy();
    expect(api.callsTo('GET /wps/club')).toHaveLength(2);
  });
});
