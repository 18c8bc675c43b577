import type { PromotionCategory } from '@portal/contracts/promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { useViewerKey } from '../model/viewer.ts';
import { promotionsContract } from './contracts.ts';

/**
 * Everything of the promotions feature: an application changes the promotion's state, the list's
 * badges and the member's applications. Each answer depends on who asks (a visitor sees `join`, a
 * member the state of their own application) and on the language the site is shown in (the
 * operator's translation there, else the text as published), so every key names both.
 */
export const promotionQueryKeys = {
  all: ['promotions'] as const,
  lists: ['promotions', 'list'] as const,
  list: (viewer: string | null, language: string, category: PromotionCategory | null) =>
    ['promotions', 'list', viewer, language, category ?? 'all'] as const,
  detail: (viewer: string | null, language: string, id: string) =>
    ['promotions', 'detail', viewer, language, id] as const,
  applications: (viewer: string | null, language: string, page: number) =>
    ['promotions', 'applications', viewer, language, page] as const,
  waitingMatches: (viewer: string | null, language: string) =>
    ['promotions', 'waitingMatches', viewer, language] as const,
};

export const getPromotions = (category: PromotionCategory | null, language: string, signal?: AbortSignal) =>
  api.get('/wps/promotions', () => promotionsContract().then((m) => m.promotionListValueSchema), {
    query: { category: category ?? undefined, language },
    signal,
  });

export const promotionsQuery = (
  viewer: string | null,
  language: string,
  category: PromotionCategory | null,
) =>
  queryOptions({
    queryKey: promotionQueryKeys.list(viewer, language, category),
    queryFn: ({ signal }) => getPromotions(category, language, signal),
    staleTime: 30_000,
  });

/** The running and coming promotions (of one category, or all), with the viewer's state of each. */
export function usePromotions(category: PromotionCategory | null = null) {
  const { i18n } = useTranslation();
  return useQuery(promotionsQuery(useViewerKey(), i18n.language, category));
}
