import type { ChatMessage, ChatMessagesValue } from '@portal/contracts/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { newRequestId } from '../../../lib/submission-id.ts';
import { chatConversationKey } from '../api/get-chat-messages.ts';
import { sendChatMessage } from '../api/send-chat-message.ts';
import { compareIds, withMessages } from './chat-conversation.ts';

/** A message the member wrote that the server has not confirmed yet. */
export type Outgoing = {
  /** The idempotency key: kept for every retry of this message. */
  requestId: string;
  text: string;
  state: 'sending' | 'failed';
  error: unknown;
  /**
   * The newest message id shown when it was written ('' for an empty conversation, null when
   * none was loaded): a copy of it arriving after that id, over the hub, stands for it.
   */
  after: string | null;
};

/**
 * The server pushes the member's message to all their tabs, this one included, often before
 * it answers the send: until the answer comes, that copy stands in for the message on its way.
 */
export function arrived(item: Outgoing, messages: readonly ChatMessage[]): boolean {
  const { after } = item;
  return (
    item.state === 'sending' &&
    after !== null &&
    messages.some(
      (message) =>
        message.sender === 'member' && message.text === item.text && compareIds(message.id, after) > 0,
    )
  );
}

/**
 * The member's messages on their way: each shows at once (sending), is replaced by the
 * server's copy once accepted, or stays with its error and a retry that sends the same
 * `requestId` again, so a message whose answer was lost is never stored twice.
 */
export function useOutgoingMessages() {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<Outgoing[]>([]);
  const latest = useRef(items);
  latest.current = items;

  const update = (requestId: string, change: Partial<Outgoing> | null) =>
    setItems((list) =>
      change === null
        ? list.filter((item) => item.requestId !== requestId)
        : list.map((item) => (item.requestId === requestId ? { ...item, ...change } : item)),
    );

  const deliver = async ({ requestId, text }: Outgoing) => {
    try {
      const message = await sendChatMessage({ text, requestId });
      const shown = queryClient.getQueryData<ChatMessagesValue>(chatConversationKey);
      if (shown) queryClient.setQueryData(chatConversationKey, withMessages(shown, [message]));
      // Sent before the conversation loaded: ask for it again so the message is in it.
      else void queryClient.invalidateQueries({ queryKey: chatConversationKey });
      update(requestId, null);
    } catch (error) {
      update(requestId, { state: 'failed', error });
    }
  };

  return {
    items,
    /** Shows `text` as sending and sends it with a new requestId. */
    send: (text: string) => {
      const shown = queryClient.getQueryData<ChatMessagesValue>(chatConversationKey);
      const after = shown ? (shown.messages.at(-1)?.id ?? '') : null;
      const item: Outgoing = { requestId: newRequestId(), text, state: 'sending', error: null, after };
      setItems((list) => [...list, item]);
      void deliver(item);
    },
    /** Sends a failed message again, with the same requestId. */
    retry: (requestId: string) => {
      const item = latest.current.find((entry) => entry.requestId === requestId);
      if (item?.state !== 'failed') return;
      update(requestId, { state: 'sending', error: null });
      void deliver(item);
    },
  };
}
