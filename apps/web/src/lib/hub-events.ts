import type { HubEvent } from '@portal/contracts/wallet';
import { useEffect, useRef, useSyncExternalStore } from 'react';

type Listener = (event: HubEvent) => void;
const listeners = new Set<Listener>();

/**
 * The events of the one WebSocket to the hub, for whichever feature wants them: the wallet's
 * socket publishes every event here, so a page listens for its own (the lottery's `draw.result`)
 * without opening a second connection.
 */
export function publishHubEvent(event: HubEvent): void {
  for (const listener of [...listeners]) listener(event);
}

export function subscribeHubEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type EventOf<T extends HubEvent['type']> = Extract<HubEvent, { type: T }>;

/** Calls `handler` with each hub event of `type` while the component is mounted. */
export function useHubEvent<T extends HubEvent['type']>(
  type: T,
  handler: (value: EventOf<T>['value']) => void,
) {
  const current = useRef(handler);
  current.current = handler;
  useEffect(
    () =>
      subscribeHubEvents((event) => {
        if (event.type === type) current.current((event as EventOf<T>).value as EventOf<T>['value']);
      }),
    [type],
  );
}

let live = false;
const liveListeners = new Set<() => void>();

/** The socket says whether the hub can reach this tab now: authenticated (true) or dropped. */
export function setHubLive(next: boolean): void {
  if (live === next) return;
  live = next;
  for (const listener of [...liveListeners]) listener();
}

const subscribeLive = (listener: () => void) => {
  liveListeners.add(listener);
  return () => liveListeners.delete(listener);
};

/**
 * True while the WebSocket is authenticated, so the hub's events arrive; false before the
 * first `ready`, while it reconnects, and after sign-out. Queries that would otherwise poll
 * read it to poll only while events cannot reach them.
 */
export const useHubLive = (): boolean => useSyncExternalStore(subscribeLive, () => live);
