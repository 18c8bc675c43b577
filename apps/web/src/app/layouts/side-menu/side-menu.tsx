import { clsx } from 'clsx';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { likelyPlatform } from '../../../features/download/model/install-guide.ts';
import { offersAppDownload } from '../../../features/download/model/offers-app-download.ts';
import { useDownloadDialog } from '../../../features/download/model/use-download-dialog.ts';
import { isPlainClick } from '../../../lib/plain-click.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { PHONE_QUERY, REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { CustomerServiceMenu } from './customer-service-menu.tsx';
import { GameCategories } from './game-categories.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { LotteryEntries } from './lottery-entries.tsx';
import { MenuButton, MenuLink } from './menu-item.tsx';
import styles from './side-menu.module.css';
import { useSideMenuPreference } from './side-menu-preference.tsx';

export const SIDE_MENU_ID = 'side-menu';

type SideMenuProps = {
  /** Routes that start icon-only (spec 2: /seamless and /vnlottery). */
  mini: boolean;
  drawerOpen: boolean;
  onCloseDrawer: () => void;
};

export function SideMenu({ mini, drawerOpen, onCloseDrawer }: SideMenuProps) {
  const { t } = useTranslation();
  const { brand, appDownloadHiddenOn } = useSystemInfo();
  const preference = useSideMenuPreference();
  const [collapsed, setCollapsed] = useState(mini || preference.collapsed);
  const navRef = useRef<HTMLElement>(null);
  const isPhone = useMediaQuery(PHONE_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const homeLabel = t('menu.homeLink', { brand: brand.name });
  const appDownload = useDownloadDialog();

  const setCollapsedAndRemember = (next: boolean) => {
    setCollapsed(next);
    // Mini routes force the compact menu; only choices made elsewhere are carried to other routes.
    if (!mini) preference.setCollapsed(next);
  };

  useEffect(() => {
    if (!drawerOpen) return;
    navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onCloseDrawer();
      document.querySelector<HTMLElement>(`[aria-controls="${SIDE_MENU_ID}"]`)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen, onCloseDrawer]);

  // Spec 2 names both an app download modal and /download: a click opens the modal over the page,
  // the entry's address stays the page's, for a new tab.
  const openAppDownload = (event: MouseEvent<HTMLAnchorElement>) => {
    onCloseDrawer();
    if (!isPlainClick(event)) return;
    event.preventDefault();
    appDownload.show(likelyPlatform(navigator.userAgent, navigator.maxTouchPoints));
  };

  const backToTop = () => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });

  return (
    <>
      {drawerOpen ? (
        <button
          type="button"
          className={styles.backdrop}
          tabIndex={-1}
          aria-hidden="true"
          onClick={onCloseDrawer}
        />
      ) : null}
      <nav
        id={SIDE_MENU_ID}
        ref={navRef}
        aria-label={t('a11y.sideMenu')}
        // A closed drawer stays in the DOM and in the landmark list, but nothing in it can take focus.
        inert={isPhone && !drawerOpen}
        className={clsx(styles.menu, collapsed && styles.collapsed, drawerOpen && styles.open)}
      >
        <Link to="/" className={styles.logo} onClick={onCloseDrawer}>
          {/* CSS shows one of the two (wordmark, or the square mark in mini mode), so each carries the name. */}
          <img src="/logo.svg" alt={homeLabel} width={168} height={40} />
          <img className={styles.logoMark} src="/favicon.svg" alt={homeLabel} width={40} height={40} />
        </Link>
        <ul className={styles.list}>
          <li>
            <MenuLink to="/" end icon="home" label={t('menu.home')} onNavigate={onCloseDrawer} />
          </li>
          <LotteryEntries onNavigate={onCloseDrawer} />
          <GameCategories
            collapsed={collapsed}
            onExpandMenu={() => setCollapsedAndRemember(false)}
            onNavigate={onCloseDrawer}
          />
          <li>
            <MenuLink to="/promotions" icon="gift" label={t('menu.promotions')} onNavigate={onCloseDrawer} />
          </li>
          <CustomerServiceMenu
            collapsed={collapsed}
            onExpandMenu={() => setCollapsedAndRemember(false)}
            onNavigate={onCloseDrawer}
          />
          {offersAppDownload(appDownloadHiddenOn, window.location.hostname) && (
            <li>
              <MenuLink
                to="/download"
                icon="download"
                label={t('menu.appDownload')}
                onNavigate={openAppDownload}
              />
            </li>
          )}
        </ul>
        <LanguageMenu collapsed={collapsed} onExpandMenu={() => setCollapsedAndRemember(false)} />
        <div className={styles.bottom}>
          <div className={styles.collapseToggle}>
            <MenuButton
              icon={collapsed ? 'chevronRight' : 'chevronLeft'}
              label={collapsed ? t('menu.expand') : t('menu.collapse')}
              aria-expanded={!collapsed}
              onClick={() => setCollapsedAndRemember(!collapsed)}
            />
          </div>
          <MenuButton icon="arrowUp" label={t('menu.backToTop')} onClick={backToTop} />
        </div>
      </nav>
    </>
  );
}
