import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import styles from '../components/account.module.css';
import { LoginPanel } from '../components/login-panel.tsx';
import { openAccountDialog } from '../model/account-dialog-store.ts';

/** The /login route (the target of the login-required guard): the login form on a page. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('identity.loginTitle')}>
      <div className={styles.page}>
        <LoginPanel
          onSignedIn={() => navigate('/')}
          onForgotPassword={() => openAccountDialog({ kind: 'forgot' })}
        />
      </div>
    </Page>
  );
}
