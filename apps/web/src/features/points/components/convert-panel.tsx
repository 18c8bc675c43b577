import { type ConvertValue, convertedAmount } from '@portal/contracts/points';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, FormNotice, PasswordField, TextField } from '../../../components/ui/form-field.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { encryptField } from '../../../lib/encrypt-field.ts';
import type { SubmissionId } from '../../../lib/submission-id.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { convertPoints } from '../api/convert-points.ts';
import { pointsQueryKeys } from '../api/get-points.ts';
import { type ConvertProblem, convertProblem, maxConvertible, parseWhole } from '../model/points-input.ts';
import { type PointsRefusal, pointsRefusal } from '../model/refusal.ts';
import { isDefiniteRefusal } from '../model/request-outcome.ts';
import styles from './points.module.css';
import type { OpenPoints } from './points-summary.tsx';
import { usePointCount } from './use-point-count.ts';
import { useRefusalText } from './use-refusal-text.ts';

/**
 * Converting points to money in the main wallet (spec 7 "convert points (password check)"): whole
 * multiples of the ratio's points only, no more than the member has; what it pays is shown as
 * it is typed. One request id per attempt, kept by the page (a retry after no answer converts
 * once). `onConverted` refreshes what lives outside this feature (the header balance).
 */
export function ConvertPanel({
  value,
  ids,
  onConverted,
  onOpenSecurityCentre,
}: {
  value: OpenPoints;
  ids: SubmissionId;
  onConverted?: ((value: ConvertValue) => void) | undefined;
  onOpenSecurityCentre?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { count } = usePointCount();
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const form = useFormSubmit();
  const titleId = useId();
  const [pointsText, setPointsText] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [refusal, setRefusal] = useState<PointsRefusal | null>(null);
  const { ratioPoints, ratioAmount } = value;
  const max = maxConvertible(value.points, ratioPoints);
  const parsed = parseWhole(pointsText);
  // Only what the form would send pays: a whole multiple of the ratio, within the balance.
  const convertible = parsed.ok && parsed.value <= value.points && parsed.value % ratioPoints === 0;
  const pays = convertible ? convertedAmount(parsed.value, ratioPoints, ratioAmount) : 0;

  const problemText = (problem: ConvertProblem | null): string | null => {
    switch (problem?.kind) {
      case 'zero':
        return t('points.convert.problems.zero', { step: count(ratioPoints) });
      case 'aboveBalance':
        return t('points.convert.problems.aboveBalance', { points: count(problem.points) });
      case 'notMultiple':
        return t('points.convert.problems.notMultiple', {
          step: count(problem.ratioPoints),
          suggestion: count(problem.suggestion),
        });
      default:
        return null;
    }
  };

  const send = async (points: number): Promise<string | null> => {
    const attempt = { points };
    try {
      const converted = await convertPoints({
        points,
        paymentPassword: await encryptField(paymentPassword),
        requestId: ids.idFor(attempt),
      });
      ids.done();
      setPointsText('');
      setPaymentPassword('');
      onConverted?.(converted);
      await queryClient.invalidateQueries({ queryKey: pointsQueryKeys.all });
      return t('points.convert.done', {
        amount: money(converted.amount),
        balance: money(converted.balance),
        points: count(converted.points),
      });
    } catch (error) {
      if (isDefiniteRefusal(error)) ids.done();
      const found = pointsRefusal(error);
      setRefusal(found);
      if (found?.kind === 'insufficientPoints' || found?.kind === 'disabled')
        void queryClient.invalidateQueries({ queryKey: pointsQueryKeys.value });
      throw error;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    let pointsProblem: string | null;
    if (!parsed.ok)
      pointsProblem =
        parsed.problem === 'empty'
          ? t('points.convert.problems.required')
          : t('points.convert.problems.format', { example: count(Math.max(max, ratioPoints)) });
    else pointsProblem = problemText(convertProblem(parsed.value, value.points, ratioPoints));
    void form.submit(
      {
        points: pointsProblem,
        paymentPassword: paymentPassword ? null : t('points.errors.passwordRequired'),
      },
      () => send(parsed.ok ? parsed.value : 0),
      {
        fields: ['points', 'paymentPassword'],
        fieldsOf: (error): Record<string, string> =>
          pointsRefusal(error)?.kind === 'wrongPaymentPassword'
            ? { paymentPassword: t('points.errors.wrongPaymentPassword') }
            : {},
        textOf: (error) => refusalText(pointsRefusal(error)),
      },
    );
  };

  return (
    <section className={styles.convert} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        {t('points.convert.title')}
      </h3>
      <p className={styles.muted}>
        {t('points.convert.intro', {
          points: count(ratioPoints),
          amount: money(ratioAmount),
          step: count(ratioPoints),
        })}
      </p>
      {max === 0 ? (
        <p className={styles.notice}>
          {t('points.convert.tooFew', { step: count(ratioPoints), points: count(value.points) })}
        </p>
      ) : null}
      {/* The outcome of the last conversion stays readable after the points run out. */}
      {max === 0 && !form.notice ? null : (
        <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('points.convert.points')}
            value={pointsText}
            onValueChange={setPointsText}
            inputMode="numeric"
            autoComplete="off"
            hint={t('points.convert.hint', { step: count(ratioPoints), max: count(max) })}
            error={form.errorOf('points')}
            disabled={max === 0}
          />
          <dl className={styles.receive}>
            <dt>{t('points.convert.receive')}</dt>
            <dd aria-live="polite">{money(pays)}</dd>
          </dl>
          <PasswordField
            label={t('points.paymentPassword')}
            value={paymentPassword}
            onValueChange={setPaymentPassword}
            error={form.errorOf('paymentPassword')}
            inputMode="numeric"
            disabled={max === 0}
          />
          <FormError text={form.formError} />
          {refusal?.kind === 'paymentPasswordRequired' && onOpenSecurityCentre ? (
            <Button variant="secondary" onClick={onOpenSecurityCentre}>
              {t('points.errors.goToSecurity')}
            </Button>
          ) : null}
          <FormNotice text={form.notice} />
          <div className={styles.formActions}>
            <Button type="submit" disabled={form.busy || max === 0}>
              {form.busy ? t('points.convert.submitting') : t('points.convert.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
