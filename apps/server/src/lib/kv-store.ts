import type { Redis } from 'ioredis';

/**
 * Short-lived shared state (counters, captcha answers). Redis when configured, so every
 * node sees the same values; otherwise an in-process map for the single embedded node.
 */
export type KvStore = {
  /** Adds 1 and returns the new count; the key expires `ttlMs` after its first increment. */
  incr(key: string, ttlMs: number): Promise<number>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Reads and deletes in one step, so a value can be used once. */
  take(key: string): Promise<string | null>;
  get(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
};

export function createMemoryKv(now: () => number = Date.now): KvStore {
  const entries = new Map<string, { value: string; expires: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expires <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired keys are dropped lazily and by this sweep, so the map cannot grow without bound.
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, entry] of entries) if (entry.expires <= t) entries.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async incr(key, ttlMs) {
      const entry = live(key);
      const count = entry ? Number(entry.value) + 1 : 1;
      entries.set(key, { value: String(count), expires: entry?.expires ?? now() + ttlMs });
      return count;
    },
    async set(key, value, ttlMs) {
      entries.set(key, { value, expires: now() + ttlMs });
    },
    async take(key) {
      const entry = live(key);
      entries.delete(key);
      return entry?.value ?? null;
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async del(key) {
      entries.delete(key);
    },
  };
}

export function createRedisKv(redis: Redis, prefix = 'portal:'): KvStore {
  return {
    async incr(key, ttlMs) {
      const k = prefix + key;
      const [[, count]] = (await redis.multi().incr(k).pexpire(k, ttlMs, 'NX').exec()) as [[null, number]];
      return count;
    },
    async set(key, value, ttlMs) {
      await redis.set(prefix + key, value, 'PX', ttlMs);
    },
    async take(key) {
      return redis.getdel(prefix + key);
    },
    async get(key) {
      return redis.get(prefix + key);
    },
    async del(key) {
      await redis.del(prefix + key);
    },
  };
}
