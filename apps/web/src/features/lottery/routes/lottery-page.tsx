import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useGameMenu } from '../api/get-game-menu.ts';
import { usePopular } from '../api/get-popular.ts';
import { ElottGame } from '../components/elott-game.tsx';
import styles from '../components/lottery.module.css';
import { LotteryArea } from '../components/lottery-area.tsx';
import { VnGame } from '../components/vn-game.tsx';
import { gameLabel, lobbyHref, lotteryHref } from '../model/games.ts';

/**
 * /lottery (header only): one game full width, named by `?gameCode=` (and `playType`, the play
 * type to start on; spec 2 adds both only when both exist). Without a known game: the popular
 * games (spec 7, count 20) to choose from.
 */
export default function LotteryPage() {
  return (
    <LotteryArea>
      <LotteryScreen />
    </LotteryArea>
  );
}

function LotteryScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  const menu = useGameMenu(undefined, i18n.language);
  return (
    <Page title={t('lottery.title')}>
      <QueryState query={menu} loadingLabel={t('lottery.loadingGames')}>
        {(value) => {
          const game = value.list.flatMap((m) => m.games).find((g) => g.gameCode === gameCode);
          if (!game) return <PopularGames />;
          const View = game.family === 'vn' ? VnGame : ElottGame;
          return (
            <>
              {/* A header-only screen: the way back to the game's lobby. */}
              <Link to={lobbyHref(game)} className={styles.backLink}>
                {game.vendor === 'TCG_LOTTO_VN' ? t('lottery.toVnLobby') : t('lottery.toElottLobby')}
              </Link>
              <View
                key={game.gameCode}
                game={game}
                playType={params.get('playType')}
                clockOffset={value.clockOffset}
              />
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}

function PopularGames() {
  const { t, i18n } = useTranslation();
  const popular = usePopular(i18n.language);
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('lottery.popular')}
      </h2>
      <QueryState query={popular} loadingLabel={t('lottery.loadingGames')}>
        {({ list }) =>
          list.length === 0 ? (
            <EmptyState text={t('lottery.noGames')} />
          ) : (
            <ul className={clsx(styles.pickerList, styles.popularList)}>
              {list.map((game) => (
                <li key={game.gameCode} className={styles.pickerItem}>
                  <Link to={lotteryHref(game.gameCode, game.defaultPlayType)} className={styles.pickerLink}>
                    <span className={styles.pickerName}>{gameLabel(game, t)}</span>
                    <span className={styles.pickerMeta}>
                      {game.cadenceSeconds
                        ? t('lottery.everyMinutes', { count: Math.round(game.cadenceSeconds / 60) })
                        : game.drawTime}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
