import type { betStatusSchema } from '@portal/contracts/records';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { recordsContract } from './contracts.ts';

export type BetStatus = z.infer<typeof betStatusSchema>;

export type BetRecordsParams = {
  from: string;
  to: string;
  status?: BetStatus;
  page: number;
  pageSize: number;
};

export const getBetRecords = (params: BetRecordsParams, signal?: AbortSignal) =>
  api.get('/wps/records/bets', () => recordsContract().then((m) => m.bettingRecordsValueSchema), {
    query: params,
    signal,
  });

export const betRecordsQuery = (params: BetRecordsParams) =>
  queryOptions({
    queryKey: ['records', 'bets', params],
    queryFn: ({ signal }) => getBetRecords(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** `enabled` is false while the chosen range cannot be asked for. */
export const useBetRecords = (params: BetRecordsParams, enabled = true) =>
  useQuery({ ...betRecordsQuery(params), enabled });
