import { useTranslation } from 'react-i18next';
import type { MenuGame } from '../api/get-game-menu.ts';
import { minusSeconds, weekdayNames } from '../model/schedule.ts';
import { addLines, toggleLine } from '../model/slip.ts';
import { specialTail } from '../model/vn-numbers.ts';
import { GameView } from './game-view.tsx';
import styles from './lottery.module.css';
import vn from './vn.module.css';
import { VnEntry } from './vn-entry.tsx';
import { VnResults } from './vn-results.tsx';

/**
 * One regional game: official (daily at the region's time, results imported by the operator)
 * or in-house fast (provably fair); numbers typed or picked, results as the real sheet.
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
  const schedule = game.cadenceSeconds
    ? t('lottery.cadenceNote', { count: Math.round(game.cadenceSeconds / 60), close: game.closeSeconds })
    : t('lottery.vn.schedule', {
        days:
          game.drawDays?.length === 7
            ? t('lottery.vn.everyDay')
            : weekdayNames(game.drawDays ?? [], i18n.language),
        time: game.drawTime,
        close: minusSeconds(game.drawTime ?? '00:00', game.closeSeconds),
      });
  return (
    <GameView
      game={game}
      playType={playType}
      clockOffset={clockOffset}
      about={
        <>
          <p className={styles.muted}>
            {game.region ? `${t(`lottery.vn.regions.${game.region}`)} · ` : null}
            {t(game.structure === 'north' ? 'lottery.vn.structureNorth' : 'lottery.vn.structureSouth')}
          </p>
          <p className={styles.muted}>{schedule}</p>
        </>
      }
      noTimes={
        <div className={styles.countdown}>
          <p className={styles.countdownLabel}>{t('lottery.vn.drawsAt', { time: game.drawTime })}</p>
          <p className={styles.countdownNumero}>{t('lottery.logInToBet')}</p>
        </div>
      }
      lastResult={(draw) =>
        draw.result?.kind === 'vn' ? (
          <p className={vn.lastSpecial}>
            <span className={vn.lastSpecialLabel}>{t('lottery.vn.tiers.special')}</span>
            <span className={styles.special}>{draw.result.tiers.special?.[0]}</span>
            <span className={styles.muted}>{t('lottery.vn.deIs', { tail: specialTail(draw.result) })}</span>
          </p>
        ) : null
      }
      officialNote={
        game.source === 'engine' ? null : (
          <p className={`${styles.muted} ${vn.official}`}>{t('lottery.vn.officialNote')}</p>
        )
      }
      board={({ odds, betType, lines, setLines }) => {
        const units = odds.list.find((e) => e.betType === betType && e.selection === null)?.multiplier ?? 1;
        return (
          <>
            <p className={vn.help}>
              {t(`lottery.betTypeHelp.${betType}`)}
              {units > 1 ? ` ${t('lottery.vn.multiplierNote', { count: units })}` : null}
            </p>
            <VnEntry
              key={betType}
              betType={betType}
              lines={lines}
              onAdd={(more) => setLines((now) => addLines(now, more))}
              onToggle={(line) => setLines((now) => toggleLine(now, line))}
            />
          </>
        );
      }}
      results={<VnResults gameCode={game.gameCode} engine={game.source === 'engine'} />}
    />
  );
}
