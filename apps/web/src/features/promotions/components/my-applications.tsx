import type { Application } from '@portal/contracts/promotions';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Facts } from '../../../components/ui/section.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { formatShortDateTime } from '../../../lib/format.ts';
import { useApplications } from '../api/get-applications.ts';
import { promoDetailPath } from '../model/promotion-id.ts';
import { PromotionCurrency } from './promotion-currency.tsx';
import { StateBadge } from './promotion-parts.tsx';
import styles from './promotions.module.css';

/** What was sent and what became of it: dates, remark, images, and the amount paid or the reason. */
export function ApplicationFacts({ application }: { application: Application }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const date = (iso: string) => formatShortDateTime(iso, i18n.language);
  return (
    <Facts
      items={[
        { key: 'sentAt', label: t('promotions.application.sentAt'), value: date(application.createdAt) },
        ...(application.reviewedAt
          ? [
              {
                key: 'reviewedAt',
                label: t('promotions.application.reviewedAt'),
                value: date(application.reviewedAt),
              },
            ]
          : []),
        {
          key: 'remark',
          label: t('promotions.application.remark'),
          value: application.remark || t('promotions.application.noRemark'),
        },
        {
          key: 'images',
          label: t('promotions.application.images'),
          value: t('promotions.application.imageCount', { count: application.images }),
        },
        ...(application.status === 'issued' && application.amount !== null
          ? [{ key: 'amount', label: t('promotions.application.amount'), value: money(application.amount) }]
          : []),
        ...(application.status === 'rejected'
          ? [
              {
                key: 'reason',
                label: t('promotions.application.reason'),
                value: application.reason || t('promotions.apply.noReason'),
              },
            ]
          : []),
      ]}
    />
  );
}

function ApplicationItem({ application }: { application: Application }) {
  const titleId = useId();
  return (
    <article className={styles.application} aria-labelledby={titleId}>
      <div className={styles.cardTop}>
        <h2 id={titleId} className={styles.applicationTitle}>
          <Link to={promoDetailPath(application.promotionId)}>{application.promotionTitle}</Link>
        </h2>
        <StateBadge state={application.status} />
      </div>
      <ApplicationFacts application={application} />
    </article>
  );
}

/** The member's applications, newest first, ten a page, each with its status and outcome. */
export function MyApplications() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const applications = useApplications(page);
  const stale = applications.isPlaceholderData;
  return (
    <QueryState query={applications} loadingLabel={t('promotions.applications.loading')}>
      {(value) =>
        value.total === 0 ? (
          <EmptyState icon="gift" text={t('promotions.applications.none')} />
        ) : (
          <PromotionCurrency code={value.currency}>
            <div className={clsx(styles.results, stale && styles.refreshing)} aria-busy={stale || undefined}>
              <ul className={styles.applications}>
                {value.list.map((application) => (
                  <li key={application.id}>
                    <ApplicationItem application={application} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={value.page}
                totalPages={value.totalPages}
                onPage={setPage}
                label={t('promotions.applications.pages')}
              />
            </div>
          </PromotionCurrency>
        )
      }
    </QueryState>
  );
}
