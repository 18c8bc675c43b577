import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useServerNow } from './server-clock.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-25T10:00:00.100Z'));
});
afterEach(() => vi.useRealTimers());

describe('useServerNow', () => {
  it('steps once a second on the server clock', () => {
    const { result } = renderHook(() => useServerNow(5_000));
    expect(result.current).toBe(Date.parse('2026-11-25T10:00:05.100Z'));
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(Date.parse('2026-11-25T10:00:06.020Z'));
  });

  it('reads the clock again for a new answer, though the offset is the same', () => {
    const { result, rerender } = renderHook(({ at }) => useServerNow(0, 1000, at), {
      initialProps: { at: 1 },
    });
    // 700 ms pass between steps; an answer then brings a draw closing 40 s from now.
    vi.setSystemTime(new Date('2026-11-25T10:00:00.800Z'));
    rerender({ at: 1 });
    expect(result.current).toBe(Date.parse('2026-11-25T10:00:00.100Z'));
    rerender({ at: 2 });
    expect(result.current).toBe(Date.parse('2026-11-25T10:00:00.800Z'));
  });
});
