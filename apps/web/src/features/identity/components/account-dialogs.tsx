import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AlertDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { exchangeSocialCode } from '../api/exchange-social-code.ts';
import { loginFreePlay } from '../api/login-free-play.ts';
import { type AccountDialog, closeAccountDialog, openAccountDialog } from '../model/account-dialog-store.ts';
import { completeLogin } from '../model/complete-login.ts';
import { signOut } from '../model/end-session.ts';
import styles from './account.module.css';
import { AuthModal } from './auth-modal.tsx';
import { ChangePasswordModal } from './change-password-modal.tsx';
import { ForgotPasswordModal } from './forgot-password-modal.tsx';
import { ResetPasswordModal } from './reset-password-modal.tsx';

/** Success after registration; a mobile registration first says which account name it got (spec 4). */
function Registered({ mobileAccount }: { mobileAccount: string | null }) {
  const { t } = useTranslation();
  const [infoSeen, setInfoSeen] = useState(mobileAccount === null);
  if (!infoSeen && mobileAccount) {
    return (
      <AlertDialog
        title={t('account.mobileInfo.title')}
        text={t('account.mobileInfo.text', { account: mobileAccount })}
        confirmLabel={t('account.ok')}
        onConfirm={() => setInfoSeen(true)}
      />
    );
  }
  return (
    <Modal name="registerSuccessModal" title={t('account.registered.title')} onClose={closeAccountDialog}>
      <p>{t('account.registered.text')}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={closeAccountDialog}>
          {t('account.ok')}
        </Button>
      </div>
    </Modal>
  );
}

/**
 * A call that signs in without a form (free demo, social return): a busy notice while it runs,
 * then the session, or a warning with the reason.
 */
function SigningIn({ call, title }: { call: () => ReturnType<typeof loginFreePlay>; title: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    call()
      .then((value) => {
        const outcome = completeLogin(value, queryClient);
        if (outcome.kind === 'signedIn') closeAccountDialog();
        else if (outcome.kind === 'twoFactor') openAccountDialog({ kind: 'auth', tab: 'login' });
      })
      .catch((caught: unknown) => setError(errorText(caught, t)));
  }, [call, queryClient, t]);
  if (error) {
    return (
      <AlertDialog
        title={title}
        text={error}
        confirmLabel={t('account.ok')}
        onConfirm={() => {
          closeAccountDialog();
          navigate('/');
        }}
      />
    );
  }
  return (
    <Modal name="signingInModal" title={title}>
      <LoadingState label={t('account.signingIn')} />
    </Modal>
  );
}

/** Sign out with a confirm (spec 4 "Logout"): the server session ends, local state resets, home. */
function LogoutConfirm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    // Signing out locally must work even when the server cannot be reached.
    await signOut(queryClient, navigate);
  };
  return (
    <AlertDialog
      title={t('account.logout.title')}
      text={t('account.logout.text')}
      confirmLabel={t('account.logout.confirm')}
      cancelLabel={t('account.cancel')}
      onConfirm={() => void confirm()}
      onCancel={closeAccountDialog}
      busy={busy}
    />
  );
}

const freePlay = () => loginFreePlay();

export default function AccountDialogs({ dialog }: { dialog: AccountDialog }) {
  const { t } = useTranslation();
  switch (dialog.kind) {
    case 'auth':
      return <AuthModal tab={dialog.tab} notice={dialog.notice} />;
    case 'forgot':
      return <ForgotPasswordModal site={dialog.site ?? 'member'} />;
    case 'changePassword':
      return <ChangePasswordModal forced={dialog.forced} />;
    case 'resetPassword':
      return <ResetPasswordModal token={dialog.token} />;
    case 'registered':
      return <Registered mobileAccount={dialog.mobileAccount} />;
    case 'social':
      return (
        <SigningIn
          key={dialog.code}
          call={() => exchangeSocialCode(dialog.code)}
          title={t('account.socialTitle')}
        />
      );
    case 'freePlay':
      return <SigningIn call={freePlay} title={t('account.freeDemo')} />;
    case 'logout':
      return <LogoutConfirm />;
    case 'needRealAccount':
      return (
        <AlertDialog
          title={t('account.warning')}
          text={t('account.needRealAccount')}
          confirmLabel={t('account.ok')}
          onConfirm={closeAccountDialog}
        />
      );
  }
}
