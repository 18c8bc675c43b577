import type { Application, PromotionDetail } from '@portal/contracts/promotions';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import outcomeStyles from '../../../components/ui/outcome.module.css';
import { useMoney } from '../../../lib/currency.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { usePromotionKey } from '../api/get-promotion.ts';
import { promotionQueryKeys } from '../api/get-promotions.ts';
import { applicationStep } from '../model/promotion-state.ts';
import { useViewer } from '../model/viewer.ts';
import { ApplicationForm } from './application-form.tsx';
import { ApplicationFacts } from './my-applications.tsx';
import { BelowLevelNotice, LogInPrompt } from './promotion-parts.tsx';
import styles from './promotions.module.css';

/** What became of the last submission here: recorded, or refused because the promotion changed. */
type Outcome = { kind: 'sent' } | { kind: 'refused'; text: string };

/** The operator's answer to the member's last application, above the form to apply again. */
function Rejection({ application }: { application: Application | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.rejection}>
      <p className={styles.rejectionTitle}>{t('promotions.apply.rejected')}</p>
      <p>
        {application?.reason
          ? t('promotions.apply.reason', { reason: application.reason })
          : t('promotions.apply.noReason')}
      </p>
    </div>
  );
}

/**
 * Under the terms, what the promotion's state offers its viewer (spec 4, spec 5): the application
 * form (again, with the reason, after a rejection), a log-in button for a visitor, the need of a
 * real account for a trial one, the application under review or what it paid, or that the
 * promotion is not open. The outcome of a submission is announced here and takes the focus, as the
 * form it came from may be gone.
 */
export function ApplicationPanel({
  promotion,
  onLogIn,
}: {
  promotion: PromotionDetail;
  onLogIn: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const detailKey = usePromotionKey(promotion.id);
  const step = applicationStep(promotion, useViewer());
  const titleId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const refusedRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome) (outcome.kind === 'sent' ? sentRef : refusedRef).current?.focus();
  }, [outcome]);

  const onApplied = (application: Application) => {
    setOutcome({ kind: 'sent' });
    // The page shows the application at once; the promotion, the list's badges and the member's
    // applications are then read again from the server.
    queryClient.setQueryData<PromotionDetail>(detailKey, (current) =>
      current ? { ...current, state: 'applying', application } : current,
    );
    void queryClient.invalidateQueries({ queryKey: promotionQueryKeys.all });
  };
  const onRefused = (error: unknown) => {
    setOutcome({ kind: 'refused', text: errorText(error, t) });
    void queryClient.invalidateQueries({ queryKey: promotionQueryKeys.all });
  };

  const date = (iso: string) => formatShortDateTime(iso, i18n.language);
  const application = promotion.application;
  const heading =
    step === 'applying' || step === 'issued'
      ? t('promotions.apply.yours')
      : step === 'comingSoon' || step === 'closed'
        ? t('promotions.detail.state')
        : promotion.state === 'rejected'
          ? t('promotions.apply.again')
          : t('promotions.apply.title');

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {heading}
      </h2>
      {/* Always in the page, so what arrives in it is announced; it takes the focus when it does. */}
      <div ref={sentRef} className={styles.status} role="status" tabIndex={-1}>
        {outcome?.kind === 'sent' ? (
          <p className={outcomeStyles.success}>{t('promotions.apply.sent')}</p>
        ) : null}
      </div>
      {outcome?.kind === 'refused' ? (
        <p
          ref={refusedRef}
          className={`${outcomeStyles.refusal} ${styles.status}`}
          role="alert"
          tabIndex={-1}
        >
          {outcome.text}
        </p>
      ) : null}
      {step === 'form' ? (
        <>
          {promotion.state === 'rejected' ? <Rejection application={application} /> : null}
          <p className={styles.muted}>{t('promotions.apply.intro')}</p>
          <ApplicationForm
            key={application?.id ?? 'first'}
            promotionId={promotion.id}
            onApplied={onApplied}
            onRefused={onRefused}
          />
        </>
      ) : null}
      {step === 'belowLevel' ? <BelowLevelNotice level={promotion.level} /> : null}
      {step === 'logIn' ? <LogInPrompt text={t('promotions.apply.logInPrompt')} onLogIn={onLogIn} /> : null}
      {step === 'trial' ? <p className={styles.notice}>{t('promotions.apply.trial')}</p> : null}
      {step === 'applying' ? (
        <>
          <p className={styles.notice}>{t('promotions.apply.underReview')}</p>
          {application ? <ApplicationFacts application={application} /> : null}
        </>
      ) : null}
      {step === 'issued' ? (
        <>
          <p className={`${styles.notice} ${styles.paid}`}>
            {application?.amount != null
              ? t('promotions.apply.issued', { amount: money(application.amount) })
              : t('promotions.apply.issuedNoAmount')}
          </p>
          {application ? <ApplicationFacts application={application} /> : null}
        </>
      ) : null}
      {step === 'comingSoon' ? (
        <p className={styles.notice}>
          {t('promotions.apply.comingSoon', { date: date(promotion.startsAt) })}
        </p>
      ) : null}
      {step === 'closed' ? <p className={styles.notice}>{t('promotions.apply.closed')}</p> : null}
    </section>
  );
}
