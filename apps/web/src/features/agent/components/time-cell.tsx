import styles from './agent.module.css';

/**
 * A moment in a team report's table: the date, and the time under it on wide screens (beside it
 * on phones); the input when unreadable.
 */
export function TimeCell({ iso, locale }: { iso: string; locale: string }) {
  const at = new Date(iso);
  const unreadable = Number.isNaN(at.getTime());
  const date = unreadable ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(at);
  const time = unreadable ? '' : new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(at);
  return (
    <time dateTime={iso}>
      <span className={styles.nowrap}>{date}</span> <span className={styles.sub}>{time}</span>
    </time>
  );
}
