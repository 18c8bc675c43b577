import type { betStatusSchema } from '@portal/contracts/records';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
  /** Games are named in it, as the lobby names them. */
  language?: string;
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

/** In the page language; `enabled` is false while the chosen range cannot be asked for. */
export function useBetRecords(params: BetRecordsParams, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...betRecordsQuery({ ...params, language: i18n.language }), enabled });
}
