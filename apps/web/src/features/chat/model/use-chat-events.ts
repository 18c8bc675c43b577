import type { ChatMessagesValue } from '@portal/contracts/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useHubEvent } from '../../../lib/hub-events.ts';
import { chatConversationKey } from '../api/get-chat-messages.ts';
import { chatUnreadQueryKey } from '../api/get-chat-unread.ts';
import { withMessages } from './chat-conversation.ts';

/**
 * Routes the hub's `chat` events for a signed-in member (app/member-centre/member-session.tsx):
 * each carries the new message, written into the conversation when it is loaded, and the count
 * of the service's messages not yet seen, written into the side menu's badge. Events sent while
 * the socket was down are lost, so each (re)connection asks both again.
 */
export function useChatEvents(): void {
  const queryClient = useQueryClient();
  useHubEvent('chat', ({ message, unread }) => {
    queryClient.setQueryData(chatUnreadQueryKey, unread);
    queryClient.setQueryData<ChatMessagesValue>(chatConversationKey, (current) =>
      current ? withMessages(current, [message]) : current,
    );
  });
  useHubEvent('ready', () => {
    void queryClient.invalidateQueries({ queryKey: ['chat'] });
  });
}
