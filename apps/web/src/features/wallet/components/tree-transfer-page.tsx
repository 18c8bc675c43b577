import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField, useAmountText } from '../../../components/ui/amount-field.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { parseAmount } from '../../../lib/amount.ts';
import { useCurrency, useMoney } from '../../../lib/currency.tsx';
import { useSubmissionId } from '../../../lib/submission-id.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useBalance } from '../api/get-balance.ts';
import { transferToDownline } from '../api/transfer-to-downline.ts';
import { transferToUpline } from '../api/transfer-to-upline.ts';
import styles from './wallet-pages.module.css';

/** The amount check shared by both forms: a readable amount within the main balance. */
function useAmountCheck() {
  const { exponent } = useCurrency();
  const amountText = useAmountText();
  const { t } = useTranslation();
  const money = useMoney();
  const balance = useBalance().data;
  return (text: string) => {
    const parsed = parseAmount(text, exponent);
    if (!parsed.ok) return { parsed, problem: amountText.problem(parsed.problem) };
    if (balance && parsed.minor > balance.sumBalance)
      return { parsed, problem: t('amount.aboveBalance', { balance: money(balance.sumBalance) }) };
    return { parsed, problem: null };
  };
}

function UplineForm({ upline }: { upline: string | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const form = useFormSubmit();
  const ids = useSubmissionId();
  const check = useAmountCheck();
  const [amount, setAmount] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { parsed, problem } = check(amount);
    void form.submit({ amount: problem }, async () => {
      if (!parsed.ok) return null;
      const body = { amount: parsed.minor };
      await transferToUpline({ ...body, requestId: ids.idFor(body) });
      ids.done();
      setAmount('');
      await queryClient.invalidateQueries({ queryKey: ['wallet'] });
      return t('transfer.doneUpline', { amount: money(parsed.minor) });
    });
  };

  return (
    <Section title={t('transfer.uplineTitle')}>
      <p className={styles.note}>
        {upline ? t('transfer.uplineTextNamed', { upline }) : t('transfer.uplineText')}
      </p>
      <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <AmountField
          label={t('amount.label')}
          value={amount}
          onValueChange={setAmount}
          error={form.errorOf('amount')}
        />
        <FormFooter form={form} submitLabel={t('transfer.toUpline')} actionsClass={styles.actions} />
      </form>
    </Section>
  );
}

function DownlineForm() {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const form = useFormSubmit();
  const ids = useSubmissionId();
  const check = useAmountCheck();
  const [account, setAccount] = useState('');
  const [amount, setAmount] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { parsed, problem } = check(amount);
    const toAccount = account.trim();
    void form.submit(
      { toAccount: toAccount ? null : t('transfer.accountRequired'), amount: problem },
      async () => {
        if (!parsed.ok) return null;
        const body = { toAccount, amount: parsed.minor };
        await transferToDownline({ ...body, requestId: ids.idFor(body) });
        ids.done();
        setAmount('');
        await queryClient.invalidateQueries({ queryKey: ['wallet'] });
        return t('transfer.doneDownline', { amount: money(parsed.minor), account: toAccount });
      },
    );
  };

  return (
    <Section title={t('transfer.downlineTitle')}>
      <p className={styles.note}>{t('transfer.downlineText')}</p>
      <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('transfer.downlineAccount')}
          value={account}
          onValueChange={setAccount}
          error={form.errorOf('toAccount')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <AmountField
          label={t('amount.label')}
          value={amount}
          onValueChange={setAmount}
          error={form.errorOf('amount')}
        />
        <FormFooter form={form} submitLabel={t('transfer.toDownline')} actionsClass={styles.actions} />
      </form>
    </Section>
  );
}

/**
 * transferUpline (spec 2, spec 6): to the upline; agents also to a direct downline. `upline` is
 * the upline's account from the member info: null for an account opened without an agent, which
 * has no one to send to and is told so instead of being offered a form that can only fail;
 * undefined while it is not known (the server refuses in that case anyway).
 */
export function TreeTransferPage({
  isAgent,
  upline,
}: {
  isAgent: boolean;
  upline: string | null | undefined;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const balance = useBalance().data;
  return (
    <>
      {balance ? (
        <p className={styles.available}>
          {t('transfer.available')} <strong>{money(balance.sumBalance)}</strong>
        </p>
      ) : null}
      {upline === null ? (
        <Section title={t('transfer.uplineTitle')}>
          <p className={styles.note}>{t('transfer.noUpline')}</p>
        </Section>
      ) : (
        <UplineForm upline={upline} />
      )}
      {isAgent ? <DownlineForm /> : null}
    </>
  );
}
