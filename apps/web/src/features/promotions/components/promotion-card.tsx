import type { Promotion } from '@portal/contracts/promotions';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../../lib/currency.tsx';
import { promoDetailPath } from '../model/promotion-id.ts';
import { refusalOf } from '../model/promotion-state.ts';
import { PromotionImage, StateBadge, WindowText } from './promotion-parts.tsx';
import styles from './promotions.module.css';

/**
 * One promotion: its image when the operator gave one, category, state, title (the link to its
 * detail page, spread over the whole card), summary, when it runs and the most it pays (a raffle:
 * its winners and the prize of each; a deposit match: its share of the deposit). `level` keeps
 * the headings in order where it sits.
 */
export function PromotionCard({ promotion, level = 2 }: { promotion: Promotion; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const money = useMoney();
  const titleId = useId();
  const Heading = `h${level}` as const;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <PromotionImage src={promotion.image} className={styles.cardImage} />
      <div className={styles.cardTop}>
        <span className={styles.category}>{t(`promotions.categories.${promotion.category}`)}</span>
        {promotion.state ? (
          <StateBadge state={promotion.state} action={promotion.action} refusal={refusalOf(promotion)} />
        ) : null}
      </div>
      <Heading id={titleId} className={styles.cardTitle}>
        <Link to={promoDetailPath(promotion.id)} className={styles.cardLink}>
          {promotion.title}
        </Link>
      </Heading>
      {promotion.summary ? <p className={styles.summary}>{promotion.summary}</p> : null}
      {promotion.level ? (
        <p className={styles.window}>{t('promotions.levelFor', { level: promotion.level.name })}</p>
      ) : null}
      <p className={styles.window}>
        <WindowText startsAt={promotion.startsAt} endsAt={promotion.endsAt} />
      </p>
      {promotion.raffle ? (
        <p className={styles.bonus}>
          {t('promotions.rafflePrize', {
            count: promotion.raffle.winners,
            prize: money(promotion.raffle.prize),
          })}
        </p>
      ) : promotion.checkin ? (
        <p className={styles.bonus}>
          {t('promotions.checkinReward', { amount: money(promotion.checkin.reward) })}
        </p>
      ) : promotion.match && promotion.bonusMax !== null ? (
        <p className={styles.bonus}>
          {t(promotion.match.firstDeposit ? 'promotions.matchOfferFirst' : 'promotions.matchOffer', {
            percent: promotion.match.percent,
            amount: money(promotion.bonusMax),
          })}
        </p>
      ) : promotion.bonusMax !== null ? (
        <p className={styles.bonus}>{t('promotions.upTo', { amount: money(promotion.bonusMax) })}</p>
      ) : null}
    </article>
  );
}
