import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useResponsibleGamingModalOpen } from '../model/rg-dialogs.ts';

/**
 * What the reminder's and the session limit's tests share: a fake clock standing at `now` for
 * each test (timers and Date only, so promises still settle), a way to move it, and a probe of
 * whether a player-protection dialog holds back other modals.
 */
export function withFakeClock(now: number) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** Moves the fake clock, running the timers and the promises they settle. */
export const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

export function ModalProbe() {
  return <p data-testid="modal-open">{String(useResponsibleGamingModalOpen())}</p>;
}
export const modalOpen = () => screen.getByTestId('modal-open').textContent;
