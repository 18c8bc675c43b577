import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../components/ui/alert-dialog.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import styles from './centre-dialog.module.css';

/** While a centre's code and text load: the dimmed page and a spinner, at once. */
export function CentreLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loadingOverlay}>
      <LoadingState label={t('common.loading')} slowText={t('common.slowLoading')} />
    </div>
  );
}

/** A centre's code did not load, even on the second try. */
export function CentreFailed({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      title={t('errors.pageTitle')}
      text={t('errors.chunkText')}
      confirmLabel={t('common.reload')}
      onConfirm={() => window.location.reload()}
      cancelLabel={t('common.close')}
      onCancel={onClose}
    />
  );
}
