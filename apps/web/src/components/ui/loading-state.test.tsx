import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingState, SLOW_LOAD_MS } from './loading-state.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('loading state', () => {
  it('adds the slow-load hint to its live region once the load has taken long (spec 8)', () => {
    render(<LoadingState label="Loading…" slowText="Please check your network." />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading…');
    act(() => {
      vi.advanceTimersByTime(SLOW_LOAD_MS - 1);
    });
    expect(status.textContent).toBe('Loading…');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(status.textContent).toBe('Loading…Please check your network.');
  });

  it('never shows a hint it was not given', () => {
    render(<LoadingState label="Loading…" />);
    act(() => {
      vi.advanceTimersByTime(SLOW_LOAD_MS * 2);
    });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
