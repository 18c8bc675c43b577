import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ResponseParser } from '../../../lib/api-client.ts';

export type SocialProvider = { provider: 'google' | 'facebook'; name: string };

const isProvider = (item: unknown): item is SocialProvider =>
  typeof item === 'object' &&
  item !== null &&
  ['google', 'facebook'].includes((item as { provider?: unknown }).provider as string) &&
  typeof (item as { name?: unknown }).name === 'string';

// The contract package has no schema for this call yet; this guard checks the agreed shape.
const providersGuard: ResponseParser<{ list: SocialProvider[] }> = {
  safeParse(value) {
    const list = (value as { list?: unknown } | null)?.list;
    return Array.isArray(list)
      ? { success: true, data: { list: list.filter(isProvider) } }
      : { success: false };
  },
};

export const getSocialProviders = (signal?: AbortSignal) =>
  api.get('/wps/session/social/providers', async () => providersGuard, { signal });

export const socialProvidersQuery = () =>
  queryOptions({
    queryKey: ['identity', 'socialProviders'],
    // Without social sign-in configured (or before the server offers it) no buttons show.
    queryFn: ({ signal }) => getSocialProviders(signal).catch(() => ({ list: [] as SocialProvider[] })),
    staleTime: 10 * 60_000,
  });

export const useSocialProviders = () => useQuery(socialProvidersQuery());
