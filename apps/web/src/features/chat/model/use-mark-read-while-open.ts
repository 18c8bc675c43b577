import type { ChatMessagesValue } from '@portal/contracts/chat';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useHubEvent } from '../../../lib/hub-events.ts';
import { chatConversationKey } from '../api/get-chat-messages.ts';
import { chatUnreadQuery, chatUnreadQueryKey } from '../api/get-chat-unread.ts';
import { markChatRead } from '../api/mark-chat-read.ts';
import { useDocumentVisible } from './use-document-visible.ts';

/**
 * While the chat window is open, loaded and on screen, the member sees everything: opening it
 * marks the conversation read (`POST /wps/chat/read`), and so does each new service message
 * (or the badge count rising, e.g. after a poll), so the side menu's badge drops to 0. A hidden
 * tab waits until it is shown again. One call at a time; a message arriving meanwhile asks for
 * one more.
 */
export function useMarkReadWhileOpen(loaded: boolean): void {
  const queryClient = useQueryClient();
  const visible = useDocumentVisible();
  // Reads the badge's copy of the count without asking the server for it.
  const unread = useQuery({ ...chatUnreadQuery(), enabled: false }).data ?? 0;
  // Opening counts as seeing: one call even when nothing is unread.
  const wanted = useRef(true);
  const running = useRef(false);
  const ready = useRef(false);

  const run = useRef(async () => {
    if (running.current || !ready.current || !wanted.current) return;
    running.current = true;
    try {
      while (wanted.current && ready.current) {
        wanted.current = false;
        await markChatRead();
        queryClient.setQueryData(chatUnreadQueryKey, 0);
        queryClient.setQueryData<ChatMessagesValue>(chatConversationKey, (current) =>
          current ? { ...current, unread: 0 } : current,
        );
      }
    } catch {
      // The badge keeps its count; the next message (or reopening the window) tries again.
    } finally {
      running.current = false;
    }
  }).current;

  useHubEvent('chat', ({ message }) => {
    if (message.sender !== 'service') return;
    wanted.current = true;
    void run();
  });

  useEffect(() => {
    ready.current = loaded && visible;
    void run();
    return () => {
      // Closed (or hidden): a call in flight finishes, none follows.
      ready.current = false;
    };
  }, [loaded, visible, run]);

  useEffect(() => {
    if (unread === 0) return;
    wanted.current = true;
    void run();
  }, [unread, run]);
}
