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
  /**
   * Whether an event for the member may reach someone. False only when this node is the
   * only one (no Redis) and the member has no connection open on it: then there is nothing
   * to compute an event for.
   */
  reaches(memberId: string): boolean;
  close(): Promise<void>;
};

const CHANNEL = 'portal:hub';
/** The member id that addresses every connection. */
const EVERYONE = '*';

/**
 * Events are announcements made after a change has committed: a failure to deliver one (Redis
 * down, a socket that throws) goes to `onError` and never fails the change's own answer. A tab
 * that missed an event catches up when its socket reconnects.
 */
export function createHub(
  redis?: { publisher: Redis; subscriber: Redis },
  onError: (error: unknown) => void = () => {},
): Hub {
  const listeners = new Map<string, Set<Listener>>();
  const notify = (listener: Listener, event: HubEvent) => {
    try {
      listener(event);
    } catch (error) {
      onError(error);
    }
  };
  const deliver = (memberId: string, event: HubEvent) => {
    if (memberId === EVERYONE) {
      for (const set of listeners.values()) for (const listener of set) notify(listener, event);
      return;
    }
    for (const listener of listeners.get(memberId) ?? []) notify(listener, event);
  };
  const publish = async (memberId: string, event: HubEvent) => {
    if (!redis) return deliver(memberId, event);
    try {
      await redis.publisher.publish(CHANNEL, JSON.stringify({ memberId, event }));
    } catch (error) {
      onError(error);
    }
  };
  if (redis) {
    // ioredis subscribes again by itself after a reconnection; a failure here must not crash.
    redis.subscriber.subscribe(CHANNEL).catch(onError);
    redis.subscriber.on('message', (_channel: string, message: string) => {
      const { memberId, event } = JSON.parse(message) as { memberId: string; event: HubEvent };
      deliver(memberId, event);
    });
  }
  return {
    toMember: (memberId, event) => publish(memberId, event),
    toAll: (event) => publish(EVERYONE, event),
    reaches: (memberId) => Boolean(redis) || listeners.has(memberId),
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
