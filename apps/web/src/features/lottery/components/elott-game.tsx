import type { BetType } from '@portal/contracts/lottery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, QueryState } from '../../../components/ui/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSession } from '../../../lib/session.ts';
import type { MenuGame } from '../api/get-game-menu.ts';
import { useOdds } from '../api/get-odds.ts';
import { useResults } from '../api/get-results.ts';
import { gameLabel } from '../model/games.ts';
import { type SlipLine, toggleLine } from '../model/slip.ts';
import { useLiveDraw } from '../model/use-live-draw.ts';
import { OptionBoard, PlayTypes } from './bet-board.tsx';
import { BetSlip } from './bet-slip.tsx';
import { DrawCountdown, ResultAnnouncement } from './draw-countdown.tsx';
import { ElottResults } from './elott-results.tsx';
import { Fairness } from './fairness.tsx';
import styles from './lottery.module.css';
import { MyBets } from './my-bets.tsx';
import { ResultBalls } from './result-balls.tsx';

/**
 * One e-lottery game (5-digit or three dice): the draw and its countdown, the play types with
 * the default preselected, the betting board, the slip, the results and the member's bets.
 */
export function ElottGame({
  game,
  playType,
  clockOffset,
}: {
  game: MenuGame;
  /** A play type asked for by the address (spec 2 /lottery playType); else the game's default. */
  playType: string | null;
  clockOffset: number;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session !== null;
  const live = useLiveDraw(game, signedIn, clockOffset);
  const odds = useOdds(game.gameCode);
  const results = useResults(game.gameCode);
  const asked = game.playTypes.find((p) => p === playType);
  const [betType, setBetType] = useState<BetType>(asked ?? game.defaultPlayType);
  const [lines, setLines] = useState<SlipLine[]>([]);
  const headingId = useId();
  const name = gameLabel(game, t);

  const current = live.current;
  const open = live.phase?.kind === 'open' && current !== null;
  const latest = results.data?.list[0] ?? null;
  const closedReason = !signedIn
    ? t('lottery.logInToBet')
    : live.phase?.kind === 'closed'
      ? t('lottery.bettingClosed')
      : t('lottery.countdown.waiting');

  return (
    <div className={styles.game}>
      <section className={styles.drawCard} aria-labelledby={headingId}>
        <div className={styles.drawHead}>
          <h2 id={headingId} className={styles.gameName}>
            {name}
          </h2>
          <p className={styles.muted}>
            {t('lottery.cadenceNote', {
              count: Math.round((game.cadenceSeconds ?? 60) / 60),
              close: game.closeSeconds,
            })}
          </p>
        </div>
        {live.error && !current ? (
          <ErrorState text={errorText(live.error, t)} onRetry={live.retry} />
        ) : (
          <DrawCountdown live={live} numero={current?.numero ?? null} />
        )}
        <div className={styles.lastResult}>
          <ResultAnnouncement heard={live.heard} />
          <p className={styles.lastLabel}>
            {latest ? t('lottery.lastResult', { numero: latest.numero }) : t('lottery.noResultYet')}
          </p>
          {latest?.result ? <ResultBalls result={latest.result} /> : null}
        </div>
        <Fairness draw={current} signedIn={signedIn} />
      </section>

      <div className={styles.betArea}>
        <section className={styles.card} aria-label={t('lottery.board')}>
          <QueryState query={odds} loadingLabel={t('lottery.loadingOdds')}>
            {(value) => (
              <>
                <PlayTypes playTypes={game.playTypes} value={betType} onChange={setBetType} odds={value} />
                <OptionBoard
                  betType={betType}
                  odds={value}
                  lines={lines}
                  onToggle={(line) => setLines((now) => toggleLine(now, line))}
                />
              </>
            )}
          </QueryState>
        </section>
        {odds.data ? (
          <BetSlip
            gameCode={game.gameCode}
            odds={odds.data}
            lines={lines}
            onLinesChange={setLines}
            draw={open && current ? { drawId: current.drawId, numero: current.numero } : null}
            closedReason={closedReason}
          />
        ) : null}
      </div>

      <ElottResults gameCode={game.gameCode} />
      {signedIn ? (
        <MyBets gameCode={game.gameCode} cancellableDrawId={open ? (current?.drawId ?? null) : null} />
      ) : null}
    </div>
  );
}
