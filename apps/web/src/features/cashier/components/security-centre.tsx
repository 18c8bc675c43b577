import type { SecuritySummary } from '@portal/contracts/cashier';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Facts, Section } from '../../../components/ui/section.tsx';
import { useSecurity } from '../api/get-security.ts';
import { BankCards } from './bank-cards.tsx';
import styles from './cashier.module.css';
import { PaymentPasswordSection } from './payment-password-form.tsx';

function AccountFacts({ summary }: { summary: SecuritySummary }) {
  const { t } = useTranslation();
  const notSet = <span className={styles.notSet}>{t('security.notBound')}</span>;
  return (
    <Section title={t('security.accountTitle')}>
      <Facts
        items={[
          { label: t('security.account'), value: summary.account },
          { label: t('security.payeeName'), value: summary.payeeName ?? notSet },
          { label: t('security.mobile'), value: summary.mobileNum ?? notSet },
          { label: t('security.email'), value: summary.email ?? notSet },
        ]}
      />
    </Section>
  );
}

/**
 * securityCenter (spec 2 "my account"): the account, the login password (the existing change
 * dialog), the payment password, bound phone and email (masked by the server) and bank cards.
 */
export function SecurityCentre({ onChangeLoginPassword }: { onChangeLoginPassword: () => void }) {
  const { t } = useTranslation();
  const security = useSecurity();
  return (
    <QueryState query={security}>
      {(summary) => (
        <>
          <AccountFacts summary={summary} />
          <Section
            title={t('security.loginPasswordTitle')}
            actions={
              <Button variant="secondary" onClick={onChangeLoginPassword}>
                {t('security.changeLoginPassword')}
              </Button>
            }
          >
            <p className={styles.muted}>{t('security.loginPasswordText')}</p>
          </Section>
          <PaymentPasswordSection hasPaymentPassword={summary.hasPaymentPassword} />
          <BankCards summary={summary} />
        </>
      )}
    </QueryState>
  );
}
