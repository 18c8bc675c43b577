import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';
import styles from './download-page.module.css';

/** Section ids match the merchant's Android and iOS resource links (/download#android, /download#ios). */
export default function DownloadPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('download.title')}>
      <div className={styles.platforms}>
        <section id="android" className={styles.platform} aria-labelledby="android-title">
          <h2 id="android-title">{t('download.androidTitle')}</h2>
          <p>{t('download.androidText')}</p>
        </section>
        <section id="ios" className={styles.platform} aria-labelledby="ios-title">
          <h2 id="ios-title">{t('download.iosTitle')}</h2>
          <p>{t('download.iosText')}</p>
        </section>
      </div>
    </Page>
  );
}
