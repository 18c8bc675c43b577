import { vi } from 'vitest';

/**
 * What Embla (the carousels) needs of the browser and jsdom lacks: media queries (none match, so
 * reduced motion is off), and the resize and intersection observers (never called back).
 */
export function stubCarouselEnvironment() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
}
