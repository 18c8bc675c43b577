import type { RealityCheckValue } from '@portal/contracts/responsible-gaming';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../../lib/currency.tsx';
import { loadArea } from '../../../lib/i18n.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { responsibleGamingQueryKeys } from '../api/get-responsible-gaming.ts';
import { RealityCheckReminder } from './reality-check-reminder.tsx';
import { advance, ModalProbe, modalOpen, withFakeClock } from './rg-timer-test-kit.tsx';

const MIN = 60_000;
const NOW = Date.parse('2026-11-26T10:00:00Z');
/** Logged in 20 minutes before the test starts. */
const STARTED = NOW - 20 * MIN;
const vnd = { code: 'VND', symbol: '₫', exponent: 2 };

beforeAll(async () => {
  // Loaded before the clock is faked: the dialog's chunk, its text and the contract.
  await loadArea('responsible-gaming', 'en');
  await import('./reality-check-dialog.tsx');
  await import('@portal/contracts/responsible-gaming');
});

withFakeClock(NOW);

async function show(answer: () => Partial<RealityCheckValue>) {
  const api = mockApi({
    'GET /wps/rg/session': () => ({
      startedAt: new Date(STARTED).toISOString(),
      staked: 150_000,
      won: 50_000,
      net: -100_000,
      currency: 'VND',
      realityCheckMinutes: 30,
      sessionLimitMinutes: null,
      sessionEndsAt: null,
      dailyTimeMinutes: null,
      dailyEndsAt: null,
      ...answer(),
    }),
  });
  const onViewRecords = vi.fn();
  const onLogOut = vi.fn();
  const view = await renderApp(
    <CurrencyProvider currency={vnd}>
      <RealityCheckReminder onViewRecords={onViewRecords} onLogOut={onLogOut} />
      <ModalProbe />
    </CurrencyProvider>,
  );
  await advance(0);
  return { api, onViewRecords, onLogOut, ...view };
}

const reminder = () => screen.queryByRole('alertdialog', { name: 'Reality check' });

describe('reality-check reminder', () => {
  it('reminds at every interval since the login, with fresh figures, until the member moves on', async () => {
    let staked = 150_000;
    const { api, onViewRecords, onLogOut } = await show(() => ({ staked, net: 50_000 - staked }));
    expect(api.callsTo('GET /wps/rg/session')).toHaveLength(1);

    // 30 minutes after the login, i.e. 10 minutes from now.
    await advance(10 * MIN - 1_000);
    expect(reminder()).toBeNull();
    expect(modalOpen()).toBe('false');
    staked = 200_000;
    await advance(1_000);
    const first = reminder();
    expect(first).not.toBeNull();
    expect(api.callsTo('GET /wps/rg/session')).toHaveLength(2);
    expect(first?.textContent).toContain('You have been logged in for 30 min.');
    expect(first?.textContent).toContain('This session: staked ₫2,000.00, won ₫500.00, net -₫1,500.00.');
    // It holds back other modals (the popup notices) while it is open.
    expect(modalOpen()).toBe('true');
    // The safe choice has the focus.
    expect(document.activeElement?.textContent).toBe('Continue playing');

    // No second reminder piles up while one is open.
    await advance(45 * MIN);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Continue playing' }));
    await advance(0);
    expect(reminder()).toBeNull();
    expect(modalOpen()).toBe('false');

    // Now 1 h 15 min in: the next one at 1 h 30 min.
    await advance(15 * MIN - 1_000);
    expect(reminder()).toBeNull();
    await advance(1_000);
    expect(reminder()?.textContent).toContain('You have been logged in for 1 h 30 min.');
    fireEvent.click(screen.getByRole('button', { name: 'View betting record' }));
    await advance(0);
    expect(onViewRecords).toHaveBeenCalledOnce();
    expect(reminder()).toBeNull();

    await advance(30 * MIN);
    expect(reminder()?.textContent).toContain('You have been logged in for 2 h.');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await advance(0);
    expect(onLogOut).toHaveBeenCalledOnce();
    expect(reminder()).toBeNull();
  });

  it('stays silent while reality checks are off, and follows a new interval without a reload', async () => {
    let minutes: number | null = null;
    const { api, queryClient } = await show(() => ({ realityCheckMinutes: minutes }));
    await advance(3 * 60 * MIN);
    expect(reminder()).toBeNull();
    expect(api.callsTo('GET /wps/rg/session')).toHaveLength(1);

    // Set on the page (it invalidates the session's query): 3 h 20 min in, every 15 minutes.
    minutes = 15;
    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: responsibleGamingQueryKeys.session });
    });
    await advance(10 * MIN - 1_000);
    expect(reminder()).toBeNull();
    await advance(1_000);
    expect(reminder()?.textContent).toContain('You have been logged in for 3 h 30 min.');
  });

  it('stops its timer when the session ends (unmount)', async () => {
    const { api, unmount } = await show(() => ({}));
    unmount();
    await advance(60 * MIN);
    expect(api.callsTo('GET /wps/rg/session')).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('still tells the time when the fresh figures cannot be read', async () => {
    let calls = 0;
    const api = mockApi({
      'GET /wps/rg/session': () => {
        calls += 1;
        if (calls > 1) throw new TypeError('Failed to fetch');
        return {
          startedAt: new Date(STARTED).toISOString(),
          staked: 0,
          won: 0,
          net: 0,
          currency: 'VND',
          realityCheckMinutes: 15,
          sessionLimitMinutes: null,
          sessionEndsAt: null,
          dailyTimeMinutes: null,
          dailyEndsAt: null,
        };
      },
    });
    await renderApp(
      <CurrencyProvider currency={vnd}>
        <RealityCheckReminder onViewRecords={() => undefined} onLogOut={() => undefined} />
      </CurrencyProvider>,
    );
    await advance(0);
    await advance(10 * MIN);
    expect(api.callsTo('GET /wps/rg/session')).toHaveLength(2);
    expect(reminder()?.textContent).toContain('You have been logged in for 30 min.');
    expect(reminder()?.textContent).not.toContain('This session');
  });
});
