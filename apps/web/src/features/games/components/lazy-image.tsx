import { useEffect, useRef, useState } from 'react';

/** Spec 9's lazy image loader: 3 attempts, preload at 1.3 screens, 200 ms between tries, 200 remembered. */
const ATTEMPTS = 3;
const RETRY_MS = 200;
const REMEMBERED = 200;
const PRELOAD_MARGIN = '30% 0px';

/** Addresses already loaded: shown at once when a card comes back (a small LRU). */
const loaded = new Set<string>();
function remember(src: string) {
  loaded.delete(src);
  loaded.add(src);
  if (loaded.size > REMEMBERED) loaded.delete(loaded.values().next().value as string);
}

type Watcher = (visible: boolean) => void;
const watchers = new WeakMap<Element, Watcher>();
let observer: IntersectionObserver | null = null;

/** One observer for every lazy image on the page. */
function watch(element: Element, onVisible: Watcher): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible(true);
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) watchers.get(entry.target)?.(true);
    },
    { rootMargin: PRELOAD_MARGIN },
  );
  watchers.set(element, onVisible);
  observer.observe(element);
  return () => {
    watchers.delete(element);
    observer?.unobserve(element);
  };
}

type LazyImageProps = {
  src: string | null;
  /** Shown when there is no address, or after the last failed attempt (spec 8: the default icon). */
  fallback: string;
  alt: string;
  className?: string;
};

/**
 * An image fetched only when it nears the screen, retried twice, then replaced by the fallback.
 * Its state belongs to one address: give it a `key` where the address can change.
 */
export function LazyImage({ src, fallback, alt, className }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(() => !src || loaded.has(src));
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    return watch(element, (seen) => {
      if (!seen) return;
      setVisible(true);
      observer?.unobserve(element);
    });
  }, [visible]);

  const onError = () => {
    if (attempt + 1 >= ATTEMPTS) {
      setFailed(true);
      return;
    }
    window.setTimeout(() => setAttempt((current) => current + 1), RETRY_MS);
  };

  const showFallback = !src || failed;
  // Keyed by attempt: a retry is a new element, so the browser asks for the image again.
  return (
    <img
      key={showFallback ? 'fallback' : attempt}
      ref={ref}
      className={className}
      src={showFallback ? fallback : visible ? src : undefined}
      alt={alt}
      decoding="async"
      onLoad={() => {
        if (!showFallback && src) remember(src);
      }}
      onError={showFallback ? undefined : onError}
    />
  );
}
