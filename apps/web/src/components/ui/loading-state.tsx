import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import styles from './loading-state.module.css';

/** After this long, a load that has not finished is slow (spec 8: "check your network"). */
export const SLOW_LOAD_MS = 8_000;

/** True once `ms` have passed since the component appeared. */
function useElapsed(ms: number, enabled: boolean): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms, enabled]);
  return elapsed;
}

/**
 * A polite live region, so screen readers hear that something is on its way. `compact` for a
 * part of a page (a list, a panel) rather than the whole page. `slowText`, when given, is added
 * (and so announced) once the load has taken `SLOW_LOAD_MS`.
 */
export function LoadingState({
  label,
  compact,
  slowText,
}: {
  label: string;
  compact?: boolean;
  slowText?: string;
}) {
  const slow = useElapsed(SLOW_LOAD_MS, slowText !== undefined);
  return (
    <div className={clsx(styles.loading, compact && styles.compact)} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.texts}>
        <span>{label}</span>
        {slow && slowText ? <span className={styles.slow}>{slowText}</span> : null}
      </span>
    </div>
  );
}
