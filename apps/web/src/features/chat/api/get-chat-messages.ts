import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useHubLive } from '../../../lib/hub-events.ts';
import { withLatest } from '../model/chat-conversation.ts';
import { chatContract } from './contracts.ts';
import { chatUnreadQueryKey } from './get-chat-unread.ts';

/** How often the conversation is asked again while the WebSocket is down and the window open. */
export const CHAT_POLL_MS = 15_000;

/** `GET /wps/chat/messages`: the newest page, or the one before message `before`; oldest first. */
export const getChatMessages = (before?: string, signal?: AbortSignal) =>
  api.get('/wps/chat/messages', () => chatContract().then((m) => m.chatMessagesValueSchema), {
    query: { before },
    signal,
  });

/** The conversation shown: every page loaded so far, with live messages added as they come. */
export const chatConversationKey = ['chat', 'conversation'] as const;

/**
 * The member's conversation with customer service. A refetch (reconnection, poll) joins the
 * newest page to what is shown instead of dropping the older pages; while the hub is live its
 * `chat` events keep it current, so it is not asked again on its own.
 */
export function useChatConversation() {
  const queryClient = useQueryClient();
  const live = useHubLive();
  return useQuery({
    queryKey: chatConversationKey,
    queryFn: async ({ signal }) => {
      const latest = await getChatMessages(undefined, signal);
      queryClient.setQueryData(chatUnreadQueryKey, latest.unread);
      return withLatest(queryClient.getQueryData(chatConversationKey), latest);
    },
    staleTime: live ? Number.POSITIVE_INFINITY : 0,
    refetchInterval: live ? false : CHAT_POLL_MS,
  });
}
