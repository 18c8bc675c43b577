import { MESSAGES_PAGE_SIZE } from '@portal/contracts/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { messagesContract } from './contracts.ts';

export const getMessages = (page: number, signal?: AbortSignal) =>
  api.get('/wps/messages', () => messagesContract().then((m) => m.messagesValueSchema), {
    query: { page, pageSize: MESSAGES_PAGE_SIZE },
    signal,
  });

/** Every page of the inbox: a change to any message can move all of them. */
export const messagesListKey = ['messages', 'list'] as const;

export const messagesQuery = (page: number) =>
  queryOptions({
    queryKey: [...messagesListKey, page],
    queryFn: ({ signal }) => getMessages(page, signal),
    staleTime: 0,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the member's inbox, newest first (spec 2 `messageV2`). */
export const useMessages = (page: number) => useQuery(messagesQuery(page));
