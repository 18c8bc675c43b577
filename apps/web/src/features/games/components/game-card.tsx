import type { Game } from '@portal/contracts/games';
import { useTranslation } from 'react-i18next';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { defaultGameIcon } from '../model/default-icon.ts';
import { imageUrl } from '../model/image-url.ts';
import { requestLaunch } from '../model/launch-store.ts';
import { FavouriteButton } from './favourite-button.tsx';
import styles from './game-card.module.css';
import { LazyImage } from './lazy-image.tsx';

type GameCardProps = {
  game: Game;
  /** The provider's display name, when the caller knows it (the code is shown otherwise). */
  vendorName?: string | undefined;
  /** Called instead of the launch, e.g. to close a popup first. */
  onLaunch?: (game: Game) => void;
};

/**
 * One game: its picture, name and provider. The name is the button that launches it (the
 * whole card is its target); the star beside it is the favourite toggle.
 */
export function GameCard({ game, vendorName, onLaunch }: GameCardProps) {
  const { t } = useTranslation();
  const { imageCDNs } = useSystemInfo();
  const launch = () => (onLaunch ? onLaunch(game) : requestLaunch(game));
  return (
    <article className={styles.card}>
      <div className={styles.art}>
        <LazyImage
          className={styles.image}
          src={imageUrl(game.icon, imageCDNs)}
          fallback={defaultGameIcon(game.gameType)}
          alt=""
        />
        {game.isHot === 1 ? <span className={styles.badge}>{t('games.hot')}</span> : null}
      </div>
      <h3 className={styles.name}>
        <button type="button" className={styles.launch} onClick={launch}>
          {game.gameName}
        </button>
      </h3>
      <p className={styles.vendor}>{vendorName ?? game.vassalage}</p>
      <FavouriteButton game={game} />
    </article>
  );
}
