import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { NoticeScreen } from '../../components/ui/notice-screen.tsx';
import { NetworkError } from '../../lib/api-client.ts';

type BootErrorProps = { error: Error; retrying: boolean; onRetry: () => void };

/** Shown when the start-up status call fails, so the visitor never faces a blank page. */
export function BootError({ error, retrying, onRetry }: BootErrorProps) {
  const { t } = useTranslation();
  return (
    <NoticeScreen>
      <h1>{t('boot.errorTitle')}</h1>
      <p>{error instanceof NetworkError ? t('errors.network') : t('boot.errorText')}</p>
      <Button onClick={onRetry} disabled={retrying}>
        {retrying ? t('boot.retrying') : t('common.retry')}
      </Button>
    </NoticeScreen>
  );
}
