import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The start-up permission call: which of the three renderings to show, plus the merchant settings. */
export const getSystemStatus = (host: string, signal?: AbortSignal) =>
  api.get(
    '/wps/system/status',
    () => import('@portal/contracts/system').then((module) => module.systemStatusValueSchema),
    { query: { url: host }, signal },
  );

export const systemStatusQuery = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => getSystemStatus(window.location.host, signal),
    staleTime: 5 * 60_000,
  });

export const useSystemStatus = () => useQuery(systemStatusQuery());
