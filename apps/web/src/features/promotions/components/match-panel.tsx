import type { PromotionDetail } from '@portal/contracts/promotions';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import outcomeStyles from '../../../components/ui/outcome.module.css';
import { Facts } from '../../../components/ui/section.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { formatShortDateTime } from '../../../lib/format.ts';
import { matchStep } from '../model/promotion-state.ts';
import { useDepositMatch } from '../model/use-deposit-match.ts';
import { useViewer } from '../model/viewer.ts';
import { CallOutcomeRegion } from './call-outcome.tsx';
import { BelowLevelNotice, LogInPrompt } from './promotion-parts.tsx';
import styles from './promotions.module.css';

/**
 * A deposit match beside its terms: the share of a deposit it pays, the smallest deposit and the
 * most it pays; then what its state offers: the button to join (a log-in button for a visitor,
 * the need of a real account for a trial one), the join waiting for a deposit (with the way to
 * the deposit page), the bonus paid, or that it is not open.
 */
export function MatchPanel({
  promotion,
  onLogIn,
  onDeposit,
}: {
  promotion: PromotionDetail;
  onLogIn: () => void;
  /** Opens the deposit page; absent where there is none to open. */
  onDeposit?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const step = matchStep(promotion, useViewer());
  const match = useDepositMatch(promotion);
  const titleId = useId();
  const terms = promotion.match;
  if (!terms) return null;

  const date = (iso: string) => formatShortDateTime(iso, i18n.language);
  const minDeposit = money(terms.minDeposit);
  const bonusMax = promotion.bonusMax === null ? null : money(promotion.bonusMax);
  const offer = t('promotions.match.offer', { percent: terms.percent, amount: bonusMax });
  const waiting = (
    <>
      <p className={styles.noticeLine}>
        {promotion.endsAt
          ? t('promotions.match.waitingUntil', { amount: minDeposit, date: date(promotion.endsAt) })
          : t('promotions.match.waiting', { amount: minDeposit })}
      </p>
      <p className={styles.noticeLine}>{t('promotions.match.paidOnApproval')}</p>
    </>
  );
  const depositButton = onDeposit ? (
    <div className={styles.actions}>
      <Button onClick={onDeposit}>{t('promotions.match.deposit')}</Button>
    </div>
  ) : null;

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('promotions.match.title')}
      </h2>
      <Facts
        items={[
          { key: 'bonus', label: t('promotions.match.bonus'), value: offer },
          { key: 'minDeposit', label: t('promotions.match.minDeposit'), value: minDeposit },
          ...(terms.firstDeposit
            ? [{ key: 'first', label: t('promotions.match.which'), value: t('promotions.match.firstOnly') }]
            : []),
          ...(terms.joinedAt
            ? [{ key: 'joinedAt', label: t('promotions.match.joinedAt'), value: date(terms.joinedAt) }]
            : []),
        ]}
      />
      <CallOutcomeRegion
        outcome={match.outcome}
        success={
          match.outcome?.kind === 'joined' ? (
            <p className={outcomeStyles.success}>{t('promotions.match.joinedNow')}</p>
          ) : null
        }
      />
      {step === 'join' ? (
        <>
          <p className={styles.muted}>{t('promotions.match.intro', { amount: minDeposit })}</p>
          <div className={styles.actions}>
            <Button onClick={() => void match.join()} disabled={match.busy}>
              {match.busy ? t('promotions.match.joining') : t('promotions.match.join')}
            </Button>
          </div>
        </>
      ) : null}
      {step === 'belowLevel' ? <BelowLevelNotice level={promotion.level} /> : null}
      {step === 'depositedBefore' ? (
        <p className={styles.notice}>{t('promotions.match.depositedBefore')}</p>
      ) : null}
      {step === 'logIn' ? <LogInPrompt text={t('promotions.match.logInPrompt')} onLogIn={onLogIn} /> : null}
      {step === 'trial' ? <p className={styles.notice}>{t('promotions.match.trial')}</p> : null}
      {step === 'joined' ? (
        <>
          <div className={styles.notice}>{waiting}</div>
          {depositButton}
        </>
      ) : null}
      {step === 'issued' ? (
        <p className={`${styles.notice} ${styles.paid}`}>
          {terms.bonus !== null
            ? t('promotions.match.paid', { amount: money(terms.bonus) })
            : t('promotions.apply.issuedNoAmount')}
        </p>
      ) : null}
      {step === 'closed' ? (
        <div className={styles.notice}>
          <p className={styles.noticeLine}>{t('promotions.match.closed')}</p>
          {terms.joinedAt ? <p className={styles.noticeLine}>{t('promotions.match.closedJoined')}</p> : null}
        </div>
      ) : null}
      {step === 'comingSoon' ? (
        <p className={styles.notice}>
          {t('promotions.apply.comingSoon', { date: date(promotion.startsAt) })}
        </p>
      ) : null}
    </section>
  );
}
