import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { promotionQueryKeys } from '../api/get-promotions.ts';

/** What became of a panel's last call: its own answer, refused by the promotion, or failed otherwise. */
export type CallResult<Done> =
  | Done
  | { kind: 'refused'; error: unknown }
  | { kind: 'failed'; error: unknown };

/**
 * A promotion panel's calls (a raffle's join and claim, a check-in, a deposit match's join): one
 * at a time, which one is running, and the outcome of the last. The promotions are read again
 * after every answer, and after a refusal too, as the page was out of date; a failure that is not
 * a refusal (no answer, a server error) leaves the page as it is, to try again.
 */
export function usePromotionCall<Kind extends string, Done extends { kind: string }>(
  isRefusal: (error: unknown) => boolean,
) {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [busy, setBusy] = useState<Kind | null>(null);
  const [outcome, setOutcome] = useState<CallResult<Done> | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: promotionQueryKeys.all });

  async function run(kind: Kind, call: () => Promise<Done>) {
    if (running.current) return;
    running.current = true;
    setBusy(kind);
    setOutcome(null);
    try {
      setOutcome(await call());
      void refresh();
    } catch (error) {
      const refused = isRefusal(error);
      setOutcome({ kind: refused ? 'refused' : 'failed', error });
      if (refused) void refresh();
    } finally {
      running.current = false;
      setBusy(null);
    }
  }

  return { run, busy, outcome };
}
