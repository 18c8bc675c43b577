import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { useViewerKey } from '../model/viewer.ts';
import { promotionsContract } from './contracts.ts';
import { promotionQueryKeys } from './get-promotions.ts';

export const getPromotion = (id: string, language: string, signal?: AbortSignal) =>
  api.get(
    `/wps/promotions/${encodeURIComponent(id)}`,
    () => promotionsContract().then((m) => m.promotionDetailSchema),
    { query: { language }, signal },
  );

export const promotionQuery = (viewer: string | null, language: string, id: string) =>
  queryOptions({
    queryKey: promotionQueryKeys.detail(viewer, language, id),
    queryFn: ({ signal }) => getPromotion(id, language, signal),
    staleTime: 30_000,
  });

/** The key the promotion's page reads it under (the viewer's, in the site's language), for answers shown at once. */
export function usePromotionKey(id: string) {
  const { i18n } = useTranslation();
  return promotionQueryKeys.detail(useViewerKey(), i18n.language, id);
}

/** One promotion with its terms and the viewer's latest application. */
export function usePromotion(id: string) {
  const { i18n } = useTranslation();
  return useQuery(promotionQuery(useViewerKey(), i18n.language, id));
}
