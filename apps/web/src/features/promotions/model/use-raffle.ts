import type { PromotionDetail, RaffleClaimValue, RaffleEntry } from '@portal/contracts/promotions';
import { useQueryClient } from '@tanstack/react-query';
import { useSubmissionId } from '../../../lib/submission-id.ts';
import { claimRafflePrize } from '../api/claim-raffle-prize.ts';
import { usePromotionKey } from '../api/get-promotion.ts';
import { joinRaffle } from '../api/join-raffle.ts';
import { isDefiniteRefusal } from './application-outcome.ts';
import { isRaffleRefusal } from './raffle-outcome.ts';
import { type CallResult, usePromotionCall } from './use-promotion-call.ts';

type Done = { kind: 'joined' } | { kind: 'claimed'; value: RaffleClaimValue };
/** What became of the last call: joined, paid, refused by the raffle, or failed otherwise. */
export type RaffleOutcome = CallResult<Done>;

/**
 * Joining a raffle and claiming its prize: one request at a time. Joining twice answers the same
 * entry, so it needs no key; a claim carries a request id, reused on a retry after a failure that
 * may have paid (no answer, a server error) so the server answers the claim it made instead of
 * paying twice, and new after a success or a refusal. The page shows the answer at once, then
 * the promotion and the list's badges are read again; `onClaimed` refreshes what lives outside
 * this feature (the balance, the account records).
 */
export function useRaffle(promotion: PromotionDetail, onClaimed: (value: RaffleClaimValue) => void) {
  const queryClient = useQueryClient();
  const detailKey = usePromotionKey(promotion.id);
  const submission = useSubmissionId();
  const call = usePromotionCall<'join' | 'claim', Done>(isRaffleRefusal);

  const show = (entry: RaffleEntry, state: PromotionDetail['state']) =>
    queryClient.setQueryData<PromotionDetail>(detailKey, (current) =>
      current
        ? {
            ...current,
            state,
            entry,
            // A first entry counts one more; joining again answers the entry already counted.
            raffle:
              current.raffle && !current.entry && state === 'joined'
                ? { ...current.raffle, entries: current.raffle.entries + 1 }
                : current.raffle,
          }
        : current,
    );

  const join = () =>
    call.run('join', async () => {
      const { entry } = await joinRaffle({ promotionId: promotion.id });
      show(entry, 'joined');
      return { kind: 'joined' as const };
    });

  const claim = () =>
    call.run('claim', async () => {
      try {
        const value = await claimRafflePrize({
          promotionId: promotion.id,
          requestId: submission.idFor(promotion.id),
        });
        submission.done();
        show(value.entry, 'claimed');
        onClaimed(value);
        return { kind: 'claimed' as const, value };
      } catch (error) {
        if (isDefiniteRefusal(error)) submission.done();
        throw error;
      }
    });

  return { join, claim, busy: call.busy, outcome: call.outcome };
}
