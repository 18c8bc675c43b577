import { clsx } from 'clsx';
import { type MouseEvent, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { BannerRegion } from '../../features/content/components/banner-region.tsx';
import { PageErrorBoundary } from '../router/page-error-boundary.tsx';
import { pages } from '../router/pages.ts';
import type { RouteEntry } from '../router/route-table.ts';
import { Footer } from './footer/footer.tsx';
import { Header } from './header/header.tsx';
import styles from './page-frame.module.css';
import { SideMenu } from './side-menu/side-menu.tsx';

const MAIN_ID = 'main-content';

/** Moves focus past the chrome without writing the target into the address (the router would treat it as navigation). */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/** One route's screen with exactly the layout regions its row of the route table lists. */
export function PageFrame({ route }: { route: RouteEntry }) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleDrawer = useCallback(() => setDrawerOpen((open) => !open), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const Page = pages[route.page];
  const has = (region: RouteEntry['regions'][number]) => route.regions.includes(region);
  const hasSideMenu = has('sideMenu');
  return (
    <>
      {has('header') ? (
        <>
          <a className={styles.skipLink} href={`#${MAIN_ID}`} onClick={focusMain}>
            {t('a11y.skipToContent')}
          </a>
          <Header
            showLogo={route.page === 'register' || route.page === 'agent'}
            guestActions={route.page === 'agent' ? 'none' : route.page === 'register' ? 'noRegister' : 'all'}
            drawer={hasSideMenu ? { open: drawerOpen, toggle: toggleDrawer } : null}
          />
        </>
      ) : null}
      <div className={clsx(styles.body, !has('header') && styles.bodyBare)}>
        {hasSideMenu ? (
          <SideMenu mini={route.miniSideMenu} drawerOpen={drawerOpen} onCloseDrawer={closeDrawer} />
        ) : null}
        <div className={styles.column}>
          {has('banner') && route.bannerGroup ? (
            <BannerRegion group={route.bannerGroup} pagination={route.page === 'home'} />
          ) : null}
          <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
            <PageErrorBoundary>
              <Suspense
                fallback={<LoadingState label={t('common.loading')} slowText={t('common.slowLoading')} />}
              >
                <Page />
              </Suspense>
            </PageErrorBoundary>
          </main>
          {has('footer') ? <Footer /> : null}
        </div>
      </div>
    </>
  );
}
