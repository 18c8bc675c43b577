import type { PromotionDetail, RaffleClaimValue, RaffleEntry } from '@portal/contracts/promotions';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSubmissionId } from '../../../lib/submission-id.ts';
import { claimRafflePrize } from '../api/claim-raffle-prize.ts';
import { usePromotionKey } from '../api/get-promotion.ts';
import { promotionQueryKeys } from '../api/get-promotions.ts';
import { joinRaffle } from '../api/join-raffle.ts';
import { isDefiniteRefusal } from './application-outcome.ts';
import { isRaffleRefusal } from './raffle-outcome.ts';

/** What became of the last call: joined, paid, refused by the raffle, or failed otherwise. */
export type RaffleOutcome =
  | { kind: 'joined' }
  | { kind: 'claimed'; value: RaffleClaimValue }
  | { kind: 'refused'; error: unknown }
  | { kind: 'failed'; error: unknown };

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
  const running = useRef(false);
  const [busy, setBusy] = useState<'join' | 'claim' | null>(null);
  const [outcome, setOutcome] = useState<RaffleOutcome | null>(null);

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
  const refresh = () => queryClient.invalidateQueries({ queryKey: promotionQueryKeys.all });

  async function run(kind: 'join' | 'claim', call: () => Promise<void>) {
    if (running.current) return;
    running.current = true;
    setBusy(kind);
    setOutcome(null);
    try {
      await call();
    } catch (error) {
      if (isRaffleRefusal(error)) {
        setOutcome({ kind: 'refused', error });
        // The page was out of date: what the raffle offers now is read again.
        void refresh();
      } else {
        setOutcome({ kind: 'failed', error });
      }
    } finally {
      running.current = false;
      setBusy(null);
    }
  }

  const join = () =>
    run('join', async () => {
      const { entry } = await joinRaffle({ promotionId: promotion.id });
      show(entry, 'joined');
      setOutcome({ kind: 'joined' });
      void refresh();
    });

  const claim = () =>
    run('claim', async () => {
      try {
        const value = await claimRafflePrize({
          promotionId: promotion.id,
          requestId: submission.idFor(promotion.id),
        });
        submission.done();
        show(value.entry, 'claimed');
        setOutcome({ kind: 'claimed', value });
        onClaimed(value);
        void refresh();
      } catch (error) {
        if (isDefiniteRefusal(error)) submission.done();
        throw error;
      }
    });

  return { join, claim, busy, outcome };
}
