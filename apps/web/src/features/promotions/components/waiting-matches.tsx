import type { WaitingMatch } from '@portal/contracts/promotions';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { formatShortDateTime } from '../../../lib/format.ts';
import { useAreaText } from '../../../lib/i18n.ts';
import { useWaitingMatches } from '../api/get-waiting-matches.ts';
import { promoDetailPath } from '../model/promotion-id.ts';
import { PromotionCurrency } from './promotion-currency.tsx';
import styles from './promotions.module.css';

function Offer({ match }: { match: WaitingMatch }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const terms = {
    percent: match.percent,
    min: money(match.minDeposit),
    max: money(match.bonusMax),
  };
  return (
    <li>
      <Link to={promoDetailPath(match.promotionId)}>{match.title}</Link>
      {': '}
      {match.endsAt
        ? t('promotions.waiting.termsUntil', {
            ...terms,
            date: formatShortDateTime(match.endsAt, i18n.language),
          })
        : t('promotions.waiting.terms', terms)}
    </li>
  );
}

function Offers() {
  useAreaText('promotions');
  const { t } = useTranslation();
  const titleId = useId();
  const matches = useWaitingMatches();
  const value = matches.data;
  // A part of the deposit page: nothing at all unless a deposit match waits for this deposit.
  if (!value || value.list.length === 0) return null;
  return (
    <section className={styles.waiting} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.waitingTitle}>
        {t('promotions.waiting.title', { count: value.list.length })}
      </h3>
      <PromotionCurrency code={value.currency}>
        <ul className={styles.waitingList}>
          {value.list.map((match) => (
            <Offer key={match.promotionId} match={match} />
          ))}
        </ul>
      </PromotionCurrency>
      {value.list.length > 1 ? <p className={styles.muted}>{t('promotions.waiting.oneEach')}</p> : null}
    </section>
  );
}

/**
 * The deposit page's word on the deposit matches the member joined: the next deposit of at least
 * the smallest one earns the bonus when it is approved. The page never waits for it, and a
 * failure leaves the page as it is.
 */
export function WaitingMatches() {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Offers />
      </Suspense>
    </ErrorBoundary>
  );
}
