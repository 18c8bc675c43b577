import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useGameMenu } from '../api/get-game-menu.ts';
import { ElottGame } from '../components/elott-game.tsx';
import { GamePicker } from '../components/game-picker.tsx';
import { LotteryArea } from '../components/lottery-area.tsx';
import { useMemberFavourites } from '../model/favourites.ts';
import { favouritesFirst } from '../model/games.ts';

/** /elott: the e-lottery lobby (TCG_SEA, prize mode Elott): pick a game, bet, watch it draw. */
export default function ElottPage() {
  return (
    <LotteryArea>
      <ElottLobby />
    </LotteryArea>
  );
}

function ElottLobby() {
  const { t, i18n } = useTranslation();
  const menu = useGameMenu('Elott', i18n.language);
  const [params] = useSearchParams();
  const { username, favourites } = useMemberFavourites();
  return (
    <Page title={t('lottery.elottTitle')} subtitle={t('lottery.elottIntro')}>
      <QueryState query={menu} loadingLabel={t('lottery.loadingGames')}>
        {(value) => {
          const games = value.list.flatMap((m) => m.games);
          const wanted = params.get('gameCode');
          const game = games.find((g) => g.gameCode === wanted) ?? favouritesFirst(games, favourites)[0];
          if (!game) return <EmptyState text={t('lottery.noGames')} />;
          return (
            <>
              <GamePicker
                label={t('lottery.chooseGame')}
                groups={value.list.map((m) => ({
                  code: m.menuCode,
                  title: t(`lottery.menus.${m.menuCode}`, { defaultValue: m.menuName }),
                  games: m.games,
                }))}
                selected={game.gameCode}
                hrefOf={(g) => `/elott?gameCode=${encodeURIComponent(g.gameCode)}`}
                username={username}
                favourites={favourites}
              />
              <ElottGame
                key={game.gameCode}
                game={game}
                playType={game.gameCode === wanted ? params.get('playType') : null}
                clockOffset={value.clockOffset}
              />
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}
