import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import styles from './home-page.module.css';

export default function HomePage() {
  const { t } = useTranslation();
  const { brand } = useSystemInfo();
  return (
    <Page title={t('home.welcome', { brand: brand.name })}>
      <div className={styles.welcome}>
        <p>{t('home.intro', { brand: brand.name })}</p>
      </div>
      <section className={styles.games} aria-labelledby="home-games-title">
        <h2 id="home-games-title">{t('home.gamesTitle')}</h2>
        <EmptyState icon="info" text={t('home.gamesEmpty')} />
      </section>
    </Page>
  );
}
