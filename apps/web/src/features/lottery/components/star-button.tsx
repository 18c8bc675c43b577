import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { toggleFavourite } from '../model/favourites.ts';
import styles from './lottery.module.css';

const STAR = 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z';

/** The favourite star of a lottery game, kept per user in this browser (spec 4). */
export function StarButton({
  username,
  gameCode,
  name,
  starred,
}: {
  username: string;
  gameCode: string;
  name: string;
  starred: boolean;
}) {
  const { t } = useTranslation();
  const label = starred ? t('lottery.favouriteRemove', { name }) : t('lottery.favouriteAdd', { name });
  return (
    <button
      type="button"
      className={clsx(styles.star, starred && styles.starred)}
      aria-pressed={starred}
      aria-label={label}
      title={label}
      onClick={() => toggleFavourite(username, gameCode)}
    >
      <Icon path={STAR} size={18} />
    </button>
  );
}
