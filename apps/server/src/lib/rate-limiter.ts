import { AppError } from '@portal/contracts/errors';
import type { KvStore } from './kv-store.ts';

export type Limit = { max: number; windowMs: number };

/** Fixed-window limits per key (per IP, per account), shared through the KV store. */
export function createRateLimiter(kv: KvStore) {
  return {
    /** Counts one attempt and refuses once the window's allowance is used up. */
    async consume(
      key: string,
      limit: Limit,
      message = 'Too many requests; please wait and try again',
    ): Promise<void> {
      const count = await kv.incr(`rl:${key}`, limit.windowMs);
      if (count > limit.max) {
        throw new AppError('RATE_LIMITED', message, 429, {
          retryAfterSeconds: Math.ceil(limit.windowMs / 1000),
        });
      }
    },
    reset: (key: string) => kv.del(`rl:${key}`),
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
