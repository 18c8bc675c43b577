import { useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { useHubEvent } from '../../../lib/hub-events.ts';
import { useSession } from '../../../lib/session.ts';
import { useLaunchedGame } from '../model/launched-game.ts';
import { tellGameBalance } from '../model/tell-game-balance.ts';
import styles from './game-frame.module.css';
import { gameIcons } from './game-icons.ts';

const subscribeFullscreen = (listener: () => void) => {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
};

/**
 * The launched game in a frame that fills the screen under the header (spec 2 /game and
 * /seamless). The address comes from session storage, so a reload keeps the game; signing
 * out clears it, and the game closes with the session.
 */
export function GameFrame() {
  const { t } = useTranslation();
  const session = useSession();
  const game = useLaunchedGame();
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const fullscreen = useSyncExternalStore(subscribeFullscreen, () => document.fullscreenElement !== null);
  useHubEvent('balance', (value) => {
    if (game) tellGameBalance(frame.current, game.url, value.sumBalance);
  });

  if (!session || !game) {
    return (
      <Page title={t('games.gameTitle')}>
        <EmptyState
          text={t('games.noGame')}
          action={
            <Link className={buttonClass('primary')} to="/rng">
              {t('games.browseGames')}
            </Link>
          }
        />
      </Page>
    );
  }

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void stage.current?.requestFullscreen().catch(() => undefined);
  };

  return (
    <div className={styles.screen}>
      <title>{game.name || t('games.gameTitle')}</title>
      <div className={styles.bar}>
        <Link className={buttonClass('ghost', false, styles.back)} to={game.lobby}>
          <Icon name="chevronLeft" size={18} />
          {t('games.back')}
        </Link>
        <h1 className={styles.title}>{game.name}</h1>
        {document.fullscreenEnabled ? (
          <button
            type="button"
            className={buttonClass('ghost', true)}
            aria-label={t('games.fullscreen')}
            aria-pressed={fullscreen}
            onClick={toggleFullscreen}
          >
            <Icon path={fullscreen ? gameIcons.exitFullscreen : gameIcons.fullscreen} />
          </button>
        ) : null}
      </div>
      <div ref={stage} className={styles.stage}>
        {loadedUrl === game.url ? null : (
          <div className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {t('games.loadingGame', { name: game.name })}
          </div>
        )}
        <iframe
          // A new address (another game) is a new frame.
          key={game.url}
          ref={frame}
          className={styles.frame}
          src={game.url}
          title={game.name || t('games.gameTitle')}
          allow="fullscreen; autoplay; clipboard-write"
          allowFullScreen
          referrerPolicy="origin"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
          onLoad={() => setLoadedUrl(game.url)}
        />
      </div>
    </div>
  );
}
