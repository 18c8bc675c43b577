import { formatMoney } from '@portal/contracts/money';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { HomeLink } from '../../../components/ui/home-link.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { DEFAULT_CURRENCY } from '../../../lib/currency.tsx';
import { useSession } from '../../../lib/session.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import styles from '../components/account.module.css';
import { RegisterForm } from '../components/register-form.tsx';
import { openAccountDialog } from '../model/account-dialog-store.ts';

/**
 * The registration page (spec 2): title (naming the welcome bonus when the merchant pays one,
 * spec 1), the form with its username/mobile tabs, the promotions for new players (`Promotions`,
 * supplied by the app: they belong to the promotions feature), back to home. Someone signed in
 * (a banner's "join now" still links here) goes home; so does a visitor once registered here,
 * with the success dialog over the home page.
 */
export default function RegisterPage({ Promotions }: { Promotions?: ComponentType }) {
  const { t } = useTranslation();
  const { register, brand } = useSystemInfo();
  const session = useSession();
  // A visitor has no balance answer to name the currency's digits: the spec's 2 (spec 9).
  const bonus = formatMoney(register.welcomeBonus, DEFAULT_CURRENCY.exponent, brand.currencySymbol);
  const title =
    register.welcomeBonus > 0
      ? t('identity.registerTitleBonus', { amount: bonus })
      : t('identity.registerTitle');
  if (session) return <Navigate to="/" replace />;
  return (
    <Page title={title} subtitle={t('identity.registerSubtitle')}>
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
