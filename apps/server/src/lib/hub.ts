import type { HubEvent } from '@portal/contracts/wallet';
import type { Redis } from 'ioredis';

type Listener = (event: HubEvent) => void;

/**
 * Sends events to a member's open connections on every node. With Redis each node publishes
 * to one channel and delivers what it hears to its own sockets; without it, delivery is local.
 */
export type Hub = {
  toMember(memberId: string, event: HubEvent): Promise<void>;
  /** Every connected member on every node (draw results). */
  toAll(event: HubEvent): Promise<void>;
  subscribe(memberId: string, listener: Listener): () => void;
  close(): Promise<void>;
};

const CHANNEL = 'portal:hub';
/** The member id that addresses every connection. */
const EVERYONE = '*';

export function createHub(redis?: { publisher: Redis; subscriber: Redis }): Hub {
  const listeners = new Map<string, Set<Listener>>();
  const deliver = (memberId: string, event: HubEvent) => {
    if (memberId === EVERYONE) {
      for (const set of listeners.values()) for (const listener of set) listener(event);
      return;
    }
    for (const listener of listeners.get(memberId) ?? []) listener(event);
  };
  if (redis) {
    void redis.subscriber.subscribe(CHANNEL);
    redis.subscriber.on('message', (_channel: string, message: string) => {
      const { memberId, event } = JSON.parse(message) as { memberId: string; event: HubEvent };
      deliver(memberId, event);
    });
  }
  return {
    async toMember(memberId, event) {
      if (redis) await redis.publisher.publish(CHANNEL, JSON.stringify({ memberId, event }));
      else deliver(memberId, event);
    },
    async toAll(event) {
      if (redis) await redis.publisher.publish(CHANNEL, JSON.stringify({ memberId: EVERYONE, event }));
      else deliver(EVERYONE, event);
    },
    subscribe(memberId, listener) {
      let set = listeners.get(memberId);
      if (!set) {
        set = new Set();
        listeners.set(memberId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(memberId);
      };
    },
    async close() {
      if (redis) {
        redis.subscriber.disconnect();
        redis.publisher.disconnect();
      }
      listeners.clear();
    },
  };
}
