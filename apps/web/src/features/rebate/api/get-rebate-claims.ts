import { REBATE_CLAIMS_PAGE_SIZE } from '@portal/contracts/rebate';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rebateContract } from './contracts.ts';
import { rebateQueryKeys } from './get-rebate.ts';

export const getRebateClaims = (page: number, signal?: AbortSignal) =>
  api.get('/wps/rebate/claims', () => rebateContract().then((m) => m.rebateClaimsValueSchema), {
    query: { page, pageSize: REBATE_CLAIMS_PAGE_SIZE },
    signal,
  });

export const rebateClaimsQuery = (page: number) =>
  queryOptions({
    queryKey: [...rebateQueryKeys.all, 'claims', page],
    queryFn: ({ signal }) => getRebateClaims(page, signal),
    staleTime: 0,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the member's rebate claims, newest first. */
export const useRebateClaims = (page: number) => useQuery(rebateClaimsQuery(page));
