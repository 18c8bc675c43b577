import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { Page } from '../../components/ui/page.tsx';
import { NoticeTicker } from '../../features/announcements/components/notice-ticker.tsx';
import { hotGamesQuery } from '../../features/games/api/get-hot-games.ts';
import { HomeWelcome } from '../../features/home/components/home-welcome.tsx';
import { loadWithRetry } from '../../lib/load-with-retry.ts';
import { useSystemInfo } from '../../lib/system-info.tsx';

// The game cards are their own chunk, fetched while the hot list is asked for: the first paint
// of home (greeting, banners, menu) does not wait for them (vite-plugins/initial-size.ts).
const HomeGames = lazy(() =>
  loadWithRetry(() => import('../../features/games/components/home-games.tsx')).then((module) => ({
    default: module.HomeGames,
  })),
);

// The winners board is decoration below the games: its code, its contract (zod) and its call all
// come after the first paint, and when any of them fails the home page simply goes without it.
const WinnersBoard = lazy(() =>
  loadWithRetry(() => import('../../features/winners/components/winners-board.tsx')).then((module) => ({
    default: module.WinnersBoard,
  })),
);

/**
 * Home (spec 2): the banner area comes with the layout; then the line of notices (absent when
 * there are none), the greeting, hot games and categories, then the winners board (absent while
 * it loads, when there are no wins and when it fails).
 */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const { brand } = useSystemInfo();
  // Asked for at once, in parallel with the cards' code.
  usePrefetchQuery(hotGamesQuery({ language: i18n.language }));
  return (
    <Page title={t('home.welcome', { brand: brand.name })}>
      <NoticeTicker />
      <HomeWelcome />
      <ErrorBoundary
        fallback={
          <EmptyState
            text={t('errors.chunkText')}
            action={<Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>}
          />
        }
      >
        <Suspense fallback={<LoadingState compact label={t('common.loading')} />}>
          <HomeGames />
        </Suspense>
      </ErrorBoundary>
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <WinnersBoard />
        </Suspense>
      </ErrorBoundary>
    </Page>
  );
}
