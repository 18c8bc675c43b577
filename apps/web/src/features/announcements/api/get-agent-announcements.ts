import { ANNOUNCEMENTS_PAGE_SIZE } from '@portal/contracts/announcements';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { announcementsContract } from './contracts.ts';

export const getAgentAnnouncements = (page: number, signal?: AbortSignal) =>
  api.get('/wps/agent/announcements', () => announcementsContract().then((m) => m.announcementPageSchema), {
    query: { page, pageSize: ANNOUNCEMENTS_PAGE_SIZE },
    signal,
  });

export const agentAnnouncementsQuery = (page: number) =>
  queryOptions({
    // Under 'agent': the agent's own data, dropped with the rest of it on sign-out.
    queryKey: ['agent', 'announcements', page],
    queryFn: ({ signal }) => getAgentAnnouncements(page, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** One page of what the operator wrote for agents (spec 2 agent centre "announcement"). */
export const useAgentAnnouncements = (page: number) => useQuery(agentAnnouncementsQuery(page));
