import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './use-media-query.ts';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Advances the carousel every `delayMs` while it is enabled, not paused (hover or focus inside)
 * and the visitor has not asked for reduced motion. Any slide change restarts the wait.
 */
export function useAutoplay(api: EmblaApi | undefined, enabled: boolean, delayMs: number) {
  const [paused, setPaused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  useEffect(() => {
    if (!api || !enabled || paused || reducedMotion) return;
    let timer = 0;
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => api.scrollNext(), delayMs);
    };
    schedule();
    api.on('select', schedule);
    return () => {
      window.clearTimeout(timer);
      api.off('select', schedule);
    };
  }, [api, enabled, paused, reducedMotion, delayMs]);
  return { pause: () => setPaused(true), resume: () => setPaused(false) };
}
