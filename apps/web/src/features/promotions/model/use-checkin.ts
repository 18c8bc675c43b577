import type { CheckinValue, PromotionDetail } from '@portal/contracts/promotions';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSubmissionId } from '../../../lib/submission-id.ts';
import { checkIn } from '../api/check-in.ts';
import { usePromotionKey } from '../api/get-promotion.ts';
import { promotionQueryKeys } from '../api/get-promotions.ts';
import { isDefiniteRefusal } from './application-outcome.ts';
import { isCheckinRefusal } from './checkin-outcome.ts';

/** What became of the last check-in: paid, refused by the promotion, or failed otherwise. */
export type CheckinOutcome =
  | { kind: 'signed'; value: CheckinValue }
  | { kind: 'refused'; error: unknown }
  | { kind: 'failed'; error: unknown };

/**
 * Today's check-in: one request at a time, with a request id reused on a retry after a failure
 * that may have paid (no answer, a server error), so the server answers the check-in it made
 * instead of paying twice, and new after a success or a refusal. The page shows the answer at
 * once, then the promotion and the list's badges are read again; `onPaid` refreshes what lives
 * outside this feature (the balance, the account records).
 */
export function useCheckin(promotion: PromotionDetail, onPaid: (value: CheckinValue) => void) {
  const queryClient = useQueryClient();
  const detailKey = usePromotionKey(promotion.id);
  const submission = useSubmissionId();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CheckinOutcome | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: promotionQueryKeys.all });

  async function run() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      const value = await checkIn({ promotionId: promotion.id, requestId: submission.idFor(promotion.id) });
      submission.done();
      queryClient.setQueryData<PromotionDetail>(detailKey, (current) =>
        current ? { ...current, state: 'signed', checkin: value.checkin } : current,
      );
      setOutcome({ kind: 'signed', value });
      onPaid(value);
      void refresh();
    } catch (error) {
      if (isDefiniteRefusal(error)) submission.done();
      if (isCheckinRefusal(error)) {
        setOutcome({ kind: 'refused', error });
        // The page was out of date: what the promotion offers now is read again.
        void refresh();
      } else {
        setOutcome({ kind: 'failed', error });
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { checkIn: run, busy, outcome };
}
