import type { Game } from '@portal/contracts/games';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AlertDialog } from '../../../components/ui/alert-dialog.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useAreaText } from '../../../lib/i18n.ts';
import { useGameList } from '../api/get-game-list.ts';
import { useVendorNames } from '../api/get-game-menus.ts';
import { cancelLaunch, type LaunchState, requestLaunch, resetLaunch } from '../model/launch-store.ts';
import { GameGrid } from './game-grid.tsx';
import styles from './games.module.css';
import loaderStyles from './launch-ui.module.css';

type DialogState = Exclude<LaunchState, { kind: 'idle' | 'launching' | 'navigate' }>;

/** The loader of spec 4 while the launch address is on its way; Cancel or Escape gives up waiting. */
function LaunchLoader({ name }: { name: string }) {
  const { t } = useTranslation();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancel.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancelLaunch();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div className={loaderStyles.overlay}>
      <div className={loaderStyles.box} role="status">
        <span className={loaderStyles.spinner} aria-hidden="true" />
        <p className={loaderStyles.text}>{t('games.opening', { name })}</p>
        <button ref={cancel} type="button" className={buttonClass('secondary')} onClick={cancelLaunch}>
          {t('games.cancel')}
        </button>
      </div>
    </div>
  );
}

/** A suggestion or a vendor's game is launched in place of the dialog. */
const launchInstead = (game: Game) => {
  resetLaunch();
  requestLaunch(game);
};

/** Spec 8 'game under maintenance with other games suggested'. */
function MaintenanceDialog({ name, suggestions }: { name: string; suggestions: Game[] }) {
  const { t } = useTranslation();
  const vendorNames = useVendorNames();
  return (
    <Modal name="gameMaintenanceModal" title={t('games.maintenanceTitle')} size="wide" onClose={resetLaunch}>
      {suggestions.length > 0 ? (
        <>
          <p className={styles.lead}>
            {t('games.maintenanceText', { name })} {t('games.maintenanceTryOthers')}
          </p>
          <h3 className={styles.subTitle}>{t('games.suggestionsTitle')}</h3>
          <GameGrid games={suggestions} vendorNames={vendorNames} onLaunch={launchInstead} compact />
        </>
      ) : (
        <p className={styles.lead}>
          {t('games.maintenanceText', { name })} {t('games.noSuggestions')}
        </p>
      )}
    </Modal>
  );
}

/** The game list of a VASSALAGE entry (spec 4: a popup game list). */
function VendorGamesDialog({ game }: { game: Game }) {
  const { t, i18n } = useTranslation();
  const vendorNames = useVendorNames();
  const [page, setPage] = useState(1);
  const list = useGameList({
    vassalage: game.vassalage,
    gameType: game.gameType,
    page,
    language: i18n.language,
  });
  const games = list.data?.games.filter((item) => item.nodeId !== game.nodeId) ?? [];
  return (
    <Modal name="gamePopupModal" title={game.gameName} size="wide" onClose={resetLaunch}>
      <GameGrid
        games={list.data ? games : undefined}
        query={list}
        emptyText={t('games.emptyVendor')}
        vendorNames={vendorNames}
        onLaunch={launchInstead}
        compact
      />
      <Pagination
        page={page}
        totalPages={list.data?.totalPages ?? 1}
        onPage={setPage}
        label={t('games.pages')}
      />
    </Modal>
  );
}

/** Navigates once the launch says where to (the game screen, or a lottery screen). */
function Navigate({ to }: { to: string }) {
  // `useNavigate` gives a new function after every navigation; this must navigate once per `to`.
  const navigate = useNavigate();
  const latest = useRef(navigate);
  latest.current = navigate;
  useEffect(() => {
    resetLaunch();
    latest.current(to);
  }, [to]);
  return null;
}

/** The launch flow's screens: the loader, then navigation or one of its dialogs. */
export default function LaunchUi({ state }: { state: Exclude<LaunchState, { kind: 'idle' }> }) {
  if (state.kind === 'navigate') return <Navigate to={state.to} />;
  if (state.kind === 'launching') return <LaunchLoader name={state.name} />;
  return (
    // The dialogs' text is in the games catalogue; the loader's is always at hand.
    <Suspense fallback={null}>
      <LaunchDialog state={state} />
    </Suspense>
  );
}

function LaunchDialog({ state }: { state: DialogState }) {
  useAreaText('games');
  const { t } = useTranslation();
  switch (state.kind) {
    case 'maintenance':
      return <MaintenanceDialog name={state.name} suggestions={state.suggestions} />;
    case 'vendorGames':
      return <VendorGamesDialog game={state.game} />;
    case 'failed':
      return (
        <AlertDialog
          title={t('games.failedTitle', { name: state.name })}
          text={errorText(state.error, t)}
          confirmLabel={t('games.ok')}
          onConfirm={resetLaunch}
        />
      );
  }
}
