import type { bannerGroups } from '@portal/contracts/content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';

export type BannerGroup = (typeof bannerGroups)[number];

/** A group's banners, each as its artwork in `language` where the merchant has one. */
export const getBanners = (groupName: BannerGroup, language: string, signal?: AbortSignal) =>
  api.get(
    '/wps/system/banners',
    () => import('@portal/contracts/content').then((module) => module.bannerListValueSchema),
    { query: { groupName, language }, signal },
  );

export const bannersQuery = (groupName: BannerGroup, language: string) =>
  queryOptions({
    queryKey: ['content', 'banners', groupName, language],
    queryFn: ({ signal }) => getBanners(groupName, language, signal),
    staleTime: 5 * 60_000,
    // After a switch of language the artwork on screen stays until the new one is known.
    placeholderData: keepPreviousData,
  });

/** The group's banners in the site's language: a switch of language asks again. */
export function useBanners(groupName: BannerGroup) {
  const { i18n } = useTranslation();
  return useQuery(bannersQuery(groupName, i18n.language));
}
