import type { Withdrawal } from '@portal/contracts/cashier';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../components/ui/alert-dialog.tsx';
import { AmountField, useAmountText } from '../../../components/ui/amount-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FileField, FormError } from '../../../components/ui/form-field.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Badge, Section } from '../../../components/ui/section.tsx';
import { parseAmount } from '../../../lib/amount.ts';
import { useCurrency, useMoney } from '../../../lib/currency.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { confirmWithdrawal } from '../api/confirm-withdrawal.ts';
import { useWithdrawals, withdrawalsQuery } from '../api/get-withdrawals.ts';
import { reportNotReceived } from '../api/report-not-received.ts';
import { checkProofImage, PROOF_ACCEPT } from '../model/proof-image.ts';
import styles from './cashier.module.css';
import { statusTone } from './status-text.ts';

type Answer = 'partial' | 'notReceived' | null;

/** Writes the answered withdrawal into the list, and refreshes what moves with it. */
function useAnswered() {
  const queryClient = useQueryClient();
  return async (updated: Withdrawal) => {
    queryClient.setQueryData(withdrawalsQuery().queryKey, (old) =>
      old ? { list: old.list.map((w) => (w.id === updated.id ? updated : w)) } : old,
    );
    await queryClient.invalidateQueries({ queryKey: ['cashier', 'withdrawals'] });
  };
}

function PartialForm({ withdrawal, onCancel }: { withdrawal: Withdrawal; onCancel: () => void }) {
  const { t } = useTranslation();
  const { exponent } = useCurrency();
  const money = useMoney();
  const amountText = useAmountText();
  const form = useFormSubmit();
  const answered = useAnswered();
  const [amount, setAmount] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAmount(amount, exponent);
    const problem = !parsed.ok
      ? amountText.problem(parsed.problem)
      : parsed.minor >= withdrawal.amount
        ? t('withdraw.confirm.partialTooMuch', { amount: money(withdrawal.amount) })
        : null;
    void form.submit({ receivedAmount: problem }, async () => {
      if (!parsed.ok) return null;
      await answered(
        await confirmWithdrawal(withdrawal.id, {
          outcome: 'partially_received',
          receivedAmount: parsed.minor,
        }),
      );
      return null;
    });
  };

  return (
    <form ref={form.formRef} className={styles.inlineForm} onSubmit={onSubmit} noValidate>
      <AmountField
        label={t('withdraw.confirm.receivedAmount')}
        value={amount}
        onValueChange={setAmount}
        error={form.errorOf('receivedAmount')}
      />
      <FormFooter
        form={form}
        submitLabel={t('withdraw.confirm.sendPartial')}
        onCancel={onCancel}
        actionsClass={styles.actions}
      />
    </form>
  );
}

function NotReceivedForm({ withdrawal, onCancel }: { withdrawal: Withdrawal; onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useFormSubmit();
  const answered = useAnswered();
  const [proof, setProof] = useState<File | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = await checkProofImage(proof);
    void form.submit({ proof: problem ? t(`deposit.proofProblems.${problem}`) : null }, async () => {
      if (!proof) return null;
      await answered(await reportNotReceived(withdrawal.id, proof));
      return null;
    });
  };

  return (
    <form
      ref={form.formRef}
      className={styles.inlineForm}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <FileField
        label={t('withdraw.confirm.proof')}
        accept={PROOF_ACCEPT}
        file={proof}
        onFileChange={setProof}
        emptyText={t('deposit.noFile')}
        chooseLabel={t('deposit.chooseFile')}
        hint={t('withdraw.confirm.proofHint')}
        error={form.errorOf('proof')}
      />
      <FormFooter
        form={form}
        submitLabel={t('withdraw.confirm.sendNotReceived')}
        onCancel={onCancel}
        actionsClass={styles.actions}
      />
    </form>
  );
}

