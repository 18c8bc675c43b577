import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './lazy-image.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LazyImage (spec 9 loader, spec 8 default icon)', () => {
  it('shows the fallback at once when there is no address', () => {
    const { container } = render(<LazyImage src={null} fallback="/default.svg" alt="" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/default.svg');
  });

  it('tries an image three times, then shows the default icon', () => {
    vi.useFakeTimers();
    // jsdom has no IntersectionObserver: the image is treated as on screen.
    const { container } = render(<LazyImage src="/broken.png" fallback="/default.svg" alt="" />);
    const image = () => container.querySelector('img') as HTMLImageElement;
    expect(image().getAttribute('src')).toBe('/broken.png');
    fireEvent.error(image());
    act(() => vi.advanceTimersByTime(200));
    expect(image().getAttribute('src')).toBe('/broken.png');
    fireEvent.error(image());
    act(() => vi.advanceTimersByTime(200));
    expect(image().getAttribute('src')).toBe('/broken.png');
    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe('/default.svg');
  });
});
