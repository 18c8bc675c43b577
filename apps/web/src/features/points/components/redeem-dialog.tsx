import type { RedeemValue, Reward } from '@portal/contracts/points';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, PasswordField, TextField } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { encryptField } from '../../../lib/encrypt-field.ts';
import type { SubmissionId } from '../../../lib/submission-id.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { pointsQueryKeys } from '../api/get-points.ts';
import { redeemReward } from '../api/redeem-reward.ts';
import { maxQuantity, parseWhole } from '../model/points-input.ts';
import { type PointsRefusal, pointsRefusal } from '../model/refusal.ts';
import { isDefiniteRefusal } from '../model/request-outcome.ts';
import styles from './points.module.css';
import { usePointCount } from './use-point-count.ts';
import { useRefusalText } from './use-refusal-text.ts';

/**
 * Redeeming a reward (spec 7 "redeem (password check)"): how many (1 to 99, no more than are
 * left), the points that takes, and the payment password, sent encrypted with one request id per
 * attempt (kept by the page, so a retry after no answer holds the points once). The outcome
 * of a refusal is shown here; a success closes the dialog (`onRedeemed`).
 */
export function RedeemDialog({
  reward,
  points,
  ids,
  onClose,
  onRedeemed,
  onOpenSecurityCentre,
}: {
  reward: Reward;
  /** The member's points as last read. */
  points: number;
  ids: SubmissionId;
  onClose: () => void;
  onRedeemed: (value: RedeemValue, quantity: number) => void;
  onOpenSecurityCentre?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { count } = usePointCount();
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const form = useFormSubmit();
  const [quantityText, setQuantityText] = useState('1');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [refusal, setRefusal] = useState<PointsRefusal | null>(null);
  const max = Math.max(1, maxQuantity(reward.available));
  const parsed = parseWhole(quantityText);
  const quantity = parsed.ok ? parsed.value : null;
  const inRange = quantity !== null && quantity >= 1 && quantity <= max;
  const total = inRange ? quantity * reward.cost : null;
  const step = (by: number) => setQuantityText(String(Math.min(max, Math.max(1, (quantity ?? 0) + by))));

  const send = async (chosen: number): Promise<string | null> => {
    const attempt = { rewardId: reward.id, quantity: chosen };
    try {
      const value = await redeemReward({
        ...attempt,
        paymentPassword: await encryptField(paymentPassword),
        requestId: ids.idFor(attempt),
      });
      ids.done();
      onRedeemed(value, chosen);
      return null;
    } catch (error) {
      if (isDefiniteRefusal(error)) ids.done();
      const found = pointsRefusal(error);
      setRefusal(found);
      // What the refusal says is out of date on the page is read again.
      if (found?.kind === 'insufficientPoints' || found?.kind === 'disabled')
        void queryClient.invalidateQueries({ queryKey: pointsQueryKeys.value });
      if (found?.kind === 'soldOut')
        void queryClient.invalidateQueries({ queryKey: pointsQueryKeys.rewards });
      throw error;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    let quantityProblem: string | null = null;
    if (!inRange) quantityProblem = t('points.errors.quantity', { max });
    else if (total !== null && total > points)
      quantityProblem = t('points.errors.notEnough', { needed: count(total), points: count(points) });
    void form.submit(
      {
        quantity: quantityProblem,
        paymentPassword: paymentPassword ? null : t('points.errors.passwordRequired'),
      },
      () => send(quantity ?? 0),
      {
        fields: ['quantity', 'paymentPassword'],
        fieldsOf: (error): Record<string, string> =>
          pointsRefusal(error)?.kind === 'wrongPaymentPassword'
            ? { paymentPassword: t('points.errors.wrongPaymentPassword') }
            : {},
        textOf: (error) => refusalText(pointsRefusal(error)),
      },
    );
  };

  return (
    <Modal
      name="redeemModal"
      title={t('points.redeem.title', { name: reward.name })}
      // Not closed while the request runs: its outcome is shown here.
      onClose={form.busy ? undefined : onClose}
    >
      <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        {reward.description ? <p className={styles.muted}>{reward.description}</p> : null}
        <dl className={styles.dialogFacts}>
          {reward.kind === 'cash' && reward.cashAmount !== null ? (
            <div>
              <dt>{t('points.rewards.cashLabel')}</dt>
              <dd>{money(reward.cashAmount)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('points.redeem.each')}</dt>
            <dd>{count(reward.cost)}</dd>
          </div>
          <div>
            <dt>{t('points.redeem.yourPoints')}</dt>
            <dd>{count(points)}</dd>
          </div>
        </dl>
        <TextField
          label={t('points.redeem.quantity')}
          value={quantityText}
          onValueChange={setQuantityText}
          inputMode="numeric"
          autoComplete="off"
          hint={t('points.redeem.quantityHint', { max })}
          error={form.errorOf('quantity')}
          trailing={
            <>
              <button
                type="button"
                className={styles.stepper}
                aria-label={t('points.redeem.fewer')}
                disabled={quantity !== null && quantity <= 1}
                onClick={() => step(-1)}
              >
                −
              </button>
              <button
                type="button"
                className={styles.stepper}
                aria-label={t('points.redeem.more')}
                disabled={quantity !== null && quantity >= max}
                onClick={() => step(1)}
              >
                +
              </button>
            </>
          }
        />
        <dl className={styles.dialogFacts}>
          <div className={styles.total}>
            <dt>{t('points.redeem.total')}</dt>
            <dd aria-live="polite">{total === null ? '—' : count(total)}</dd>
          </div>
        </dl>
        <PasswordField
          label={t('points.paymentPassword')}
          value={paymentPassword}
          onValueChange={setPaymentPassword}
          error={form.errorOf('paymentPassword')}
          inputMode="numeric"
        />
        <FormError text={form.formError} />
        {refusal?.kind === 'paymentPasswordRequired' && onOpenSecurityCentre ? (
          <Button variant="secondary" onClick={onOpenSecurityCentre}>
            {t('points.errors.goToSecurity')}
          </Button>
        ) : null}
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose} disabled={form.busy}>
            {t('points.redeem.cancel')}
          </Button>
          <Button type="submit" disabled={form.busy}>
            {form.busy ? t('points.redeem.sending') : t('points.redeem.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
