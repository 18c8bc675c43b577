import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { useViewerKey } from '../model/viewer.ts';
import { promotionsContract } from './contracts.ts';
import { promotionQueryKeys } from './get-promotions.ts';

/** Ten a page, as the records pages. */
export const APPLICATIONS_PAGE_SIZE = 10;

export const getApplications = (page: number, language: string, signal?: AbortSignal) =>
  api.get('/wps/promotions/applications', () => promotionsContract().then((m) => m.applicationsPageSchema), {
    query: { page, pageSize: APPLICATIONS_PAGE_SIZE, language },
    signal,
  });

export const applicationsQuery = (viewer: string | null, language: string, page: number) =>
  queryOptions({
    queryKey: promotionQueryKeys.applications(viewer, language, page),
    queryFn: ({ signal }) => getApplications(page, language, signal),
    // The operator reviews at any time: ask again whenever the list is shown.
    staleTime: 0,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the member's applications, newest first, each promotion's title in the site's language. */
export function useApplications(page: number) {
  const { i18n } = useTranslation();
  return useQuery(applicationsQuery(useViewerKey(), i18n.language, page));
}
