import type { MissionClaimValue } from '@portal/contracts/missions';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { SubmissionId } from '../../../lib/submission-id.ts';
import { claimMission } from '../api/claim-mission.ts';
import { missionQueryKeys } from '../api/get-mission-summary.ts';
import { isDefiniteRefusal, isMissionRefusal } from './claim-outcome.ts';

/** What became of the last claim that failed: a refusal of the mission itself, or anything else (retry). */
export type MissionClaimProblem = { missionId: string; kind: 'refused' | 'failed'; error: unknown };

/**
 * Claiming missions: one request at a time, one request id per claim of a mission. A retry after
 * a failure that may have paid (no answer, a server error) sends the same id, so the server
 * answers the claim it already made instead of paying twice; a success or a refusal starts a new
 * id. Each mission keeps its own id, so claiming another one in between does not lose it.
 * `onClaimed` refreshes what lives outside this feature (the balance, the account records).
 */
export function useClaimMission(onClaimed: (value: MissionClaimValue) => void) {
  const queryClient = useQueryClient();
  const ids = useRef(new Map<string, SubmissionId>());
  const running = useRef(false);
  const [pending, setPending] = useState<string | null>(null);
  const [claimed, setClaimed] = useState<MissionClaimValue | null>(null);
  const [problem, setProblem] = useState<MissionClaimProblem | null>(null);

  const idsOf = (missionId: string) => {
    let found = ids.current.get(missionId);
    if (!found) {
      found = new SubmissionId();
      ids.current.set(missionId, found);
    }
    return found;
  };

  async function claim(missionId: string) {
    if (running.current) return;
    running.current = true;
    setPending(missionId);
    setClaimed(null);
    setProblem(null);
    const submission = idsOf(missionId);
    try {
      const value = await claimMission({ missionId, requestId: submission.idFor(missionId) });
      submission.done();
      onClaimed(value);
      // The missions (and the menu badge) and the leaderboard are read again before the buttons return.
      await queryClient.invalidateQueries({ queryKey: missionQueryKeys.all });
      setClaimed(value);
    } catch (error) {
      if (isDefiniteRefusal(error)) submission.done();
      if (isMissionRefusal(error)) {
        setProblem({ missionId, kind: 'refused', error });
        await queryClient.invalidateQueries({ queryKey: missionQueryKeys.summary });
      } else {
        setProblem({ missionId, kind: 'failed', error });
      }
    } finally {
      running.current = false;
      setPending(null);
    }
  }

  return { claim, pending, claimed, problem };
}

export type MissionClaim = ReturnType<typeof useClaimMission>;
