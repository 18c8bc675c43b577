import type { SecuritySummary, Turnover, WithdrawalSettings } from '@portal/contracts/cashier';
import { AppError } from '@portal/contracts/errors';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField, useAmountText } from '../../../components/ui/amount-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField, SelectField } from '../../../components/ui/form-field.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Facts, Section } from '../../../components/ui/section.tsx';
import { parseAmount } from '../../../lib/amount.ts';
import { useCurrency, useMoney } from '../../../lib/currency.tsx';
import { encryptField } from '../../../lib/encrypt-field.ts';
import { useSubmissionId } from '../../../lib/submission-id.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useSecurity } from '../api/get-security.ts';
import { useWithdrawalSettings } from '../api/get-withdrawal-settings.ts';
import { withdraw } from '../api/withdraw.ts';
import { limitProblem } from './amount-limits.ts';
import styles from './cashier.module.css';
import { WithdrawalList } from './withdrawal-list.tsx';

/** What must exist before a withdrawal, and the way to the place that sets it up. */
function SetUpFirst({
  summary,
  onOpenSecurityCentre,
}: {
  summary: SecuritySummary;
  onOpenSecurityCentre: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.guide}>
      <p className={styles.guideTitle}>{t('withdraw.setUpTitle')}</p>
      <ul className={styles.guideList}>
        {!summary.hasPaymentPassword ? <li>{t('withdraw.needPaymentPassword')}</li> : null}
        {summary.bankCards.length === 0 ? <li>{t('withdraw.needBankCard')}</li> : null}
      </ul>
      <div className={styles.actions}>
        <Button onClick={onOpenSecurityCentre}>{t('withdraw.goToSecurity')}</Button>
      </div>
    </div>
  );
}

/** Turnover still owed: how much more to stake, how far the member is, and what counts. */
function TurnoverDue({ turnover }: { turnover: Turnover }) {
  const { t } = useTranslation();
  const money = useMoney();
  const titleId = useId();
  return (
    <div className={styles.guide}>
      <p id={titleId} className={styles.guideTitle}>
        {t('withdraw.turnoverTitle', { amount: money(turnover.outstanding) })}
      </p>
      <ProgressBar
        value={turnover.done}
        max={turnover.required}
        labelledBy={titleId}
        valueText={t('withdraw.turnoverValue', {
          done: money(turnover.done),
          required: money(turnover.required),
        })}
      />
      <p className={styles.historyNote}>{t('withdraw.turnoverExplained')}</p>
    </div>
  );
}

function WithdrawForm({ settings, summary }: { settings: WithdrawalSettings; summary: SecuritySummary }) {
  const { t } = useTranslation();
  const { exponent } = useCurrency();
  const money = useMoney();
  const amountText = useAmountText();
  const queryClient = useQueryClient();
  const form = useFormSubmit();
  const ids = useSubmissionId();
  const [cardId, setCardId] = useState(summary.bankCards[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const max = Math.min(settings.maxAmount, settings.withdrawable);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAmount(amount, exponent);
    let amountProblem = limitProblem(
      parsed,
      { min: settings.minAmount, max: settings.maxAmount },
      amountText,
    );
    if (!amountProblem && parsed.ok && parsed.minor > settings.withdrawable)
      amountProblem = t('withdraw.aboveWithdrawable', { amount: money(settings.withdrawable) });
    void form.submit(
      {
        bankCardId: cardId ? null : t('withdraw.chooseCard'),
        amount: amountProblem,
        paymentPassword: paymentPassword ? null : t('account.errors.required'),
      },
      async () => {
        if (!parsed.ok) return null;
        const body = { bankCardId: cardId, amount: parsed.minor };
        const withdrawal = await withdraw({
          ...body,
          paymentPassword: await encryptField(paymentPassword),
          requestId: ids.idFor(body),
        }).catch(async (error: unknown) => {
          // Bets since the page loaded may have changed what is owed: show the figures as they are now.
          if (error instanceof AppError && error.code === 'TURNOVER_REQUIRED')
            await queryClient.invalidateQueries({ queryKey: ['cashier', 'withdrawalSettings'] });
          throw error;
        });
        ids.done();
        setAmount('');
        setPaymentPassword('');
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['cashier', 'withdrawals'] }),
          queryClient.invalidateQueries({ queryKey: ['cashier', 'withdrawalSettings'] }),
          queryClient.invalidateQueries({ queryKey: ['wallet'] }),
        ]);
        return t('withdraw.requested', { amount: money(withdrawal.amount) });
      },
    );
  };

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <SelectField
        label={t('withdraw.card')}
        value={cardId}
        onValueChange={setCardId}
        options={summary.bankCards.map((card) => ({
          value: card.id,
          label: `${card.bankName} · ${card.accountNumberMasked}`,
        }))}
        error={form.errorOf('bankCardId')}
      />
      <AmountField
        label={t('amount.label')}
        value={amount}
        onValueChange={setAmount}
        error={form.errorOf('amount')}
        hint={amountText.range({ min: settings.minAmount, max: Math.max(max, settings.minAmount) })}
      />
      <PasswordField
        label={t('security.paymentPassword')}
        value={paymentPassword}
        onValueChange={setPaymentPassword}
        error={form.errorOf('paymentPassword')}
        inputMode="numeric"
      />
      <FormFooter form={form} submitLabel={t('withdraw.submit')} actionsClass={styles.actions} />
    </form>
  );
}

