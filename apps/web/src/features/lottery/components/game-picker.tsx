import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuGame } from '../api/get-game-menu.ts';
import { favouritesFirst, gameLabel } from '../model/games.ts';
import styles from './lottery.module.css';
import { StarButton } from './star-button.tsx';

export type PickerGroup = { code: string; title: string; games: MenuGame[] };

/**
 * The games of a lobby by kind, each a link that selects it (the choice lives in the address,
 * `?gameCode=`), with its cadence and the favourite star for members; favourites come first.
 */
export function GamePicker({
  groups,
  selected,
  hrefOf,
  username,
  favourites,
  label,
}: {
  groups: PickerGroup[];
  selected: string;
  hrefOf: (game: MenuGame) => string;
  /** Null for visitors and trial accounts: favourites need a real account (spec 6). */
  username: string | null;
  favourites: readonly string[];
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <nav className={styles.picker} aria-label={label}>
      {groups.map((group) => (
        <div key={group.code} className={styles.pickerGroup}>
          <h2 className={styles.pickerTitle}>{group.title}</h2>
          <ul className={styles.pickerList}>
            {favouritesFirst(group.games, favourites).map((game) => {
              const name = gameLabel(game, t);
              const here = game.gameCode === selected;
              const starred = favourites.includes(game.gameCode);
              return (
                <li key={game.gameCode} className={clsx(styles.pickerItem, here && styles.pickerHere)}>
                  <Link
                    to={hrefOf(game)}
                    replace
                    preventScrollReset
                    className={styles.pickerLink}
                    aria-current={here ? 'page' : undefined}
                  >
                    <span className={styles.pickerName}>{name}</span>
                    <span className={styles.pickerMeta}>
                      {game.cadenceSeconds
                        ? t('lottery.everyMinutes', { count: Math.round(game.cadenceSeconds / 60) })
                        : game.drawTime}
                    </span>
                  </Link>
                  {username ? (
                    <StarButton username={username} gameCode={game.gameCode} name={name} starred={starred} />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
