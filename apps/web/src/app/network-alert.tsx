import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { Icon } from '../components/ui/icon.tsx';
import { getLastNetworkFailure, subscribeNetworkFailures } from '../lib/network-status.ts';
import styles from './network-alert.module.css';

const VISIBLE_MS = 8000;

/** The "network link abnormal" toast of spec 8, raised by the API client whenever a request cannot be sent. */
export function NetworkAlert() {
  const { t } = useTranslation();
  const failedAt = useSyncExternalStore(subscribeNetworkFailures, getLastNetworkFailure);
  const [dismissedAt, setDismissedAt] = useState(0);
  const visible = failedAt > dismissedAt;
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setDismissedAt(failedAt), VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [visible, failedAt]);
  if (!visible) return null;
  return (
    <div className={styles.toast} role="alert">
      <span>{t('errors.network')}</span>
      <Button
        variant="ghost"
        iconOnly
        className={styles.close}
        aria-label={t('common.close')}
        onClick={() => setDismissedAt(failedAt)}
      >
        <Icon name="close" />
      </Button>
    </div>
  );
}
