import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { cashierContract } from './contracts.ts';

/** The open channels, each named in `language` where the operator gave it a name there. */
export const getChannels = (language: string, signal?: AbortSignal) =>
  api.get('/wps/cashier/channels', () => cashierContract().then((m) => m.depositChannelsValueSchema), {
    query: { language },
    signal,
  });

export const channelsQuery = (language: string) =>
  queryOptions({
    queryKey: ['cashier', 'channels', language],
    queryFn: ({ signal }) => getChannels(language, signal),
    staleTime: 5 * 60_000,
  });

/** The channels in the site's language: a switch of language asks again. */
export function useChannels() {
  const { i18n } = useTranslation();
  return useQuery(channelsQuery(i18n.language));
}
