import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The merchant's route lines (mirror domains) for the network speed test; no login needed. */
export const getDomainRoutes = (host: string, signal?: AbortSignal) =>
  api.get(
    '/wps/system/domainRoute',
    () => import('@portal/contracts/system').then((module) => module.domainRouteValueSchema),
    { query: { url: host }, signal },
  );

export const domainRoutesQuery = () =>
  queryOptions({
    queryKey: ['system', 'domainRoute'],
    queryFn: ({ signal }) => getDomainRoutes(window.location.host, signal),
    staleTime: 5 * 60_000,
  });

export const useDomainRoutes = () => useQuery(domainRoutesQuery());
