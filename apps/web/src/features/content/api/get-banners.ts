import type { bannerGroups } from '@portal/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type BannerGroup = (typeof bannerGroups)[number];

export const getBanners = (groupName: BannerGroup, signal?: AbortSignal) =>
  api.get(
    '/wps/system/banners',
    () => import('@portal/contracts/content').then((module) => module.bannerListValueSchema),
    { query: { groupName }, signal },
  );

export const bannersQuery = (groupName: BannerGroup) =>
  queryOptions({
    queryKey: ['content', 'banners', groupName],
    queryFn: ({ signal }) => getBanners(groupName, signal),
    staleTime: 5 * 60_000,
  });

export const useBanners = (groupName: BannerGroup) => useQuery(bannersQuery(groupName));
