import type { RebateClaimValue } from '@portal/contracts/rebate';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSubmissionId } from '../../../lib/submission-id.ts';
import { claimRebate } from '../api/claim-rebate.ts';
import { rebateQueryKeys } from '../api/get-rebate.ts';
import { isDefiniteRefusal, isNothingToClaim } from './claim-outcome.ts';

export type ClaimProblem = { kind: 'nothingToClaim' } | { kind: 'failed'; error: unknown };

/**
 * Claiming the rebate: one request at a time, one request id per claim. A retry after a failure
 * that may have paid (no answer, a server error) sends the same id, so the server answers the
 * claim it already made instead of paying twice; a success or a refusal starts a new id.
 * `onClaimed` refreshes what lives outside this feature (the balance, the account records).
 */
export function useClaimRebate(onClaimed: (value: RebateClaimValue) => void) {
  const queryClient = useQueryClient();
  const ids = useSubmissionId();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [claimed, setClaimed] = useState<RebateClaimValue | null>(null);
  const [problem, setProblem] = useState<ClaimProblem | null>(null);

  async function claim() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setClaimed(null);
    setProblem(null);
    try {
      const value = await claimRebate({ requestId: ids.idFor('claim') });
      ids.done();
      onClaimed(value);
      // What is left to claim is read again before the button is offered again.
      await queryClient.invalidateQueries({ queryKey: rebateQueryKeys.all });
      setClaimed(value);
    } catch (error) {
      if (isDefiniteRefusal(error)) ids.done();
      if (isNothingToClaim(error)) {
        setProblem({ kind: 'nothingToClaim' });
        await queryClient.invalidateQueries({ queryKey: rebateQueryKeys.value });
      } else {
        setProblem({ kind: 'failed', error });
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { claim, busy, claimed, problem };
}
