import type { RealityCheckValue, SessionLimitErrorValue } from '@portal/contracts/responsible-gaming';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../../lib/i18n.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { responsibleGamingQueryKeys } from '../api/get-responsible-gaming.ts';
import { advance, ModalProbe, modalOpen, withFakeClock } from './rg-timer-test-kit.tsx';
import { ASK_AGAIN_MS, SessionLimitTimer } from './session-limit-timer.tsx';

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

/**
 * The session's answer with a session limit of `minutes` (null: none) and, if given, a daily
 * limit that ends this session at `daily.endsAt`.
 */
const sessionAnswer = (
  minutes: number | null,
  daily: { minutes: number; endsAt: number } | null = null,
): RealityCheckValue => ({
  startedAt: iso(STARTED),
  staked: 0,
  won: 0,
  net: 0,
  currency: 'VND',
  realityCheckMinutes: null,
  sessionLimitMinutes: minutes,
  sessionEndsAt: minutes === null ? null : iso(STARTED + minutes * MIN),
  dailyTimeMinutes: daily?.minutes ?? null,
  dailyEndsAt: daily ? iso(daily.endsAt) : null,
});

async function show(
  minutes: () => number | null,
  daily: () => { minutes: number; endsAt: number } | null = () => null,
) {
  const api = mockApi({ 'GET /wps/rg/session': () => sessionAnswer(minutes(), daily()) });
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
    expect(ended[0]).toMatchObject({ minutes: 30 });
  });

  it('warns at once when less than five minutes are left, and stops its timer on unmount', async () => {
    const { unmount } = await show(() => 23);
    await advance(100);
    expect(warning()?.textContent).toContain('Your session limit is reached in 3 minutes');
    unmount();
    await advance(60 * MIN);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('warns of the daily limit when it ends the session first, then asks the server instead of ending it here', async () => {
    // A session limit of 2 hours (100 minutes from now); the daily limit of 3 hours ends the
    // session 40 minutes from now.
    const { api, ended } = await show(
      () => 120,
      () => ({ minutes: 180, endsAt: NOW + 40 * MIN }),
    );
    await advance(35 * MIN - 1_000);
    expect(warning()).toBeNull();
    await advance(1_000);
    const text = warning()?.textContent;
    expect(text).toContain('Your daily time limit ends your session in 5 minutes');
    expect(text).not.toContain('Your session limit');
    expect(modalOpen()).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await advance(0);

    const asked = api.callsTo('GET /wps/rg/session').length;
    await advance(5 * MIN - 1_000);
    expect(api.callsTo('GET /wps/rg/session')).toHaveLength(asked);
    await advance(1_000);
    // The server ends the session (DAILY_TIME_LIMIT, for the API client) or names a later end.
    expect(api.callsTo('GET /wps/rg/session')).toHaveLength(asked + 1);
    expect(ended).toEqual([]);
  });

  it('follows a later end the server names at the end, and asks again at most every 30 seconds', async () => {
    let daily = { minutes: 120, endsAt: NOW + 10 * MIN };
    const { api, ended } = await show(
      () => null,
      () => daily,
    );
    await advance(5 * MIN);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    // The day's time grew meanwhile (a raise came due): the server's answer is 20 minutes later.
    daily = { minutes: 240, endsAt: NOW + 30 * MIN };
    const asked = api.callsTo('GET /wps/rg/session').length;
    await advance(5 * MIN);
    expect(api.callsTo('GET /wps/rg/session')).toHaveLength(asked + 1);
    // A new end: warned again five minutes before it.
    await advance(15 * MIN - 1_000);
    expect(warning()).toBeNull();
    await advance(1_000);
    expect(warning()?.textContent).toContain('Your daily time limit ends your session in 5 minutes');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    // A server whose clock runs behind this one keeps naming the end just passed: asked again
    // only every 30 seconds.
    const before = api.callsTo('GET /wps/rg/session').length;
    await advance(5 * MIN);
    expect(api.callsTo('GET /wps/rg/session')).toHaveLength(before + 1);
    await advance(ASK_AGAIN_MS - 1_000);
    expect(api.callsTo('GET /wps/rg/session')).toHaveLength(before + 1);
    await advance(1_000);
    expect(api.callsTo('GET /wps/rg/session')).toHaveLength(before + 2);
    expect(ended).toEqual([]);
  });

  it("keeps the session limit's warning and end when the session limit comes first", async () => {
    const { ended } = await show(
      () => 60,
      () => ({ minutes: 240, endsAt: NOW + 90 * MIN }),
    );
    await advance(35 * MIN);
    expect(warning()?.textContent).toContain('Your session limit is reached in 5 minutes');
    await advance(5 * MIN);
    expect(ended).toEqual([{ minutes: 60, startedAt: iso(STARTED), endedAt: iso(STARTED + 60 * MIN) }]);
  });

  it('follows a daily limit set just now that ends the session before its session limit', async () => {
    let daily: { minutes: number; endsAt: number } | null = null;
    const { api, queryClient } = await show(
      () => 240,
      () => daily,
    );
    await advance(10 * MIN);
    expect(warning()).toBeNull();
    // Set on the page: what is left of today's limit ends this session in 3 minutes.
    daily = { minutes: 60, endsAt: Date.now() + 3 * MIN };
    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: responsibleGamingQueryKeys.session });
    });
    await advance(100);
    expect(warning()?.textContent).toContain('Your daily time limit ends your session in 3 minutes');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    const asked = api.callsTo('GET /wps/rg/session').length;
    await advance(3 * MIN);
    expect(api.callsTo('GET /wps/rg/session')).toHaveLength(asked + 1);
  });

  it('does not warn again when the session is asked again and the daily end moves by a moment', async () => {
    let endsAt = NOW + 10 * MIN;
    const { queryClient } = await show(
      () => null,
      () => ({ minutes: 120, endsAt }),
    );
    await advance(5 * MIN);
    expect(warning()?.textContent).toContain('Your daily time limit ends your session in 5 minutes');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await advance(0);
    // The reality check asks for the session again: the server works the end out afresh.
    endsAt += 250;
    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: responsibleGamingQueryKeys.session });
    });
    await advance(1_000);
    expect(warning()).toBeNull();
    await advance(5 * MIN);
    expect(warning()).toBeNull();
  });
});
