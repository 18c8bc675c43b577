import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { useViewerKey } from '../model/viewer.ts';
import { promotionsContract } from './contracts.ts';
import { promotionQueryKeys } from './get-promotions.ts';

/**
 * The member's deposit matches waiting for a deposit (titles in the site's language). Under the
 * promotions' key, so a join, or a deposit approved (which may pay one), reads it again.
 */
export function useWaitingMatches() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: promotionQueryKeys.waitingMatches(useViewerKey(), language),
    queryFn: ({ signal }) =>
      api.get(
        '/wps/promotions/matches',
        () => promotionsContract().then((m) => m.waitingMatchesValueSchema),
        {
          query: { language },
          signal,
        },
      ),
    staleTime: 30_000,
  });
}
