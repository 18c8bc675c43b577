import styles from './loading-state.module.css';

/** A polite live region, so screen readers hear that something is on its way. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
