import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useHubLive } from '../../../lib/hub-events.ts';
import { chatContract } from './contracts.ts';

/** How often the count is asked again while the WebSocket is down (its `chat` events carry it). */
export const CHAT_UNREAD_POLL_MS = 30_000;

/** `GET /wps/relay/chat/unread` (spec 7 "chat unread"): the service's messages not yet seen. */
export const getChatUnread = async (signal?: AbortSignal) =>
  (
    await api.get('/wps/relay/chat/unread', () => chatContract().then((m) => m.chatUnreadValueSchema), {
      signal,
    })
  ).unReadCount;

/** The one copy of the count: hub `chat` events, the conversation and mark-read write into it. */
export const chatUnreadQueryKey = ['chat', 'unread'] as const;

export const chatUnreadQuery = () =>
  queryOptions({
    queryKey: chatUnreadQueryKey,
    queryFn: ({ signal }) => getChatUnread(signal),
    staleTime: 30_000,
  });

/**
 * The side menu's chat badge. Changes arrive as hub `chat` events (model/use-chat-events.ts);
 * only while the socket is not live is the count asked again now and then.
 */
export const useChatUnread = (enabled: boolean) => {
  const live = useHubLive();
  return useQuery({ ...chatUnreadQuery(), enabled, refetchInterval: live ? false : CHAT_UNREAD_POLL_MS });
};
