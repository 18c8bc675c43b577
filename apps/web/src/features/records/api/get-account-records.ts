import type { RecordCategory } from '@portal/contracts/records';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { recordsContract } from './contracts.ts';

export type AccountRecordsParams = {
  from: string;
  to: string;
  category?: RecordCategory;
  page: number;
  pageSize: number;
};

export const getAccountRecords = (params: AccountRecordsParams, signal?: AbortSignal) =>
  api.get('/wps/records/account', () => recordsContract().then((m) => m.accountRecordsValueSchema), {
    query: params,
    signal,
  });

export const accountRecordsQuery = (params: AccountRecordsParams) =>
  queryOptions({
    queryKey: ['records', 'account', params],
    queryFn: ({ signal }) => getAccountRecords(params, signal),
    staleTime: 0,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** `enabled` is false while the chosen range cannot be asked for. */
export const useAccountRecords = (params: AccountRecordsParams, enabled = true) =>
  useQuery({ ...accountRecordsQuery(params), enabled });
