import type { BetType, Draw, OddsValue } from '@portal/contracts/lottery';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, QueryState } from '../../../components/ui/query-state.tsx';
import { CurrencyProvider, useCurrency } from '../../../lib/currency.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSession } from '../../../lib/session.ts';
import type { MenuGame } from '../api/get-game-menu.ts';
import { useOdds } from '../api/get-odds.ts';
import { useResults } from '../api/get-results.ts';
import { gameLabel } from '../model/games.ts';
import type { SlipLine } from '../model/slip.ts';
import { useLiveDraw } from '../model/use-live-draw.ts';
import { PlayTypes } from './bet-board.tsx';
import { BetSlip } from './bet-slip.tsx';
import { DrawCountdown, ResultAnnouncement } from './draw-countdown.tsx';
import { Fairness } from './fairness.tsx';
import styles from './lottery.module.css';
import { MyBets } from './my-bets.tsx';

export type BoardProps = {
  odds: OddsValue;
  betType: BetType;
  lines: SlipLine[];
  setLines: (update: (lines: SlipLine[]) => SlipLine[]) => void;
};

type Props = {
  game: MenuGame;
  /** A play type asked for by the address (spec 2 /lottery playType); else the game's default. */
  playType: string | null;
  clockOffset: number;
  /** Lines under the game's name (its cadence or schedule). */
  about: ReactNode;
  /** Instead of the countdown when there are no draw times to count (visitors on daily draws). */
  noTimes: ReactNode;
  /** The last result, drawn as the game draws it. */
  lastResult: (draw: Draw) => ReactNode;
  /** What is under the draw: the fairness hash for in-house draws, else this note. */
  officialNote: ReactNode | null;
  /** The choices of the chosen play type, below the play types. */
  board: (props: BoardProps) => ReactNode;
  results: ReactNode;
};

/**
 * What every lottery game shows: the draw (name, countdown, last result, fairness), the play
 * types with the default preselected and the game's own betting board, the slip, the results
 * and the member's bets. The e-lottery and the regional lottery fill in their parts.
 */
export function GameView({
  game,
  playType,
  clockOffset,
  about,
  noTimes,
  lastResult,
  officialNote,
  board,
  results,
}: Props) {
  const { t } = useTranslation();
  const signedIn = useSession() !== null;
  const live = useLiveDraw(game, signedIn, clockOffset);
  const odds = useOdds(game.gameCode);
  // Stakes, limits and payouts are written in the currency the odds answer names (its symbol
  // and minor-unit digits); until it arrives, the brand's.
  const brandCurrency = useCurrency();
  const currency = odds.data
    ? { code: odds.data.currency, symbol: odds.data.currencySymbol, exponent: odds.data.exponent }
    : brandCurrency;
  const latest = useResults(game.gameCode).data?.list[0] ?? null;
  const [betType, setBetType] = useState<BetType>(
    game.playTypes.find((p) => p === playType) ?? game.defaultPlayType,
  );
  const [lines, setLines] = useState<SlipLine[]>([]);
  const headingId = useId();

  const current = live.current;
  const open = live.phase?.kind === 'open' && current !== null;
  let closedReason = t('lottery.countdown.waiting');
  if (!signedIn) closedReason = t('lottery.logInToBet');
  else if (live.phase?.kind === 'closed') closedReason = t('lottery.bettingClosed');
  else if (!current) closedReason = t('lottery.noDraw');

  let countdown: ReactNode;
  if (live.error && !current) countdown = <ErrorState text={errorText(live.error, t)} onRetry={live.retry} />;
  else if (live.times || signedIn) countdown = <DrawCountdown live={live} numero={current?.numero ?? null} />;
  else countdown = noTimes;

  return (
    <CurrencyProvider currency={currency}>
      <div className={styles.game}>
        <section className={styles.drawCard} aria-labelledby={headingId}>
          <div className={styles.drawHead}>
            <h2 id={headingId} className={styles.gameName}>
              {gameLabel(game, t)}
            </h2>
            {about}
          </div>
          {countdown}
          <div className={styles.lastResult}>
            <ResultAnnouncement heard={live.heard} />
            <p className={styles.lastLabel}>
              {latest ? t('lottery.lastResult', { numero: latest.numero }) : t('lottery.noResultYet')}
            </p>
            {latest ? lastResult(latest) : null}
          </div>
          {officialNote ?? <Fairness draw={current} signedIn={signedIn} />}
        </section>

        <div className={styles.betArea}>
          <section className={styles.card} aria-label={t('lottery.board')}>
            <QueryState query={odds} loadingLabel={t('lottery.loadingOdds')}>
              {(value) => (
                <>
                  <PlayTypes playTypes={game.playTypes} value={betType} onChange={setBetType} odds={value} />
                  {board({ odds: value, betType, lines, setLines })}
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

        {results}
        {signedIn ? (
          <MyBets gameCode={game.gameCode} cancellableDrawId={open ? (current?.drawId ?? null) : null} />
        ) : null}
      </div>
    </CurrencyProvider>
  );
}
