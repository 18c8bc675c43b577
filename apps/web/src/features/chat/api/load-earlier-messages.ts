import type { ChatMessagesValue } from '@portal/contracts/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withEarlier } from '../model/chat-conversation.ts';
import { chatConversationKey, getChatMessages } from './get-chat-messages.ts';

/** "Load earlier messages": the page before the first message shown, joined on at the top. */
export function useLoadEarlierMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (before: string) => getChatMessages(before),
    onSuccess: (page) =>
      queryClient.setQueryData<ChatMessagesValue>(chatConversationKey, (current) =>
        current ? withEarlier(current, page) : current,
      ),
  });
}
