import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const avatarGuard = async () => ({
  safeParse: (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { avatarUrl?: unknown }).avatarUrl === 'string'
      ? { success: true as const, data: value as { avatarUrl: string } }
      : { success: false as const },
});

export const getPlayerAvatar = (signal?: AbortSignal) =>
  api.get('/wps/relay/MCSFE_getPlayerAvatar', avatarGuard, { signal });

export const playerAvatarQuery = () =>
  queryOptions({
    queryKey: ['identity', 'avatar'],
    queryFn: ({ signal }) => getPlayerAvatar(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const usePlayerAvatar = () => useQuery(playerAvatarQuery());
