import type { RealityCheckValue, SessionLimitErrorValue } from '@portal/contracts/responsible-gaming';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../../lib/i18n.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { responsibleGamingQueryKeys } from '../api/get-responsible-gaming.ts';
import { advance, ModalProbe, modalOpen, withFakeClock } from './rg-timer-test-kit.tsx';
import { SessionLimitTimer } from './session-limit-timer.tsx';

const MIN = 60_000;
const NOW = Date.parse('2026-11-26T10:00:00Z');
/** Logged in 20 minutes before the test starts. */
const STARTED = NOW - 20 * MIN;
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  // Loaded before the clock is faked: the warning's chunk, its text and the contract.
  await loadArea('responsible-gaming', 'en');
  await import('./session-limit-warning.tsx');
  await import('@portal/contracts/responsible-gaming');
});

withFakeClock(NOW);
const warning = () => screen.queryByRole('alertdialog', { name: 'Your session is ending' });

/** The session's answer with a limit of `minutes` (null: none). */
const sessionAnswer = (minutes: number | null): RealityCheckValue => ({
  startedAt: iso(STARTED),
  staked: 0,
  won: 0,
  net: 0,
  currency: 'VND',
  realityCheckMinutes: null,
  sessionLimitMinutes: minutes,
  sessionEndsAt: minutes === null ? null : iso(STARTED + minutes * MIN),
});

async function show(minutes: () => number | null) {
  const api = mockApi({ 'GET /wps/rg/session': () => sessionAnswer(minutes()) });
  const ended: SessionLimitErrorValue[] = [];
  const view = await renderApp(
    <>
      <SessionLimitTimer onEnded={(value) => ended.push(value)} />
      <ModalProbe />
    </>,
  );
  await advance(0);
  return { api, ended, ...view };
}

describe('session-limit timer', () => {
  it('warns five minutes before the end, then ends the session at the limit', async () => {
    const { ended } = await show(() => 60);
    // Ends 40 minutes from now; the warning at 35.
    await advance(35 * MIN - 1_000);
    expect(warning()).toBeNull();
    await advance(1_000);
    expect(warning()?.textContent).toContain('Your session limit is reached in 5 minutes');
    expect(modalOpen()).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await advance(0);
    expect(warning()).toBeNull();
    expect(modalOpen()).toBe('false');

    await advance(5 * MIN - 1_000);
    expect(ended).toEqual([]);
    await advance(1_000);
    expect(ended).toEqual([{ minutes: 60, startedAt: iso(STARTED), endedAt: iso(STARTED + 60 * MIN) }]);
  });

  it('ends at once a session already past a limit set just now, and does nothing without a limit', async () => {
    let minutes: number | null = null;
    const { ended, queryClient } = await show(() => minutes);
    await advance(6 * 60 * MIN);
    expect(ended).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);

    // Set on the page (it invalidates the session's query): 6 h 20 min in, a limit of 30 minutes.
    minutes = 30;
    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: responsibleGamingQueryKeys.session });
    });
    // Past the end: it ends at once, without a warning first.
    await advance(100);
    expect(warning()).toBeNull();
    expect(ended).toHaveLength(1);
    expect(ended[0]?.minutes).toBe(30);
  });

  it('warns at once when less than five minutes are left, and stops its timer on unmount', async () => {
    const { unmount } = await show(() => 23);
    await advance(100);
    expect(warning()?.textContent).toContain('Your session limit is reached in 3 minutes');
    unmount();
    await advance(60 * MIN);
    expect(vi.getTimerCount()).toBe(0);
  });
});
