import type { MarkReadBody, MessagesValue } from '@portal/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { messagesContract } from './contracts.ts';
import { messagesListKey } from './get-messages.ts';
import { unreadCountQueryKey } from './get-unread-count.ts';

/** Marks some messages read, or all of them; the answer is the unread count after the change. */
export const markRead = (body: MarkReadBody) =>
  api.post('/wps/messages/read', body, () => messagesContract().then((m) => m.unreadValueSchema));

const covers = (body: MarkReadBody, id: string) => 'all' in body || body.ids.includes(id);

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: ({ unread }, body) => {
      // The header follows at once; the pages show the change before their refetch confirms it.
      queryClient.setQueryData(unreadCountQueryKey, unread);
      const readAt = new Date().toISOString();
      queryClient.setQueriesData<MessagesValue>({ queryKey: messagesListKey }, (value) =>
        value
          ? {
              ...value,
              unread,
              list: value.list.map((message) =>
                message.readAt === null && covers(body, message.id) ? { ...message, readAt } : message,
              ),
            }
          : value,
      );
      void queryClient.invalidateQueries({ queryKey: messagesListKey });
    },
  });
}
