import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { SIDE_MENU_ID } from '../side-menu/side-menu.tsx';
import type { GuestActionSet } from './guest-actions.tsx';
import styles from './header.module.css';
import { HeaderAccount } from './header-account.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

type HeaderProps = {
  /** The logo shows on the registration route (spec 2 "Header") and on the agent site. */
  showLogo: boolean;
  /**
   * The logged-out buttons (log in, register, free demo): all of them; all but Register on the
   * registration page, which is the registration form (and a phone's header has no room to spare
   * there, beside the logo); or none on the agent site, whose page is the agent login (agents are
   * opened by their upline).
   */
  guestActions?: GuestActionSet;
  /** Present on routes with a side menu: the phone-size button that opens it as a drawer. */
  drawer: { open: boolean; toggle: () => void } | null;
};

export function Header({ showLogo, guestActions = 'all', drawer }: HeaderProps) {
  const { t } = useTranslation();
  const { brand } = useSystemInfo();
  return (
    <header className={styles.header}>
      {drawer ? (
        <Button
          variant="ghost"
          iconOnly
          className={styles.menuButton}
          aria-label={t('header.openMenu')}
          aria-expanded={drawer.open}
          aria-controls={SIDE_MENU_ID}
          onClick={drawer.toggle}
        >
          <Icon name={drawer.open ? 'close' : 'menu'} />
        </Button>
      ) : null}
      {!drawer && !showLogo ? (
        // Screens without the side menu or the logo (spec 2: /lottery, /pointMall, /download,
        // /game) would otherwise leave only the browser's Back button to get home.
        <Link
          to="/"
          className={buttonClass('ghost', true)}
          aria-label={t('menu.home')}
          title={t('menu.home')}
        >
          <Icon name="home" />
        </Link>
      ) : null}
      {showLogo ? (
        <Link to="/" className={styles.logo}>
          <picture>
            {/* Narrow phones get the square mark so the header buttons keep their room. */}
            <source media="(max-width: 480px)" srcSet="/favicon.svg" width={36} height={36} />
            <img src="/logo.svg" alt={t('menu.homeLink', { brand: brand.name })} width={152} height={36} />
          </picture>
        </Link>
      ) : null}
      <div className={styles.spacer} />
      <div className={styles.actions}>
        <ThemeToggle />
        <HeaderAccount guestActions={guestActions} />
      </div>
    </header>
  );
}
