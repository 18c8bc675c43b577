import type { CheckinValue, PromotionDetail } from '@portal/contracts/promotions';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Facts } from '../../../components/ui/section.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { formatShortDateTime } from '../../../lib/format.ts';
import { checkinStep } from '../model/promotion-state.ts';
import { useCheckin } from '../model/use-checkin.ts';
import { useViewer } from '../model/viewer.ts';
import { CallOutcomeRegion } from './call-outcome.tsx';
import { BelowLevelNotice, LogInPrompt } from './promotion-parts.tsx';
import styles from './promotions.module.css';

/**
 * A check-in beside its terms (spec 4 `signed`): the reward of each day, and for a member the
 * days checked in and the streak of days in a row; then what its state offers: the button to
 * check in today (a log-in button for a visitor, the need of a real account for a trial one), or
 * that today is done, or that it is not open.
 */
export function CheckinPanel({
  promotion,
  onLogIn,
  onPaid,
}: {
  promotion: PromotionDetail;
  onLogIn: () => void;
  onPaid: (value: CheckinValue) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const viewer = useViewer();
  const step = checkinStep(promotion, viewer);
  const checkin = useCheckin(promotion, onPaid);
  const titleId = useId();
  const { outcome } = checkin;

  const terms = promotion.checkin;
  const reward = terms ? money(terms.reward) : null;
  const member = viewer === 'member';

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('promotions.checkin.title')}
      </h2>
      {terms ? (
        <Facts
          items={[
            { key: 'reward', label: t('promotions.checkin.reward'), value: reward },
            ...(member
              ? [
                  { key: 'days', label: t('promotions.checkin.days'), value: terms.days },
                  {
                    key: 'streak',
                    label: t('promotions.checkin.streak'),
                    value: t('promotions.checkin.streakDays', { count: terms.streak }),
                  },
                ]
              : []),
          ]}
        />
      ) : null}
      <CallOutcomeRegion
        outcome={outcome}
        success={
          outcome?.kind === 'signed' ? (
            <p className={`${styles.notice} ${styles.paid}`}>
              {t('promotions.checkin.paid', { amount: money(outcome.value.reward) })}
            </p>
          ) : null
        }
      />
      {step === 'checkIn' ? (
        <>
          <p className={styles.muted}>{t('promotions.checkin.intro', { amount: reward })}</p>
          <div className={styles.actions}>
            <Button onClick={() => void checkin.checkIn()} disabled={checkin.busy}>
              {checkin.busy ? t('promotions.checkin.checkingIn') : t('promotions.checkin.checkIn')}
            </Button>
          </div>
        </>
      ) : null}
      {step === 'belowLevel' ? <BelowLevelNotice level={promotion.level} /> : null}
      {step === 'logIn' ? (
        <LogInPrompt text={t('promotions.checkin.logInPrompt', { amount: reward })} onLogIn={onLogIn} />
      ) : null}
      {step === 'trial' ? <p className={styles.notice}>{t('promotions.checkin.trial')}</p> : null}
      {step === 'signed' ? <p className={styles.notice}>{t('promotions.checkin.doneToday')}</p> : null}
      {step === 'closed' ? <p className={styles.notice}>{t('promotions.checkin.closed')}</p> : null}
      {step === 'comingSoon' ? (
        <p className={styles.notice}>
          {t('promotions.apply.comingSoon', {
            date: formatShortDateTime(promotion.startsAt, i18n.language),
          })}
        </p>
      ) : null}
    </section>
  );
}
