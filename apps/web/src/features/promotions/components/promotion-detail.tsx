import type { CheckinValue, PromotionDetail as Detail, RaffleClaimValue } from '@portal/contracts/promotions';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Facts } from '../../../components/ui/section.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { applicationStep, refusalOf } from '../model/promotion-state.ts';
import { useViewer } from '../model/viewer.ts';
import { ApplicationPanel } from './application-panel.tsx';
import { CheckinPanel } from './checkin-panel.tsx';
import { MatchPanel } from './match-panel.tsx';
import { PromotionImage, StateBadge, WindowText } from './promotion-parts.tsx';
import styles from './promotions.module.css';
import { RafflePanel } from './raffle-panel.tsx';

/**
 * A promotion's facts and terms, and beside them (below on a phone) what its state offers: the
 * application, a raffle's terms and the member's entry, a check-in, or a deposit match. `onClaimed` refreshes
 * what lives outside this feature when a raffle's prize or a check-in's reward is paid (the
 * balance, the account records).
 */
export function PromotionDetail({
  promotion,
  onLogIn,
  onClaimed,
  onDeposit,
}: {
  promotion: Detail;
  onLogIn: () => void;
  onClaimed: (value: RaffleClaimValue | CheckinValue) => void;
  /** Opens the deposit page (a deposit match's next step). */
  onDeposit?: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const termsId = useId();
  const offers = applicationStep(promotion, useViewer()) !== 'none';
  return (
    <div className={styles.page}>
      <PromotionImage src={promotion.image} className={styles.detailImage} />
      <div className={styles.detail}>
        <section className={styles.panel} aria-labelledby={termsId}>
          <Facts
            items={[
              {
                key: 'category',
                label: t('promotions.detail.category'),
                value: t(`promotions.categories.${promotion.category}`),
              },
              {
                key: 'window',
                label: t('promotions.detail.window'),
                value: <WindowText startsAt={promotion.startsAt} endsAt={promotion.endsAt} withTime />,
              },
              // A deposit match's panel tells its bonus with its share of the deposit.
              ...(promotion.bonusMax !== null && promotion.action !== 'match'
                ? [
                    {
                      key: 'bonusMax',
                      label: t('promotions.detail.bonusMax'),
                      value: t('promotions.upTo', { amount: money(promotion.bonusMax) }),
                    },
                  ]
                : []),
              ...(promotion.level
                ? [
                    {
                      key: 'level',
                      label: t('promotions.detail.level'),
                      value: t('promotions.levelFor', { level: promotion.level.name }),
                    },
                  ]
                : []),
              ...(promotion.turnoverTimes
                ? [
                    {
                      key: 'turnover',
                      label: t('promotions.detail.turnover'),
                      value: t('promotions.detail.turnoverValue', { count: promotion.turnoverTimes }),
                    },
                  ]
                : []),
              ...(promotion.state
                ? [
                    {
                      key: 'state',
                      label: t('promotions.detail.state'),
                      value: (
                        <StateBadge
                          state={promotion.state}
                          action={promotion.action}
                          refusal={refusalOf(promotion)}
                        />
                      ),
                    },
                  ]
                : []),
            ]}
          />
          <h2 id={termsId} className={styles.sectionTitle}>
            {t('promotions.detail.terms')}
          </h2>
          {/* The operator's line breaks are kept; the text is never read as markup. */}
          <p className={styles.terms}>{promotion.content}</p>
        </section>
        {promotion.action === 'raffle' ? (
          <RafflePanel promotion={promotion} onLogIn={onLogIn} onClaimed={onClaimed} />
        ) : promotion.action === 'match' ? (
          <MatchPanel promotion={promotion} onLogIn={onLogIn} onDeposit={onDeposit} />
        ) : promotion.action === 'checkin' ? (
          <CheckinPanel promotion={promotion} onLogIn={onLogIn} onPaid={onClaimed} />
        ) : offers ? (
          <ApplicationPanel promotion={promotion} onLogIn={onLogIn} />
        ) : null}
      </div>
      <Link to="/promotions" className={buttonClass('secondary', false, styles.back)}>
        {t('promotions.backToList')}
      </Link>
    </div>
  );
}
