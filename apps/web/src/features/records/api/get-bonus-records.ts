import type { BonusType } from '@portal/contracts/records';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { recordsContract } from './contracts.ts';

export type BonusRecordsParams = {
  from: string;
  to: string;
  type?: BonusType;
  page: number;
  pageSize: number;
};

export const getBonusRecords = (params: BonusRecordsParams, signal?: AbortSignal) =>
  api.get('/wps/records/bonus', () => recordsContract().then((m) => m.bonusRecordsValueSchema), {
    query: params,
    signal,
  });

export const bonusRecordsQuery = (params: BonusRecordsParams) =>
  queryOptions({
    queryKey: ['records', 'bonus', params],
    queryFn: ({ signal }) => getBonusRecords(params, signal),
    staleTime: 0,
    // The current page and figures stay on screen while the next ones load.
    placeholderData: keepPreviousData,
  });

/**
 * The bonuses credited over a range (one type or all), with each type's sum over the whole range
 * (spec 2 `bonusDetails`); `enabled` is false while the chosen range cannot be asked for.
 */
export const useBonusRecords = (params: BonusRecordsParams, enabled = true) =>
  useQuery({ ...bonusRecordsQuery(params), enabled });
