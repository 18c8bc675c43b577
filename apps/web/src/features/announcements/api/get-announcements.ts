import { ANNOUNCEMENTS_PAGE_SIZE } from '@portal/contracts/announcements';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { announcementsContract } from './contracts.ts';
import { useReadingLanguage, useViewer } from './get-notices.ts';

/** The lists `MCSFE_getListAnnouncements` serves: the announcement list and the promotions page. */
export type ListedType = 'PL' | 'PR';

export const getAnnouncements = (type: ListedType, page: number, language: string, signal?: AbortSignal) =>
  api.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    () => announcementsContract().then((m) => m.announcementPageSchema),
    { query: { type, page, pageSize: ANNOUNCEMENTS_PAGE_SIZE, language }, signal },
  );

export const announcementsQuery = (type: ListedType, page: number, viewer: string | null, language: string) =>
  queryOptions({
    // A member sees the members' announcements too: one entry per account, as for the notices,
    // and per language, each reading the operator's translations into it.
    queryKey: ['announcements', 'list', type, page, viewer, language],
    queryFn: ({ signal }) => getAnnouncements(type, page, language, signal),
    staleTime: 60_000,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page (9, spec 9) of one type's announcements, newest first, in the site's language. */
export const useAnnouncements = (type: ListedType, page: number) =>
  useQuery(announcementsQuery(type, page, useViewer(), useReadingLanguage()));
