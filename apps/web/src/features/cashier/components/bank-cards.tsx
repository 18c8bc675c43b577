import { MAX_BANK_CARDS, type SecuritySummary } from '@portal/contracts/cashier';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormNotice, PasswordField, TextField } from '../../../components/ui/form-field.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { encryptField } from '../../../lib/encrypt-field.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { addBankCard } from '../api/add-bank-card.ts';
import { securityQueryKey } from '../api/get-security.ts';
import styles from './cashier.module.css';

/** Binds a card in the member's own name, confirmed with the payment password. */
function AddBankCardForm({
  payeeName,
  onDone,
  onCancel,
}: {
  payeeName: string | null;
  onDone: (bankName: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useFormSubmit();
  const [bankName, setBankName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [accountName, setAccountName] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const formRef = form.formRef;
  useEffect(() => formRef.current?.querySelector('input')?.focus(), [formRef]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const bank = bankName.trim();
    const number = accountNumber.replace(/[\s-]/g, '');
    const holder = accountName.trim();
    void form.submit(
      {
        bankName: bank.length >= 2 ? null : t('security.cards.bankNameRequired'),
        accountNumber: /^\d{6,30}$/.test(number) ? null : t('security.cards.accountNumberRule'),
        accountName: payeeName || holder.length >= 2 ? null : t('security.cards.accountNameRequired'),
        paymentPassword: paymentPassword ? null : t('account.errors.required'),
      },
      async () => {
        await addBankCard({
          bankName: bank,
          accountNumber: number,
          ...(payeeName ? {} : { accountName: holder }),
          paymentPassword: await encryptField(paymentPassword),
        });
        await queryClient.invalidateQueries({ queryKey: securityQueryKey });
        onDone(bank);
        return null;
      },
    );
  };

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('security.cards.bankName')}
        value={bankName}
        onValueChange={setBankName}
        error={form.errorOf('bankName')}
        autoComplete="off"
      />
      <TextField
        label={t('security.cards.accountNumber')}
        value={accountNumber}
        onValueChange={setAccountNumber}
        error={form.errorOf('accountNumber')}
        inputMode="numeric"
        autoComplete="off"
      />
      {payeeName ? (
        <p className={styles.muted}>{t('security.cards.ownName', { name: payeeName })}</p>
      ) : (
        <TextField
          label={t('security.cards.accountName')}
          value={accountName}
          onValueChange={setAccountName}
          error={form.errorOf('accountName')}
          hint={t('security.cards.accountNameHint')}
          autoComplete="name"
        />
      )}
      <PasswordField
        label={t('security.paymentPassword')}
        value={paymentPassword}
        onValueChange={setPaymentPassword}
        error={form.errorOf('paymentPassword')}
        inputMode="numeric"
      />
      <FormFooter
        form={form}
        submitLabel={t('security.cards.add')}
        onCancel={onCancel}
        actionsClass={styles.actions}
      />
    </form>
  );
}

/** The bound bank cards (only the last digits leave the server) and the form to add one. */
export function BankCards({ summary }: { summary: SecuritySummary }) {
  const { t, i18n } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const cards = summary.bankCards;
  const full = cards.length >= MAX_BANK_CARDS;
  const canAdd = summary.hasPaymentPassword && !full;
  return (
    <Section
      title={t('security.cards.title')}
      actions={
        adding || !canAdd ? null : (
          <Button
            variant="secondary"
            onClick={() => {
              setNotice(null);
              setAdding(true);
            }}
          >
            {t('security.cards.addCard')}
          </Button>
        )
      }
    >
      {cards.length === 0 ? (
        <p className={styles.muted}>{t('security.cards.none')}</p>
      ) : (
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.id} className={styles.card}>
              <span className={styles.cardBank}>{card.bankName}</span>
              <span className={styles.cardNumber}>{card.accountNumberMasked}</span>
              <span className={styles.muted}>{card.accountName}</span>
              <span className={styles.cardDate}>
                {t('security.cards.added', { date: formatShortDateTime(card.createdAt, i18n.language) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {!summary.hasPaymentPassword ? (
        <p className={styles.muted}>{t('security.cards.needPaymentPassword')}</p>
      ) : null}
      {full ? <p className={styles.muted}>{t('security.cards.limit', { max: MAX_BANK_CARDS })}</p> : null}
      <FormNotice text={notice} />
      {adding ? (
        <AddBankCardForm
          payeeName={summary.payeeName}
          onCancel={() => setAdding(false)}
          onDone={(bank) => {
            setAdding(false);
            setNotice(t('security.cards.addedNotice', { bank }));
          }}
        />
      ) : null}
    </Section>
  );
}
