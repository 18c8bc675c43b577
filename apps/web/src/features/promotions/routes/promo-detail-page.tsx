import { AppError } from '@portal/contracts/errors';
import type { CheckinValue, RaffleClaimValue } from '@portal/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useAreaText } from '../../../lib/i18n.ts';
import { usePromotion } from '../api/get-promotion.ts';
import { PromotionCurrency } from '../components/promotion-currency.tsx';
import { PromotionDetail } from '../components/promotion-detail.tsx';
import { promotionIdFromSearch } from '../model/promotion-id.ts';

/** An unknown promotion: it says so and leads back to the list. */
function NotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('promotions.notFound.title')}>
      <EmptyState
        icon="gift"
        text={t('promotions.notFound.text')}
        action={
          <Link to="/promotions" className={buttonClass('secondary')}>
            {t('promotions.backToList')}
          </Link>
        }
      />
    </Page>
  );
}

/** The server knows no such promotion (or no such id). */
const isUnknown = (error: unknown) =>
  error instanceof AppError && (error.code === 'PROMOTION_NOT_FOUND' || error.code === 'VALIDATION_FAILED');

type Props = {
  onLogIn: () => void;
  /** A raffle's prize or a check-in's reward was paid into the main wallet. */
  onClaimed: (value: RaffleClaimValue | CheckinValue) => void;
  /** Opens the deposit page, where a deposit match's bonus is earned. */
  onDeposit?: () => void;
};

function PromotionView({ id, onLogIn, onClaimed, onDeposit }: Props & { id: string }) {
  const { t } = useTranslation();
  const promotion = usePromotion(id);
  if (promotion.data === undefined && isUnknown(promotion.error)) return <NotFound />;
  const value = promotion.data;
  if (!value)
    return (
      <Page title={t('promotions.detailTitle')}>
        <QueryState query={promotion}>{() => null}</QueryState>
      </Page>
    );
  return (
    <Page title={value.title} subtitle={value.summary || undefined}>
      <PromotionCurrency code={value.currency}>
        <PromotionDetail promotion={value} onLogIn={onLogIn} onClaimed={onClaimed} onDeposit={onDeposit} />
      </PromotionCurrency>
    </Page>
  );
}

/**
 * /promoDetail?id=N (spec 2): one promotion's terms, when it runs, the most it pays and its state
 * for the viewer, with the application where it takes one (spec 4, spec 5) or a raffle's entry and
 * prize (spec 7). `onLogIn` opens the app's login popup for a visitor; `onClaimed` refreshes what
 * a paid prize changes outside this feature (the balance, the account records). Its text lives in
 * `locales/promotions` and loads with it.
 */
export function PromoDetailPage({ onLogIn, onClaimed, onDeposit }: Props) {
  useAreaText('promotions');
  const [params] = useSearchParams();
  const id = promotionIdFromSearch(params);
  // The key starts each promotion afresh (its form, its outcome) when the address moves to another.
  return id ? (
    <PromotionView key={id} id={id} onLogIn={onLogIn} onClaimed={onClaimed} onDeposit={onDeposit} />
  ) : (
    <NotFound />
  );
}
