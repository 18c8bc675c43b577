import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { clubContract } from './contracts.ts';

export const getClub = (signal?: AbortSignal) =>
  api.get('/wps/club', () => clubContract().then((m) => m.clubValueSchema), { signal });

/** The VIP club's answer; an approved deposit refreshes it (member-session.tsx). */
export const clubQueryKey = ['club'] as const;

export const clubQuery = () =>
  queryOptions({ queryKey: clubQueryKey, queryFn: ({ signal }) => getClub(signal), staleTime: 10_000 });

/** The ladder, its level-up bonuses and where the member stands (member centre `vipClub`). */
export const useClub = () => useQuery(clubQuery());