function WithdrawSection({
  settings,
  summary,
  onOpenSecurityCentre,
}: {
  settings: WithdrawalSettings;
  summary: SecuritySummary;
  onOpenSecurityCentre: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const left = Math.max(0, settings.dailyCount - settings.usedToday);
  const ready = summary.hasPaymentPassword && summary.bankCards.length > 0;
  return (
    <Section title={t('withdraw.title')}>
      <Facts
        items={[
          { label: t('withdraw.withdrawable'), value: money(settings.withdrawable) },
          {
            label: t('withdraw.limits'),
            // A no-break space: a wrapped range starts its second line with an amount, not the dash.
            value: `${money(settings.minAmount)}\u00a0– ${money(settings.maxAmount)}`,
          },
          {
            label: t('withdraw.leftToday'),
            value: t('withdraw.leftTodayValue', { left, total: settings.dailyCount }),
          },
          ...(settings.turnover.required > 0
            ? [
                {
                  label: t('withdraw.turnover'),
                  value: t('withdraw.turnoverValue', {
                    done: money(settings.turnover.done),
                    required: money(settings.turnover.required),
                  }),
                },
              ]
            : []),
        ]}
      />
      {settings.raisedBy ? (
        <p className={styles.historyNote}>{t('withdraw.raisedBy', { level: settings.raisedBy })}</p>
      ) : null}
      {!ready ? (
        <SetUpFirst summary={summary} onOpenSecurityCentre={onOpenSecurityCentre} />
      ) : left === 0 ? (
        <p className={styles.guide}>{t('withdraw.noneLeft', { count: settings.dailyCount })}</p>
      ) : settings.withdrawable < settings.minAmount ? (
        <p className={styles.guide}>{t('withdraw.belowMinimum', { min: money(settings.minAmount) })}</p>
      ) : settings.turnover.outstanding > 0 ? (
        <TurnoverDue turnover={settings.turnover} />
      ) : (
        <WithdrawForm settings={settings} summary={summary} />
      )}
    </Section>
  );
}

/**
 * withdraw (spec 2 "increase withdrawal"): limits and what is left today, the request form
 * once a payment password and a bank card exist, and the withdrawals with their confirmation.
 */
export function WithdrawPage({ onOpenSecurityCentre }: { onOpenSecurityCentre: () => void }) {
  const settings = useWithdrawalSettings();
  const security = useSecurity();
  return (
    <>
      <QueryState query={settings}>
        {(settingsValue) => (
          <QueryState query={security}>
            {(summary) => (
              <WithdrawSection
                settings={settingsValue}
                summary={summary}
                onOpenSecurityCentre={onOpenSecurityCentre}
              />
            )}
          </QueryState>
        )}
      </QueryState>
      <WithdrawalList />
    </>
  );
}