/** Spec 4 "Withdrawal confirmation" for a paid withdrawal the member has not answered yet. */
function ConfirmReceipt({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const answered = useAnswered();
  const [answer, setAnswer] = useState<Answer>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const received = async () => {
    setBusy(true);
    setError(null);
    try {
      await answered(await confirmWithdrawal(withdrawal.id, { outcome: 'received' }));
      setAsking(false);
    } catch (caught) {
      setAsking(false);
      setError(errorText(caught, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.confirmBox}>
      <p className={styles.confirmQuestion}>{t('withdraw.confirm.question')}</p>
      {withdrawal.forceReceiveAt ? (
        <p className={styles.muted}>
          {t('withdraw.confirm.deadline', {
            time: formatShortDateTime(withdrawal.forceReceiveAt, i18n.language),
          })}
        </p>
      ) : null}
      {answer === null ? (
        <div className={styles.actions}>
          <Button onClick={() => setAsking(true)}>{t('withdraw.confirm.received')}</Button>
          <Button variant="secondary" onClick={() => setAnswer('partial')}>
            {t('withdraw.confirm.partial')}
          </Button>
          <Button variant="secondary" onClick={() => setAnswer('notReceived')}>
            {t('withdraw.confirm.notReceived')}
          </Button>
        </div>
      ) : answer === 'partial' ? (
        <PartialForm withdrawal={withdrawal} onCancel={() => setAnswer(null)} />
      ) : (
        <NotReceivedForm withdrawal={withdrawal} onCancel={() => setAnswer(null)} />
      )}
      <FormError text={error} />
      {asking ? (
        <AlertDialog
          title={t('withdraw.confirm.receivedTitle')}
          text={t('withdraw.confirm.receivedText', { amount: money(withdrawal.amount) })}
          confirmLabel={t('withdraw.confirm.received')}
          cancelLabel={t('common.cancel')}
          onConfirm={() => void received()}
          onCancel={() => setAsking(false)}
          busy={busy}
        />
      ) : null}
    </div>
  );
}

function WithdrawalItem({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const when = (iso: string) => formatShortDateTime(iso, i18n.language);
  return (
    <li className={styles.historyRow}>
      <div className={styles.historyMain}>
        <span className={styles.historyAmount}>{money(withdrawal.amount)}</span>
        <Badge tone={statusTone[withdrawal.status] ?? 'neutral'}>
          {t(`withdraw.states.${withdrawal.status}`)}
        </Badge>
      </div>
      <div className={styles.historyMeta}>
        <span>
          {withdrawal.bankName} · {withdrawal.accountNumberMasked}
        </span>
        <time dateTime={withdrawal.createdAt}>{when(withdrawal.createdAt)}</time>
      </div>
      {withdrawal.status === 'rejected' ? (
        <p className={styles.historyNote}>
          {withdrawal.note
            ? t('withdraw.rejectedNote', { note: withdrawal.note })
            : t('withdraw.rejectedRefunded')}
        </p>
      ) : null}
      {withdrawal.status === 'paid' && withdrawal.paidAt ? (
        <p className={styles.historyNote}>{t('withdraw.paidAt', { time: when(withdrawal.paidAt) })}</p>
      ) : null}
      {withdrawal.status === 'paid' && withdrawal.confirmation === null ? (
        <ConfirmReceipt withdrawal={withdrawal} />
      ) : null}
      {withdrawal.confirmation ? (
        <p className={styles.historyNote}>
          {t(`withdraw.confirmations.${withdrawal.confirmation}`, {
            amount: withdrawal.receivedAmount === null ? '' : money(withdrawal.receivedAmount),
          })}
        </p>
      ) : null}
    </li>
  );
}

/** The member's withdrawals, newest first. */
export function WithdrawalList() {
  const { t } = useTranslation();
  const withdrawals = useWithdrawals();
  return (
    <Section title={t('withdraw.listTitle')}>
      <QueryState query={withdrawals}>
        {({ list }) =>
          list.length === 0 ? (
            <p className={styles.muted}>{t('withdraw.noneYet')}</p>
          ) : (
            <ul className={styles.history}>
              {list.slice(0, 30).map((withdrawal) => (
                <WithdrawalItem key={withdrawal.id} withdrawal={withdrawal} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </Section>
  );
}
