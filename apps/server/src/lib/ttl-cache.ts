import type { Clock } from './clock.ts';

/**
 * A per-key cache whose entries expire after `ttlMs`. Loads for the same key share one
 * promise, so a burst of requests after expiry costs one database read.
 */
export function createTtlCache<K, V>(ttlMs: number, clock: Clock, maxEntries = Number.POSITIVE_INFINITY) {
  const entries = new Map<K, { expires: number; value: Promise<V> }>();
  return {
    get(key: K, load: () => Promise<V>): Promise<V> {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      // Many distinct keys (searches) must not grow memory without bound: start over.
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { expires: now + ttlMs, value });
      // A failed load must not be served from the cache.
      value.catch(() => entries.delete(key));
      return value;
    },
    delete(key: K): void {
      entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
  };
}
