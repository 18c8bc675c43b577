import { openAccountDialog } from '../../features/identity/model/account-dialog-store.ts';
import { PromoDetailPage } from '../../features/promotions/routes/promo-detail-page.tsx';

/** /promoDetail?id=N: one promotion; a visitor who wants to apply gets the login popup. */
export default function PromoDetailRoute() {
  return <PromoDetailPage onLogIn={() => openAccountDialog({ kind: 'auth', tab: 'login' })} />;
}
