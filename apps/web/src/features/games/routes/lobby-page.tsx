import type { GameCategory } from '@portal/contracts/games';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { HomeLink } from '../../../components/ui/home-link.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useAreaText } from '../../../lib/i18n.ts';
import { TRIAL_TYPE, useSession } from '../../../lib/session.ts';
import { useClassifies } from '../api/get-classifies.ts';
import { useFavouriteGames } from '../api/get-favourite-games.ts';
import { useGameList } from '../api/get-game-list.ts';
import { useGameMenus } from '../api/get-game-menus.ts';
import { useHotGames } from '../api/get-hot-games.ts';
import { useRecentGames } from '../api/get-recent-games.ts';
import { ClassifyFilter } from '../components/classify-filter.tsx';
import { GameGrid } from '../components/game-grid.tsx';
import { gameIcons } from '../components/game-icons.ts';
import styles from '../components/lobby.module.css';
import { SearchField } from '../components/search-field.tsx';
import { VendorTabs } from '../components/vendor-tabs.tsx';
import { accountPrompts } from '../model/account-prompts.ts';
import { categoryOfPath, vendorsOf } from '../model/categories.ts';
import { rememberVendor, selectedVendor } from '../model/selected-vendor.ts';

/** Favourite lists the server filters by its own game type; ESPORTS and INHOUSE are filtered here. */
const SERVER_TYPES: ReadonlySet<GameCategory> = new Set(['RNG', 'PVP', 'LIVE', 'FISH', 'SPORTS']);

/** The lobby of one game category; seven routes share it and the path names the category. */
export default function LobbyPage() {
  useAreaText('games');
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const category = categoryOfPath(pathname) ?? 'RNG';
  const menus = useGameMenus();
  const title = t(`games.categories.${category}`);
  return (
    <Page title={title}>
      <QueryState query={menus}>
        {(value) => {
          const vendors = vendorsOf(value, category);
          if (vendors.length === 0)
            return <EmptyState text={t('games.emptyCategory', { category: title })} action={<HomeLink />} />;
          // Keyed by category: a new lobby starts with its own filters.
          return <Lobby key={category} category={category} title={title} vendors={vendors} />;
        }}
      </QueryState>
    </Page>
  );
}

type LobbyProps = {
  category: GameCategory;
  title: string;
  vendors: ReturnType<typeof vendorsOf>;
};

