import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text.ts';
import { Button } from './button.tsx';
import { LoadingState } from './loading-state.tsx';
import styles from './query-state.module.css';

type QueryLike<T> = { data: T | undefined; error: unknown; isError: boolean; refetch: () => unknown };

/**
 * The three states of a part that loads data: a compact loading notice, the error with a retry
 * button, or the content. Data already shown stays while a refetch runs.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  children,
}: {
  query: QueryLike<T>;
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <ErrorState text={errorText(query.error, t)} onRetry={() => query.refetch()} />;
  return <LoadingState compact label={loadingLabel ?? t('common.loading')} />;
}

/** A failed load: what went wrong, and a way to try again. */
export function ErrorState({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert">
      <p className={styles.text}>{text}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
