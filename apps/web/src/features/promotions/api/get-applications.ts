import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useViewerKey } from '../model/viewer.ts';
import { promotionsContract } from './contracts.ts';
import { promotionQueryKeys } from './get-promotions.ts';

/** Ten a page, as the records pages. */
export const APPLICATIONS_PAGE_SIZE = 10;

export const getApplications = (page: number, signal?: AbortSignal) =>
  api.get('/wps/promotions/applications', () => promotionsContract().then((m) => m.applicationsPageSchema), {
    query: { page, pageSize: APPLICATIONS_PAGE_SIZE },
    signal,
  });

export const applicationsQuery = (viewer: string | null, page: number) =>
  queryOptions({
    queryKey: promotionQueryKeys.applications(viewer, page),
    queryFn: ({ signal }) => getApplications(page, signal),
    // The operator reviews at any time: ask again whenever the list is shown.
    staleTime: 0,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the member's applications, newest first. */
export const useApplications = (page: number) => useQuery(applicationsQuery(useViewerKey(), page));
