import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSocialProviders } from '../api/get-social-providers.ts';
import styles from './account.module.css';

/** Social sign-in (spec 1): a full-page visit to the provider, back to this page with a one-time code. */
export function SocialButtons() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const providers = useSocialProviders();
  const list = providers.data?.list ?? [];
  if (list.length === 0) return null;
  const returnTo = encodeURIComponent(pathname + search);
  return (
    <div className={styles.social}>
      <p className={styles.divider}>{t('account.orContinueWith')}</p>
      <div className={styles.socialList}>
        {list.map((item) => (
          <a
            key={item.provider}
            className={styles.socialButton}
            href={`/wps/session/social/${item.provider}/start?returnTo=${returnTo}`}
          >
            {t('account.continueWith', { provider: item.name })}
          </a>
        ))}
      </div>
    </div>
  );
}
