import type { PromotionDetail } from '@portal/contracts/promotions';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { usePromotionKey } from '../api/get-promotion.ts';
import { promotionQueryKeys } from '../api/get-promotions.ts';
import { joinDepositMatch } from '../api/join-deposit-match.ts';
import { isMatchRefusal } from './promotion-refusal.ts';

/** What became of the last join: joined, refused by the promotion, or failed otherwise. */
export type MatchOutcome =
  | { kind: 'joined' }
  | { kind: 'refused'; error: unknown }
  | { kind: 'failed'; error: unknown };

/**
 * Joining a deposit match: one request at a time. Joining twice answers the same join, so a
 * retry needs no key. The page shows the join at once, then the promotion and the list's badges
 * are read again; a refusal (ended meanwhile, say) reads them again too, as the page was out of date.
 */
export function useDepositMatch(promotion: PromotionDetail) {
  const queryClient = useQueryClient();
  const detailKey = usePromotionKey(promotion.id);
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<MatchOutcome | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: promotionQueryKeys.all });

  async function join() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      const { match } = await joinDepositMatch({ promotionId: promotion.id });
      queryClient.setQueryData<PromotionDetail>(detailKey, (current) =>
        current ? { ...current, state: 'joined', match } : current,
      );
      setOutcome({ kind: 'joined' });
      void refresh();
    } catch (error) {
      if (isMatchRefusal(error)) {
        setOutcome({ kind: 'refused', error });
        void refresh();
      } else {
        setOutcome({ kind: 'failed', error });
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { join, busy, outcome };
}
