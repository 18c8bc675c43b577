import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ErrorState } from '../../components/ui/query-state.tsx';
import { openAccountDialog } from '../../features/identity/model/account-dialog-store.ts';
import { PointMallPage } from '../../features/points/routes/point-mall-page.tsx';
import { balanceQueryKey, useBalance } from '../../features/wallet/api/get-balance.ts';
import { CurrencyProvider } from '../../lib/currency.tsx';
import { errorText } from '../../lib/error-text.ts';
import { useMemberCentre } from '../member-centre/use-member-centre.ts';

/** What a conversion changes outside the points feature: the header's balance, the wallets, the records. */
const CONVERT_KEYS = [balanceQueryKey, ['wallet', 'consolidated'], ['records']] as const;

/**
 * The member's mall in the merchant currency, which the balance answer names (the header reads
 * the same answer); until it is known, that it is loading, or why it failed with a retry.
 */
function MemberCurrency({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const balance = useBalance();
  const value = balance.data;
  if (value)
    return (
      <CurrencyProvider
        currency={{ code: value.currency, symbol: value.currencySymbol, exponent: value.exponent }}
      >
        {children}
      </CurrencyProvider>
    );
  if (balance.isError)
    return <ErrorState text={errorText(balance.error, t)} onRetry={() => void balance.refetch()} />;
  return <LoadingState compact label={t('common.loading')} />;
}

/**
 * /pointMall: the points mall, with the account popups for visitors, the security centre for a
 * member without a payment password, and the header balance read again after a conversion.
 */
export default function PointMallRoute() {
  const queryClient = useQueryClient();
  const centre = useMemberCentre();
  return (
    <PointMallPage
      onLogIn={() => openAccountDialog({ kind: 'auth', tab: 'login' })}
      onRegister={() => openAccountDialog({ kind: 'auth', tab: 'register' })}
      onOpenSecurityCentre={() => centre.open('securityCenter')}
      onConverted={() => {
        for (const queryKey of CONVERT_KEYS) void queryClient.invalidateQueries({ queryKey });
      }}
      MemberScope={MemberCurrency}
    />
  );
}
