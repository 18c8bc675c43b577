import type { OverviewPeriod } from '@portal/contracts/agent';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { agentContract } from './contracts.ts';

export const getTeamOverview = (period: OverviewPeriod, signal?: AbortSignal) =>
  api.get('/wps/agent/team/overview', () => agentContract().then((m) => m.teamOverviewValueSchema), {
    query: { period },
    signal,
  });

export const teamOverviewQuery = (period: OverviewPeriod) =>
  queryOptions({
    queryKey: ['agent', 'overview', period],
    queryFn: ({ signal }) => getTeamOverview(period, signal),
    staleTime: 30_000,
    // The figures of the last period stay on screen (dimmed) while the next period loads.
    placeholderData: keepPreviousData,
  });

/** The agent's team in figures for one period (spec 2 `agentTeamOverview`). */
export const useTeamOverview = (period: OverviewPeriod) => useQuery(teamOverviewQuery(period));
