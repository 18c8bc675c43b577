import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeLink } from '../../../components/ui/home-link.tsx';
import { Page } from '../../../components/ui/page.tsx';
import styles from '../components/account.module.css';
import { RegisterForm } from '../components/register-form.tsx';
import { openAccountDialog } from '../model/account-dialog-store.ts';

/**
 * The registration page (spec 2): title, the form with its username/mobile tabs, the promotions
 * for new players (`Promotions`, supplied by the app: they belong to the promotions feature), back
 * to home.
 */
export default function RegisterPage({ Promotions }: { Promotions?: ComponentType }) {
  const { t } = useTranslation();
  return (
    <Page title={t('identity.registerTitle')} subtitle={t('identity.registerSubtitle')}>
      <div className={styles.page}>
        <RegisterForm onLogIn={() => openAccountDialog({ kind: 'auth', tab: 'login' })} />
      </div>
      {Promotions ? <Promotions /> : null}
      <div>
        <HomeLink />
      </div>
    </Page>
  );
}
