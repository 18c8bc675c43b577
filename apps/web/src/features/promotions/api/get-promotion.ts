import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useViewerKey } from '../model/viewer.ts';
import { promotionsContract } from './contracts.ts';
import { promotionQueryKeys } from './get-promotions.ts';

export const getPromotion = (id: string, signal?: AbortSignal) =>
  api.get(
    `/wps/promotions/${encodeURIComponent(id)}`,
    () => promotionsContract().then((m) => m.promotionDetailSchema),
    { signal },
  );

export const promotionQuery = (viewer: string | null, id: string) =>
  queryOptions({
    queryKey: promotionQueryKeys.detail(viewer, id),
    queryFn: ({ signal }) => getPromotion(id, signal),
    staleTime: 30_000,
  });

/** One promotion with its terms and the viewer's latest application. */
export const usePromotion = (id: string) => useQuery(promotionQuery(useViewerKey(), id));
