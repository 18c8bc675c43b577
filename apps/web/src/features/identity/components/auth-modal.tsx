import { clsx } from 'clsx';
import { type KeyboardEvent, useContext, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { closeAccountDialog, type LoginNotice, openAccountDialog } from '../model/account-dialog-store.ts';
import { AuthBannerContext } from '../model/auth-banner.ts';
import styles from './account.module.css';
import { LoginPanel } from './login-panel.tsx';
import { RegisterForm } from './register-form.tsx';

type Tab = 'login' | 'register';

/**
 * The login/register popup (spec 2 "Modals"): tabs Log in and Register, each with its banner; the
 * modal is named loginPopupModal in login mode and registerModal in register mode.
 */
export function AuthModal({ tab, notice }: { tab: Tab; notice?: LoginNotice | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const show = (next: Tab) => openAccountDialog({ kind: 'auth', tab: next });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: Tab = tab === 'login' ? 'register' : 'login';
    show(next);
    tabs.current[next === 'login' ? 0 : 1]?.focus();
  };
  const title = tab === 'login' ? t('account.logIn') : t('account.register');
  // Each tab has its own banner group; without a banner the close button sits beside the tabs,
  // so they leave room for it.
  const Banner = useContext(AuthBannerContext);
  const [hasBanner, setHasBanner] = useState(false);
  return (
    <Modal
      name={tab === 'login' ? 'loginPopupModal' : 'registerModal'}
      title={title}
      hideTitle
      size="wide"
      onClose={closeAccountDialog}
      media={
        Banner ? (
          <Banner key={tab} group={tab === 'login' ? 'login' : 'w_reg'} onPresence={setHasBanner} />
        ) : null
      }
    >
      <div
        role="tablist"
        aria-label={t('account.loginOrRegister')}
        className={clsx(styles.tabs, !hasBanner && styles.tabsBesideClose)}
      >
        {(['login', 'register'] as const).map((value, index) => (
          <button
            key={value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`auth-tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`auth-panel-${value}`}
            tabIndex={tab === value ? 0 : -1}
            className={styles.tab}
            onClick={() => show(value)}
            onKeyDown={onKeyDown}
          >
            {value === 'login' ? t('account.logIn') : t('account.register')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
        {tab === 'login' ? (
          <LoginPanel
            notice={notice}
            onSignedIn={() => {
              closeAccountDialog();
              if (window.location.pathname === '/login') navigate('/');
            }}
            onForgotPassword={() => openAccountDialog({ kind: 'forgot' })}
          />
        ) : (
          <RegisterForm onLogIn={() => show('login')} />
        )}
      </div>
    </Modal>
  );
}
