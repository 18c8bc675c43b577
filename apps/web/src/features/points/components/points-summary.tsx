import type { PointsValue } from '@portal/contracts/points';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import figures from '../../../components/ui/figures.module.css';
import { useMoney } from '../../../lib/currency.tsx';
import styles from './points.module.css';
import { usePointCount } from './use-point-count.ts';

export type OpenPoints = Extract<PointsValue, { enabled: true }>;

/**
 * The member's points (spec 3 "current points", "points ratio"): the balance, what requests in
 * process hold, how deposits earn points and what points convert to; points never expire.
 */
export function PointsSummary({ value }: { value: OpenPoints }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { count } = usePointCount();
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('points.summary.title')}
      </h2>
      <dl className={`${figures.figures} ${styles.figures}`}>
        <div className={`${figures.figure} ${figures.highlight} ${styles.current}`}>
          <dt>{t('points.summary.current')}</dt>
          <dd>{count(value.points)}</dd>
        </div>
        <div className={figures.figure}>
          <dt>{t('points.summary.pending')}</dt>
          <dd>{count(value.pendingPoints)}</dd>
          <dd className={styles.hint}>{t('points.summary.pendingHint')}</dd>
        </div>
      </dl>
      <dl className={styles.rules}>
        <div className={styles.rule}>
          <dt>{t('points.summary.earnLabel')}</dt>
          <dd>
            {t('points.summary.earnRule', {
              count: value.earnPoints,
              points: count(value.earnPoints),
              amount: money(value.earnUnit),
            })}
          </dd>
        </div>
        <div className={styles.rule}>
          <dt>{t('points.summary.ratioLabel')}</dt>
          <dd>
            {t('points.summary.ratio', {
              points: count(value.ratioPoints),
              amount: money(value.ratioAmount),
            })}
          </dd>
        </div>
      </dl>
      <p className={styles.neverExpire}>{t('points.summary.neverExpire')}</p>
    </section>
  );
}
