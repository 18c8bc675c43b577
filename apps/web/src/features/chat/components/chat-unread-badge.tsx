import { useTranslation } from 'react-i18next';
import styles from './chat-unread-badge.module.css';

/** A count too wide for the badge shows as "99+"; the words carry the exact number. */
const badgeNumber = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The side menu's chat badge: the number for the eye, the words for assistive technology, given
 * as the item's description (`id`, for aria-describedby) so its name stays "Chat room".
 */
export function ChatUnreadBadge({ id, count }: { id: string; count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span id={id} className={styles.badge}>
      <span aria-hidden="true">{badgeNumber(count)}</span>
      <span className="visually-hidden">{t('menu.chatUnread', { count })}</span>
    </span>
  );
}
