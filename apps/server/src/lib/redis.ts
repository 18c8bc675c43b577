import { Redis } from 'ioredis';

export type RedisHandle = { ping: () => Promise<string>; close: () => Promise<void>; client: Redis };

/** Redis is optional: when REDIS_URL is set it backs shared state between nodes. */
export function openRedis(url: string): RedisHandle {
  const client = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: true });
  // Connection errors surface through /readyz; without a listener ioredis would log noisily.
  client.on('error', () => {});
  return {
    client,
    ping: () => client.ping(),
    close: async () => {
      client.disconnect();
    },
  };
}
