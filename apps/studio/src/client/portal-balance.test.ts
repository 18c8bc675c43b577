import { readPortalFrameMessage } from '@portal/contracts/game-frame';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followPortalBalance } from './portal-balance.ts';

const portal = { name: 'the framing window' };
const stranger = { name: 'another window' };

function setup(shownBalance = 1_000) {
  const target = new EventTarget();
  const page = { shown: shownBalance, idle: true };
  const refresh = vi.fn();
  const stop = followPortalBalance({
    target: target as unknown as Window,
    parent: portal,
    shown: () => page.shown,
    idle: () => page.idle,
    refresh,
    settleMs: 400,
  });
  const post = (data: unknown, source: unknown = portal) =>
    target.dispatchEvent(Object.assign(new Event('message'), { data, source }));
  return { page, refresh, stop, post };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the game page following the portal balance', () => {
  it('re-reads its balance once the changes settle, when the portal sees another one', () => {
    const { refresh, post } = setup(1_000);
    post({ type: 'portal.balance', balance: 101_000 });
    post({ type: 'portal.balance', balance: 201_000 });
    vi.advanceTimersByTime(399);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the portal sees the balance it shows (its own spins)', () => {
    const { refresh, post } = setup(1_000);
    post({ type: 'portal.balance', balance: 1_000 });
    vi.advanceTimersByTime(1_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('leaves the balance to a spin in flight, and to a spin that brought the same figure', () => {
    const { page, refresh, post } = setup(1_000);
    page.idle = false;
    post({ type: 'portal.balance', balance: 900 });
    vi.advanceTimersByTime(400);
    expect(refresh).not.toHaveBeenCalled();

    page.idle = true;
    post({ type: 'portal.balance', balance: 1_500 });
    page.shown = 1_500;
    vi.advanceTimersByTime(400);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('ignores other windows and anything that is not the message', () => {
    const { refresh, post } = setup(1_000);
    post({ type: 'portal.balance', balance: 5 }, stranger);
    post({ type: 'portal.balance', balance: 5 }, null);
    post('portal.balance');
    post({ type: 'portal.balance', balance: '5' });
    post({ type: 'other', balance: 5 });
    vi.advanceTimersByTime(1_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('stops listening, and drops a pending re-read, when stopped', () => {
    const { refresh, post, stop } = setup(1_000);
    post({ type: 'portal.balance', balance: 2_000 });
    stop();
    post({ type: 'portal.balance', balance: 3_000 });
    vi.advanceTimersByTime(1_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('reading the portal frame message', () => {
  it('accepts a whole, non-negative, safe balance only', () => {
    expect(readPortalFrameMessage({ type: 'portal.balance', balance: 0 })).toEqual({
      type: 'portal.balance',
      balance: 0,
    });
    for (const balance of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2, null]) {
      expect(readPortalFrameMessage({ type: 'portal.balance', balance })).toBeNull();
    }
    expect(readPortalFrameMessage(null)).toBeNull();
    expect(readPortalFrameMessage([1])).toBeNull();
  });
});
