import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useGameMenu } from '../api/get-game-menu.ts';
import { LotteryArea } from '../components/lottery-area.tsx';
import { RegionTabs } from '../components/region-tabs.tsx';
import { VnGame } from '../components/vn-game.tsx';
import { useMemberFavourites } from '../model/favourites.ts';

/**
 * /vnlottery (TCG_LOTTO_VN): the Vietnamese regional lottery with the side menu in its mini
 * mode (route table). The page adds no top or left bar of its own (spec 2: hidden unless the
 * brand permits them; no brand setting permits them yet): regions and provinces are tabs in
 * the content. `?gameCode=` names the game; without it, the North (or the first game).
 */
export default function VnLotteryPage() {
  return (
    <LotteryArea>
      <VnLobby />
    </LotteryArea>
  );
}

function VnLobby() {
  const { t, i18n } = useTranslation();
  const menu = useGameMenu(undefined, i18n.language);
  const [params] = useSearchParams();
  const { username, favourites } = useMemberFavourites();
  return (
    <Page title={t('lottery.vnTitle')} subtitle={t('lottery.vnIntro')}>
      <QueryState query={menu} loadingLabel={t('lottery.loadingGames')}>
        {(value) => {
          const menus = value.list.filter((m) => m.games.some((g) => g.vendor === 'TCG_LOTTO_VN'));
          const games = menus.flatMap((m) => m.games);
          const wanted = params.get('gameCode');
          const game =
            games.find((g) => g.gameCode === wanted) ??
            games.find((g) => favourites.includes(g.gameCode)) ??
            games[0];
          if (!game) return <EmptyState text={t('lottery.noGames')} />;
          return (
            <>
              <RegionTabs
                menus={menus}
                selected={game}
                hrefOf={(g) => `/vnlottery?gameCode=${encodeURIComponent(g.gameCode)}`}
                username={username}
                favourites={favourites}
                clockOffset={value.clockOffset}
              />
              <VnGame
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
