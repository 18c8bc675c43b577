import type { Game } from '@portal/contracts/games';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { TRIAL_TYPE, useSession } from '../../../lib/session.ts';
import { useFavouriteIds } from '../api/get-favourite-ids.ts';
import { useSetFavourite } from '../api/set-favourite.ts';
import { accountPrompts } from '../model/account-prompts.ts';
import styles from './game-card.module.css';

/**
 * The favourite star of a game card (spec 4): a visitor gets the login modal, a trial account
 * 'Please register an account first'; a member adds or removes the game.
 */
export function FavouriteButton({ game }: { game: Game }) {
  const { t } = useTranslation();
  const session = useSession();
  const member = session !== null && session.memberType !== TRIAL_TYPE;
  const ids = useFavouriteIds(member);
  const toggle = useSetFavourite();
  const pending = toggle.isPending && toggle.variables?.game.nodeId === game.nodeId;
  // While the change is on its way, show where it is going.
  const on = pending ? (toggle.variables?.on ?? false) : (ids.data?.has(game.nodeId) ?? false);
  const onClick = () => {
    if (!session) return accountPrompts().logIn();
    if (!member) return accountPrompts().needRealAccount();
    if (pending || ids.isPending) return;
    toggle.mutate({ game, on: !on });
  };
  return (
    <button
      type="button"
      className={clsx(styles.star, on && styles.starOn)}
      aria-pressed={member ? on : false}
      aria-label={t('games.favourite', { name: game.gameName })}
      title={t(on ? 'games.favouriteRemove' : 'games.favouriteAdd')}
      onClick={onClick}
    >
      <Icon name="star" size={18} />
    </button>
  );
}
