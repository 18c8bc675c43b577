import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { useSession } from '../../../lib/session.ts';
import styles from '../components/account.module.css';
import { LoginPanel } from '../components/login-panel.tsx';
import { openAccountDialog } from '../model/account-dialog-store.ts';

/**
 * The /login route (the target of the login-required guard): the login form on a page. Someone
 * already signed in has nothing to do here and goes home.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  if (session) return <Navigate to="/" replace />;
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
