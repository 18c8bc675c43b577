import { clsx } from 'clsx';
import { type KeyboardEvent, lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { useBanners } from '../../content/api/get-banners.ts';
import { closeAccountDialog, type LoginNotice, openAccountDialog } from '../model/account-dialog-store.ts';
import styles from './account.module.css';
import { LoginPanel } from './login-panel.tsx';
import { RegisterForm } from './register-form.tsx';

const BannerCarousel = lazy(() => import('../../content/components/banner-carousel.tsx'));

type Tab = 'login' | 'register';

/** The modal's own banner group: 'login' for login, 'w_reg' for registration (spec 2 "Banners"). */
function ModalBanner({ tab }: { tab: Tab }) {
  const banners = useBanners(tab === 'login' ? 'login' : 'w_reg');
  const list = banners.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <div className={styles.modalBanner}>
      <Suspense fallback={null}>
        <BannerCarousel key={tab} banners={list} pagination={false} onImageError={() => undefined} />
      </Suspense>
    </div>
  );
}

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
  // Without a banner the close button sits beside the tabs, so they leave room for it.
  const hasBanner = (useBanners(tab === 'login' ? 'login' : 'w_reg').data?.list.length ?? 0) > 0;
  return (
    <Modal
      name={tab === 'login' ? 'loginPopupModal' : 'registerModal'}
      title={title}
      hideTitle
      size="wide"
      onClose={closeAccountDialog}
      media={<ModalBanner tab={tab} />}
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
