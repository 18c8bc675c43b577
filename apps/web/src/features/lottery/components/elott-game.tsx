import { useTranslation } from 'react-i18next';
import type { MenuGame } from '../api/get-game-menu.ts';
import { toggleLine } from '../model/slip.ts';
import { OptionBoard } from './bet-board.tsx';
import { ElottResults } from './elott-results.tsx';
import { GameView } from './game-view.tsx';
import styles from './lottery.module.css';
import { ResultBalls } from './result-balls.tsx';

/** One e-lottery game (5-digit or three dice): its choices as buttons, results as balls or dice. */
export function ElottGame({
  game,
  playType,
  clockOffset,
}: {
  game: MenuGame;
  playType: string | null;
  clockOffset: number;
}) {
  const { t } = useTranslation();
  return (
    <GameView
      game={game}
      playType={playType}
      clockOffset={clockOffset}
      about={
        <p className={styles.muted}>
          {t('lottery.cadenceNote', {
            count: Math.round((game.cadenceSeconds ?? 60) / 60),
            close: game.closeSeconds,
          })}
        </p>
      }
      noTimes={null}
      lastResult={(draw) => (draw.result ? <ResultBalls result={draw.result} /> : null)}
      officialNote={null}
      board={({ odds, betType, lines, setLines }) => (
        <OptionBoard
          betType={betType}
          odds={odds}
          lines={lines}
          onToggle={(line) => setLines((now) => toggleLine(now, line))}
        />
      )}
      results={<ElottResults gameCode={game.gameCode} />}
    />
  );
}
