import type { TeamBetsQuery } from '@portal/contracts/agent';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { agentContract } from './contracts.ts';

export type TeamBetStatus = NonNullable<TeamBetsQuery['status']>;
export type TeamBetProduct = NonNullable<TeamBetsQuery['product']>;

/** The range as ISO instants; the filters only when set (an empty account is no filter). */
export type TeamBetsParams = {
  from: string;
  to: string;
  page: number;
  pageSize: number;
  status?: TeamBetStatus | undefined;
  product?: TeamBetProduct | undefined;
  account?: string | undefined;
  /** Games are named in it, as the lobby names them. */
  language?: string | undefined;
};

export const getTeamBets = ({ account, ...params }: TeamBetsParams, signal?: AbortSignal) =>
  api.get('/wps/agent/team/bets', () => agentContract().then((m) => m.teamBetsValueSchema), {
    query: { ...params, account: account || undefined },
    signal,
  });

export const teamBetsQuery = (params: TeamBetsParams) =>
  queryOptions({
    queryKey: ['agent', 'teamBets', params],
    queryFn: ({ signal }) => getTeamBets(params, signal),
    staleTime: 0,
    // The last page and summary stay on screen (dimmed) while the next ones load.
    placeholderData: keepPreviousData,
  });

/**
 * The team's bets over a range (spec 2 agent centre "team betting"), games named in the page
 * language; off while the range is invalid.
 */
export function useTeamBets(params: TeamBetsParams, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...teamBetsQuery({ ...params, language: i18n.language }), enabled });
}
