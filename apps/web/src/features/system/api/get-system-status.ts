import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { statusGuard } from './status-guard.ts';

/** The start-up permission call: which of the three renderings to show, plus the merchant settings. */
export const getSystemStatus = (host: string, signal?: AbortSignal) =>
  api.get('/wps/system/status', async () => statusGuard, { query: { url: host }, signal });

export const systemStatusQuery = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => getSystemStatus(window.location.host, signal),
    staleTime: 5 * 60_000,
  });

export const useSystemStatus = () => useQuery(systemStatusQuery());
