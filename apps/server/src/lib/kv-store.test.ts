import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryKv, createRedisKv, type KvStore } from './kv-store.ts';

const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null;
afterAll(() => redis?.disconnect());

const stores: Array<[string, () => KvStore]> = [['memory', () => createMemoryKv()]];
if (redis) stores.push(['redis', () => createRedisKv(redis, `test:${randomBytes(4).toString('hex')}:`)]);

describe.each(stores)('%s key-value store', (_name, make) => {
  it('counts within a window and forgets after it', async () => {
    const kv = make();
    expect(await kv.incr('c', 150)).toBe(1);
    expect(await kv.incr('c', 150)).toBe(2);
    await new Promise((r) => setTimeout(r, 200));
    expect(await kv.incr('c', 150)).toBe(1);
  });

  it('hands a value out once', async () => {
    const kv = make();
    await kv.set('k', 'v', 10_000);
    expect(await kv.get('k')).toBe('v');
    expect(await kv.take('k')).toBe('v');
    expect(await kv.take('k')).toBeNull();
    await kv.set('d', 'x', 10_000);
    await kv.del('d');
    expect(await kv.get('d')).toBeNull();
  });
});