function Lobby({ category, title, vendors }: LobbyProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const session = useSession();
  const member = session !== null && session.memberType !== TRIAL_TYPE;
  const [params, setParams] = useSearchParams();
  const panelId = useId();

  const known = (code: string | null) => (code && vendors.some((v) => v.vassalage === code) ? code : null);
  const vendor = known(params.get('page')) ?? (params.has('page') ? null : known(selectedVendor(category)));
  const classify = params.get('classify');
  const search = params.get('q') ?? '';
  const pageNo = Math.max(1, Number.parseInt(params.get('pageNo') ?? '1', 10) || 1);
  const favourites = params.get('view') === 'favourites' && member;

  /** Changes some of the lobby's address parameters; a new filter starts again at page 1. */
  const update = (changes: Record<string, string | null>, push = false) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        if (!('pageNo' in changes)) next.delete('pageNo');
        return next;
      },
      { replace: !push },
    );
  };

  // The remembered vendor shows in the address too, so the tab and the link agree (spec 2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the chosen vendor changes.
  useEffect(() => {
    rememberVendor(category, vendor);
    if (vendor && params.get('page') !== vendor) update({ page: vendor, pageNo: params.get('pageNo') });
  }, [vendor, category]);

  const vendorNames = useMemo(() => new Map(vendors.map((v) => [v.vassalage, v.name])), [vendors]);
  const gameType = category;
  const list = useGameList(
    {
      gameType,
      vassalage: vendor ?? undefined,
      gameClassify: classify ?? undefined,
      gameName: search || undefined,
      page: pageNo,
      language,
    },
    !favourites,
  );
  const favouriteList = useFavouriteGames(
    { gameType: SERVER_TYPES.has(category) ? category : undefined, page: pageNo, language },
    favourites,
  );
  const classifies = useClassifies({ gameType, vassalage: vendor ?? undefined });
  const hot = useHotGames({ gameType, vassalage: vendor ?? undefined, language });
  const recent = useRecentGames(language, member);

  const inCategory = (game: { vassalage: string; gameType: string }) =>
    vendorNames.has(game.vassalage) &&
    (SERVER_TYPES.has(category) || game.gameType === category || category === 'INHOUSE') &&
    (!vendor || game.vassalage === vendor);
  const shown = favourites ? favouriteList.data?.content.filter(inCategory) : list.data?.games;
  const totalPages = (favourites ? favouriteList.data?.totalPages : list.data?.totalPages) ?? 1;
  const browsing = !search && !classify && !favourites && pageNo === 1;
  const hotGames = hot.data?.list ?? [];
  const recentGames = recent.data?.list ?? [];

  const chooseView = (view: 'all' | 'favourites') => {
    if (view === 'favourites' && !session) return accountPrompts().logIn();
    if (view === 'favourites' && !member) return accountPrompts().needRealAccount();
    update({ view: view === 'favourites' ? 'favourites' : null }, true);
  };

  const listTitle = favourites
    ? t('games.favouritesTitle')
    : search
      ? t('games.resultsFor', { search })
      : t('games.allGames', { category: title });

  return (
    <>
      <VendorTabs
        vendors={vendors}
        selected={vendor}
        panelId={panelId}
        onSelect={(code) => {
          rememberVendor(category, code);
          update({ page: code, classify: null }, true);
        }}
      />
      <div
        id={panelId}
        role="tabpanel"
        className={styles.panel}
        aria-label={vendorNames.get(vendor ?? '') ?? t('games.allVendors')}
      >
        {favourites ? null : (
          <div className={styles.filters}>
            <SearchField value={search} onSearch={(value) => update({ q: value })} />
            <ClassifyFilter
              options={classifies.data?.list ?? []}
              selected={classify}
              onSelect={(value) => update({ classify: value })}
            />
          </div>
        )}

        {browsing && hotGames.length > 0 ? (
          <section className={styles.section} aria-labelledby={`${panelId}-hot`}>
            <h2 id={`${panelId}-hot`} className={styles.sectionTitle}>
              <Icon path={gameIcons.flame} />
              {t('games.hotTitle')}
            </h2>
            <GameGrid games={hotGames} vendorNames={vendorNames} row />
          </section>
        ) : null}

        {browsing && recentGames.length > 0 ? (
          <section className={styles.section} aria-labelledby={`${panelId}-recent`}>
            <h2 id={`${panelId}-recent`} className={styles.sectionTitle}>
              <Icon path={gameIcons.clock} />
              {t('games.recentTitle')}
            </h2>
            <GameGrid games={recentGames} vendorNames={vendorNames} row />
          </section>
        ) : null}

        <section className={styles.section} aria-labelledby={`${panelId}-list`}>
          <div className={styles.listHead}>
            <h2 id={`${panelId}-list`} className={styles.sectionTitle}>
              {listTitle}
            </h2>
            <div className={styles.views}>
              <button
                type="button"
                className={styles.view}
                aria-pressed={!favourites}
                onClick={() => chooseView('all')}
              >
                {t('games.viewAll')}
              </button>
              <button
                type="button"
                className={styles.view}
                aria-pressed={favourites}
                onClick={() => chooseView('favourites')}
              >
                <Icon name="star" size={16} />
                {t('games.viewFavourites')}
              </button>
            </div>
          </div>
          <GameGrid
            games={shown}
            query={favourites ? favouriteList : list}
            vendorNames={vendorNames}
            label={listTitle}
            emptyText={
              favourites
                ? t('games.emptyFavourites')
                : search || classify
                  ? t('games.emptySearch')
                  : t('games.emptyVendor')
            }
          />
          <Pagination
            page={pageNo}
            totalPages={totalPages}
            label={t('games.pages')}
            onPage={(next) => {
              update({ pageNo: next > 1 ? String(next) : null }, true);
              document.getElementById(`${panelId}-list`)?.scrollIntoView({ block: 'start' });
            }}
          />
        </section>
      </div>
    </>
  );
}
