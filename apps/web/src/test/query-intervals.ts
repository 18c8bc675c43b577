import { timeoutManager } from '@tanstack/react-query';
import { vi } from 'vitest';

/**
 * Watches the intervals TanStack Query keeps running (its refetch intervals); the answer says
 * whether one of period `ms` runs now, i.e. whether a query polls.
 */
export function watchQueryIntervals(ms: number): () => boolean {
  const running = new Map<unknown, number>();
  vi.spyOn(timeoutManager, 'setInterval').mockImplementation((callback, period) => {
    const id = setInterval(callback, period);
    running.set(id, period);
    return id;
  });
  vi.spyOn(timeoutManager, 'clearInterval').mockImplementation((id) => {
    running.delete(id);
    clearInterval(id as ReturnType<typeof setInterval>);
  });
  return () => [...running.values()].includes(ms);
}
