import type { CheckinValue, PromotionDetail } from '@portal/contracts/promotions';
import { useQueryClient } from '@tanstack/react-query';
import { useSubmissionId } from '../../../lib/submission-id.ts';
import { checkIn } from '../api/check-in.ts';
import { usePromotionKey } from '../api/get-promotion.ts';
import { isDefiniteRefusal } from './application-outcome.ts';
import { isCheckinRefusal } from './checkin-outcome.ts';
import { type CallResult, usePromotionCall } from './use-promotion-call.ts';

/** What became of the last check-in: paid, refused by the promotion, or failed otherwise. */
export type CheckinOutcome = CallResult<{ kind: 'signed'; value: CheckinValue }>;

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
  const call = usePromotionCall<'checkIn', { kind: 'signed'; value: CheckinValue }>(isCheckinRefusal);

  const run = () =>
    call.run('checkIn', async () => {
      try {
        const value = await checkIn({ promotionId: promotion.id, requestId: submission.idFor(promotion.id) });
        submission.done();
        queryClient.setQueryData<PromotionDetail>(detailKey, (current) =>
          current ? { ...current, state: 'signed', checkin: value.checkin } : current,
        );
        onPaid(value);
        return { kind: 'signed' as const, value };
      } catch (error) {
        if (isDefiniteRefusal(error)) submission.done();
        throw error;
      }
    });

  return { checkIn: run, busy: call.busy !== null, outcome: call.outcome };
}
