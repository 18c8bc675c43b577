import { AUTOPLAY_MS } from '@portal/contracts/constants';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { type FocusEvent, useEffect, useState } from 'react';
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

/**
 * A carousel of `count` slides, one per view (spec 2: banners, new-player promotions): it loops
 * and autoplays every `AUTOPLAY_MS` when there are several, and `hold` (spread on the carousel's
 * element) stops it while the pointer is over it or the focus is inside, so nothing moves while
 * it is read. `selected` is the slide in view: the others are made inert.
 */
export function useSlideCarousel(count: number) {
  const several = count > 1;
  const [viewportRef, api] = useEmblaCarousel({ loop: several, active: several });
  const [selected, setSelected] = useState(0);
  const { pause, resume } = useAutoplay(api, several, AUTOPLAY_MS);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const hold = {
    onMouseEnter: pause,
    onMouseLeave: resume,
    onFocus: pause,
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) resume();
    },
  };
  return { several, viewportRef, api, selected, hold };
}
