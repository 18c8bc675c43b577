import { ANNOUNCEMENTS_PAGE_SIZE } from '@portal/contracts/announcements';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { announcementsContract } from './contracts.ts';
import { useReadingLanguage } from './get-notices.ts';

export const getAgentAnnouncements = (page: number, language: string, signal?: AbortSignal) =>
  api.get('/wps/agent/announcements', () => announcementsContract().then((m) => m.announcementPageSchema), {
    query: { page, pageSize: ANNOUNCEMENTS_PAGE_SIZE, language },
    signal,
  });

export const agentAnnouncementsQuery = (page: number, language: string) =>
  queryOptions({
    // Under 'agent': the agent's own data, dropped with the rest of it on sign-out.
    queryKey: ['agent', 'announcements', page, language],
    queryFn: ({ signal }) => getAgentAnnouncements(page, language, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** One page of what the operator wrote for agents (spec 2 agent centre "announcement"), in the site's language. */
export const useAgentAnnouncements = (page: number) =>
  useQuery(agentAnnouncementsQuery(page, useReadingLanguage()));
