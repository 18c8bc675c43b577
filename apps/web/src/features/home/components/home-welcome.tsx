import { useTranslation } from 'react-i18next';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import styles from './home-welcome.module.css';

/** The home page's greeting: what the site offers, in one short paragraph. */
export function HomeWelcome() {
  const { t } = useTranslation();
  const { brand } = useSystemInfo();
  return (
    <div className={styles.welcome}>
      <p>{t('home.intro', { brand: brand.name })}</p>
    </div>
  );
}
