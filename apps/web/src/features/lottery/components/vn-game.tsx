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
import { minusSeconds, weekdayNames } from '../model/schedule.ts';
import { addLines, type SlipLine, toggleLine } from '../model/slip.ts';
import { useLiveDraw } from '../model/use-live-draw.ts';
import { specialTail } from '../model/vn-numbers.ts';
import { PlayTypes } from './bet-board.tsx';
import { BetSlip } from './bet-slip.tsx';
import { DrawCountdown, ResultAnnouncement } from './draw-countdown.tsx';
import { Fairness } from './fairness.tsx';
import styles from './lottery.module.css';
import { MyBets } from './my-bets.tsx';
import vn from './vn.module.css';
import { VnEntry } from './vn-entry.tsx';
import { VnResults } from './vn-results.tsx';

/**
 * One regional game: its draw (official, daily at the region's time, results imported by the
 * operator; or in-house fast, provably fair), the bet types with the merchant's odds, number
 * entry, the slip, the result sheet and the member's bets.
 */
export function VnGame({
  game,
  playType,
  clockOffset,
}: {
  game: MenuGame;
  playType: string | null;
  clockOffset: number;
}) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const signedIn = session !== null;
  const live = useLiveDraw(game, signedIn, clockOffset);
  const odds = useOdds(game.gameCode);
  const results = useResults(game.gameCode);
  const asked = game.playTypes.find((p) => p === playType);
  const [betType, setBetType] = useState<BetType>(asked ?? game.defaultPlayType);
  const [lines, setLines] = useState<SlipLine[]>([]);
  const headingId = useId();
  const engine = game.source === 'engine';
  const current = live.current;
  const open = live.phase?.kind === 'open' && current !== null;
  const latest = results.data?.list.find((d) => d.result?.kind === 'vn') ?? null;
  const entry = odds.data?.list.find((e) => e.betType === betType && e.selection === null);

  let schedule: string;
  if (game.cadenceSeconds)
    schedule = t('lottery.cadenceNote', {
      count: Math.round(game.cadenceSeconds / 60),
      close: game.closeSeconds,
    });
  else
    schedule = t('lottery.vn.schedule', {
      days:
        game.drawDays?.length === 7
          ? t('lottery.vn.everyDay')
          : weekdayNames(game.drawDays ?? [], i18n.language),
      time: game.drawTime,
      close: minusSeconds(game.drawTime ?? '00:00', game.closeSeconds),
    });

  const closedReason = !signedIn
    ? t('lottery.logInToBet')
    : live.phase?.kind === 'closed'
      ? t('lottery.bettingClosed')
      : current
        ? t('lottery.countdown.waiting')
        : t('lottery.vn.noDraw');

  return (
    <div className={styles.game}>
      <section className={styles.drawCard} aria-labelledby={headingId}>
        <div className={styles.drawHead}>
          <h2 id={headingId} className={styles.gameName}>
            {gameLabel(game, t)}
          </h2>
          <p className={styles.muted}>
            {game.region ? `${t(`lottery.vn.regions.${game.region}`)} · ` : null}
            {t(game.structure === 'north' ? 'lottery.vn.structureNorth' : 'lottery.vn.structureSouth')}
          </p>
          <p className={styles.muted}>{schedule}</p>
        </div>
        {live.error && !current ? (
          <ErrorState text={errorText(live.error, t)} onRetry={live.retry} />
        ) : live.times || signedIn ? (
          <DrawCountdown live={live} numero={current?.numero ?? null} />
        ) : (
          <div className={styles.countdown}>
            <p className={styles.countdownLabel}>{t('lottery.vn.drawsAt', { time: game.drawTime })}</p>
            <p className={styles.countdownNumero}>{t('lottery.logInToBet')}</p>
          </div>
        )}
        <div className={styles.lastResult}>
          <ResultAnnouncement heard={live.heard} />
          <p className={styles.lastLabel}>
            {latest ? t('lottery.lastResult', { numero: latest.numero }) : t('lottery.noResultYet')}
          </p>
          {latest?.result?.kind === 'vn' ? (
            <p className={vn.lastSpecial}>
              <span className={vn.lastSpecialLabel}>{t('lottery.vn.tiers.special')}</span>
              <span className={styles.special}>{latest.result.tiers.special?.[0]}</span>
              <span className={styles.muted}>
                {t('lottery.vn.deIs', { tail: specialTail(latest.result) })}
              </span>
            </p>
          ) : null}
        </div>
        {engine ? (
          <Fairness draw={current} signedIn={signedIn} />
        ) : (
          <p className={`${styles.muted} ${vn.official}`}>{t('lottery.vn.officialNote')}</p>
        )}
      </section>

      <div className={styles.betArea}>
        <section className={styles.card} aria-label={t('lottery.board')}>
          <QueryState query={odds} loadingLabel={t('lottery.loadingOdds')}>
            {(value) => (
              <>
                <PlayTypes playTypes={game.playTypes} value={betType} onChange={setBetType} odds={value} />
                <p className={vn.help}>
                  {t(`lottery.betTypeHelp.${betType}`)}
                  {entry && entry.multiplier > 1
                    ? ` ${t('lottery.vn.multiplierNote', { count: entry.multiplier })}`
                    : null}
                </p>
                <VnEntry
                  key={betType}
                  betType={betType}
                  lines={lines}
                  onAdd={(more) => setLines((now) => addLines(now, more))}
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

      <VnResults gameCode={game.gameCode} engine={engine} />
      {signedIn ? (
        <MyBets gameCode={game.gameCode} cancellableDrawId={open ? (current?.drawId ?? null) : null} />
      ) : null}
    </div>
  );
}
