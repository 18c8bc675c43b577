import type { Draw, DrawResultEventValue, LotteryGame } from '@portal/contracts/lottery';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useHubEvent } from '../../../lib/hub-events.ts';
import { myBetsQueryKey } from '../api/get-my-bets.ts';
import { openedNumeroQueryKey, useOpenedNumero } from '../api/get-opened-numero.ts';
import { resultsQueryKey } from '../api/get-results.ts';
import { cadenceDraw, type DrawPhase, type DrawTimes, nextBoundary, phaseOf } from './draw-phase.ts';
import { useServerNow } from './server-clock.ts';

type GameClock = Pick<LotteryGame, 'gameCode' | 'cadenceSeconds' | 'closeSeconds'>;

const timesOf = (draw: Draw): DrawTimes => ({
  opensAt: Date.parse(draw.opensAt),
  closesAt: Date.parse(draw.closesAt),
  drawAt: Date.parse(draw.drawAt),
  status: draw.status === 'open' ? 'open' : 'scheduled',
});

export type LiveDraw = {
  /** The draw taking bets (or the next one), as the server sent it; members only. */
  current: Draw | null;
  /** The last drawn one (members; visitors read the results list). */
  last: Draw | null;
  times: DrawTimes | null;
  phase: DrawPhase | null;
  /** Server time now, stepping each second. */
  now: number;
  /** The latest `draw.result` of this game heard over the WebSocket. */
  heard: DrawResultEventValue | null;
  loading: boolean;
  error: unknown;
  retry: () => void;
};

/**
 * The draw of a game as it runs, on the server's clock. Members get the server's draw (id,
 * numero, committed seed hash) and ask again at each boundary (close, draw, open); visitors,
 * who are not sent it, see a fast game's times from its cadence. When a draw of this game has
 * its result (the `draw.result` WebSocket event, or just after the draw time for anyone without
 * the socket) the results, the current draw and the member's bets are fetched again.
 */
export function useLiveDraw(game: GameClock, signedIn: boolean, menuClockOffset: number): LiveDraw {
  const queryClient = useQueryClient();
  const opened = useOpenedNumero(game.gameCode, signedIn);
  const offset = opened.data?.clockOffset ?? menuClockOffset;
  const now = useServerNow(offset, 1000, opened.dataUpdatedAt);
  const [heard, setHeard] = useState<DrawResultEventValue | null>(null);

  const current = signedIn ? (opened.data?.current ?? null) : null;
  let times: DrawTimes | null = null;
  if (current) times = timesOf(current);
  else if (!signedIn && game.cadenceSeconds) times = cadenceDraw(game.cadenceSeconds, game.closeSeconds, now);
  const phase = times ? phaseOf(times, now) : null;
  const boundary = times ? nextBoundary(times, now) : null;
  const phaseKind = phase?.kind ?? null;
  const updatedAt = opened.dataUpdatedAt;
  const refetchOpened = opened.refetch;

  // Members: ask for the draw again just after each boundary, and every 1.5 s while waiting.
  useEffect(() => {
    if (!signedIn || !updatedAt) return;
    const serverNow = Date.now() + offset;
    const delay = phaseKind === 'waiting' ? 1500 : boundary !== null ? boundary - serverNow + 400 : null;
    if (delay === null) return;
    const timer = setTimeout(() => void refetchOpened(), Math.max(400, delay));
    return () => clearTimeout(timer);
  }, [signedIn, phaseKind, boundary, updatedAt, offset, refetchOpened]);

  const drawAt = times?.drawAt ?? null;
  const gameCode = game.gameCode;
  // Anyone: the results list again shortly after the draw time (the socket usually comes first).
  useEffect(() => {
    if (drawAt === null) return;
    const delay = drawAt - (Date.now() + offset) + 2500;
    if (delay < 0) return;
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: resultsQueryKey(gameCode) });
      void queryClient.invalidateQueries({ queryKey: myBetsQueryKey(gameCode) });
    }, delay);
    return () => clearTimeout(timer);
  }, [drawAt, offset, gameCode, queryClient]);

  useHubEvent('draw.result', (value) => {
    if (value.gameCode !== gameCode) return;
    setHeard(value);
    void queryClient.invalidateQueries({ queryKey: resultsQueryKey(gameCode) });
    void queryClient.invalidateQueries({ queryKey: openedNumeroQueryKey(gameCode) });
    void queryClient.invalidateQueries({ queryKey: myBetsQueryKey(gameCode) });
  });

  return {
    current,
    last: opened.data?.last ?? null,
    times,
    phase,
    now,
    heard,
    loading: signedIn && opened.isPending,
    error: opened.error,
    retry: () => void refetchOpened(),
  };
}
