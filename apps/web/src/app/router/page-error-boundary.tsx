import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ChunkLoadError } from '../../lib/load-with-retry.ts';

function PageFailure({ error }: { error: Error }) {
  const { t } = useTranslation();
  const text = error instanceof ChunkLoadError ? t('errors.chunkText') : t('errors.pageText');
  return (
    <div role="alert">
      <EmptyState
        text={text}
        action={<Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>}
      />
    </div>
  );
}

type State = { error: Error | null };

/** Keeps the header and menus usable when one page fails, e.g. its chunk did not load twice. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? <PageFailure error={this.state.error} /> : this.props.children;
  }
}
