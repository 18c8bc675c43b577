import { clsx } from 'clsx';
import styles from './loading-state.module.css';

/**
 * A polite live region, so screen readers hear that something is on its way. `compact` for a
 * part of a page (a list, a panel) rather than the whole page.
 */
export function LoadingState({ label, compact }: { label: string; compact?: boolean }) {
  return (
    <div className={clsx(styles.loading, compact && styles.compact)} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
