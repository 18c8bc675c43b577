import { useQueryClient } from '@tanstack/react-query';
import { openAccountDialog } from '../../features/identity/model/account-dialog-store.ts';
import { PromoDetailPage } from '../../features/promotions/routes/promo-detail-page.tsx';
import { balanceQueryKey } from '../../features/wallet/api/get-balance.ts';
import { useMemberCentre } from '../member-centre/use-member-centre.ts';

/** What a raffle's prize paid into the main wallet changes outside promotions: the header's balance, the wallets, the records. */
const RAFFLE_CLAIM_KEYS = [balanceQueryKey, ['wallet', 'consolidated'], ['records']] as const;

/**
 * /promoDetail?id=N: one promotion; a visitor who wants to apply or join gets the login popup, and
 * a raffle prize claimed here refreshes the balance as the member centre's claims do; a deposit
 * match's member goes on to the member centre's deposit page.
 */
export default function PromoDetailRoute() {
  const queryClient = useQueryClient();
  const centre = useMemberCentre();
  return (
    <PromoDetailPage
      onLogIn={() => openAccountDialog({ kind: 'auth', tab: 'login' })}
      onClaimed={() => {
        for (const queryKey of RAFFLE_CLAIM_KEYS) void queryClient.invalidateQueries({ queryKey });
      }}
      onDeposit={() => centre.open('depositv2')}
    />
  );
}
