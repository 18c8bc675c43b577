import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useHubLive } from '../../../lib/hub-events.ts';
import { messagesContract } from './contracts.ts';

/**
 * How often the count is asked again while the WebSocket is down. The socket reconnects by
 * itself and catches up on each reconnection, so this only covers a network that keeps it
 * down: new messages still show in the header, just later.
 */
export const UNREAD_POLL_MS = 30_000;

export const getUnreadCount = (signal?: AbortSignal) =>
  api.get('/wps/relay/CSP_unreadCount', () => messagesContract().then((m) => m.unreadCountValueSchema), {
    signal,
  });

/** The one copy of the count: hub `messages` events and mark-read answers write into it. */
export const unreadCountQueryKey = ['messages', 'unread'] as const;

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 30_000,
  });

/**
 * The member's unread messages (spec 3 "Unread messages", spec 7 CSP_unreadCount). Changes
 * arrive as hub `messages` events (app/member-centre/member-session.tsx); only while the socket
 * is not live is the count asked again now and then.
 */
export const useUnreadCount = (enabled = true) => {
  const live = useHubLive();
  return useQuery({ ...unreadCountQuery(), enabled, refetchInterval: live ? false : UNREAD_POLL_MS });
};
