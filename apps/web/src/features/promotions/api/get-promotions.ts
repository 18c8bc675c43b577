import type { PromotionCategory } from '@portal/contracts/promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useViewerKey } from '../model/viewer.ts';
import { promotionsContract } from './contracts.ts';

/**
 * Everything of the promotions feature: an application changes the promotion's state, the list's
 * badges and the member's applications. Each answer depends on who asks (a visitor sees `join`, a
 * member the state of their own application), so every key names the viewer.
 */
export const promotionQueryKeys = {
  all: ['promotions'] as const,
  lists: ['promotions', 'list'] as const,
  list: (viewer: string | null, category: PromotionCategory | null) =>
    ['promotions', 'list', viewer, category ?? 'all'] as const,
  detail: (viewer: string | null, id: string) => ['promotions', 'detail', viewer, id] as const,
  applications: (viewer: string | null, page: number) =>
    ['promotions', 'applications', viewer, page] as const,
};

export const getPromotions = (category: PromotionCategory | null, signal?: AbortSignal) =>
  api.get('/wps/promotions', () => promotionsContract().then((m) => m.promotionListValueSchema), {
    query: { category: category ?? undefined },
    signal,
  });

export const promotionsQuery = (viewer: string | null, category: PromotionCategory | null) =>
  queryOptions({
    queryKey: promotionQueryKeys.list(viewer, category),
    queryFn: ({ signal }) => getPromotions(category, signal),
    staleTime: 30_000,
  });

/** The running and coming promotions (of one category, or all), with the viewer's state of each. */
export const usePromotions = (category: PromotionCategory | null = null) =>
  useQuery(promotionsQuery(useViewerKey(), category));
