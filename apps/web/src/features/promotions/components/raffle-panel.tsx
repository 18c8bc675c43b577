import type { PromotionDetail, RaffleClaimValue } from '@portal/contracts/promotions';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import outcomeStyles from '../../../components/ui/outcome.module.css';
import { Facts } from '../../../components/ui/section.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { formatShortDateTime } from '../../../lib/format.ts';
import { raffleStep } from '../model/promotion-state.ts';
import { useRaffle } from '../model/use-raffle.ts';
import { useViewer } from '../model/viewer.ts';
import { CallOutcomeRegion } from './call-outcome.tsx';
import { BelowLevelNotice, LogInPrompt } from './promotion-parts.tsx';
import styles from './promotions.module.css';

/**
 * A raffle beside its terms (spec 4, spec 7): the prize of each winner, how many win, how many
 * joined so far, when it is drawn (its end) and when it was; then what its state offers the
 * viewer: the button to join (a log-in button for a visitor, the need of a real account for a
 * trial one), the entry waiting for the draw, the prize to claim or paid, or that it is over.
 */
export function RafflePanel({
  promotion,
  onLogIn,
  onClaimed,
}: {
  promotion: PromotionDetail;
  onLogIn: () => void;
  onClaimed: (value: RaffleClaimValue) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const step = raffleStep(promotion, useViewer());
  const raffle = useRaffle(promotion, onClaimed);
  const titleId = useId();
  const { outcome } = raffle;

  const date = (iso: string) => formatShortDateTime(iso, i18n.language);
  const terms = promotion.raffle;
  const prize = terms ? money(terms.prize) : null;
  const drawText = !promotion.endsAt
    ? t('promotions.raffle.drawAfterEnd')
    : new Date(promotion.endsAt).getTime() > Date.now()
      ? t('promotions.raffle.drawOn', { date: date(promotion.endsAt) })
      : t('promotions.raffle.drawSoon');
  // The paid prize is announced once, in the live region, when it was claimed here.
  const claimedHere = outcome?.kind === 'claimed';

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('promotions.raffle.title')}
      </h2>
      {terms ? (
        <Facts
          items={[
            { key: 'prize', label: t('promotions.raffle.prize'), value: prize },
            { key: 'winners', label: t('promotions.raffle.winners'), value: terms.winners },
            { key: 'entries', label: t('promotions.raffle.entries'), value: terms.entries },
            ...(promotion.endsAt
              ? [{ key: 'drawAt', label: t('promotions.raffle.drawAt'), value: date(promotion.endsAt) }]
              : []),
            ...(terms.drawnAt
              ? [{ key: 'drawnAt', label: t('promotions.raffle.drawnAt'), value: date(terms.drawnAt) }]
              : []),
          ]}
        />
      ) : null}
      <CallOutcomeRegion
        outcome={outcome}
        success={
          outcome?.kind === 'joined' ? (
            <p className={outcomeStyles.success}>{t('promotions.raffle.joinedNow')}</p>
          ) : outcome?.kind === 'claimed' ? (
            <p className={`${styles.notice} ${styles.paid}`}>
              {t('promotions.raffle.paid', { amount: money(outcome.value.prize) })}
            </p>
          ) : null
        }
      />
      {step === 'join' ? (
        <>
          <p className={styles.muted}>{t('promotions.raffle.intro')}</p>
          <div className={styles.actions}>
            <Button onClick={() => void raffle.join()} disabled={raffle.busy !== null}>
              {raffle.busy === 'join' ? t('promotions.raffle.joining') : t('promotions.raffle.join')}
            </Button>
          </div>
        </>
      ) : null}
      {step === 'belowLevel' ? <BelowLevelNotice level={promotion.level} /> : null}
      {step === 'logIn' ? <LogInPrompt text={t('promotions.raffle.logInPrompt')} onLogIn={onLogIn} /> : null}
      {step === 'trial' ? <p className={styles.notice}>{t('promotions.raffle.trial')}</p> : null}
      {step === 'joined' ? (
        <div className={styles.notice}>
          <p className={styles.noticeLine}>{t('promotions.raffle.inDraw')}</p>
          <p className={styles.noticeLine}>{drawText}</p>
        </div>
      ) : null}
      {step === 'claim' ? (
        <>
          <p className={`${styles.notice} ${styles.paid}`}>{t('promotions.raffle.won', { amount: prize })}</p>
          <div className={styles.actions}>
            <Button onClick={() => void raffle.claim()} disabled={raffle.busy !== null}>
              {raffle.busy === 'claim' ? t('promotions.raffle.claiming') : t('promotions.raffle.claim')}
            </Button>
          </div>
        </>
      ) : null}
      {step === 'claimed' && !claimedHere ? (
        <p className={`${styles.notice} ${styles.paid}`}>{t('promotions.raffle.paid', { amount: prize })}</p>
      ) : null}
      {step === 'lost' ? <p className={styles.notice}>{t('promotions.raffle.lost')}</p> : null}
      {step === 'closed' ? <p className={styles.notice}>{t('promotions.raffle.closed')}</p> : null}
      {step === 'comingSoon' ? (
        <p className={styles.notice}>
          {t('promotions.apply.comingSoon', { date: date(promotion.startsAt) })}
        </p>
      ) : null}
    </section>
  );
}
