import type { PromotionDetail } from '@portal/contracts/promotions';
import { useQueryClient } from '@tanstack/react-query';
import { usePromotionKey } from '../api/get-promotion.ts';
import { joinDepositMatch } from '../api/join-deposit-match.ts';
import { isMatchRefusal } from './promotion-refusal.ts';
import { usePromotionCall } from './use-promotion-call.ts';

/**
 * Joining a deposit match, one request at a time. Joining twice answers the same join, so a
 * retry needs no key. The page shows the join at once; the promotions are then read again.
 */
export function useDepositMatch(promotion: PromotionDetail) {
  const queryClient = useQueryClient();
  const detailKey = usePromotionKey(promotion.id);
  const call = usePromotionCall<'join', { kind: 'joined' }>(isMatchRefusal);

  const join = () =>
    call.run('join', async () => {
      const { match } = await joinDepositMatch({ promotionId: promotion.id });
      queryClient.setQueryData<PromotionDetail>(detailKey, (current) =>
        current ? { ...current, state: 'joined', match } : current,
      );
      return { kind: 'joined' as const };
    });

  return { join, busy: call.busy !== null, outcome: call.outcome };
}
