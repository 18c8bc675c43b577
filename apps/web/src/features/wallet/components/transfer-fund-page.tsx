import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField, useAmountText } from '../../../components/ui/amount-field.tsx';
import { RadioGroup, SelectField } from '../../../components/ui/form-field.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { parseAmount } from '../../../lib/amount.ts';
import { useCurrency, useMoney } from '../../../lib/currency.tsx';
import { useSubmissionId } from '../../../lib/submission-id.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { walletLabel } from '../../../lib/wallet-label.ts';
import { useConsolidatedFunds } from '../api/get-consolidated-funds.ts';
import { useMerchantWallet } from '../api/get-merchant-wallet.ts';
import { transferWallet } from '../api/transfer-wallet.ts';
import styles from './wallet-pages.module.css';

/** Every wallet of the member with its balance, and the spendable total (spec 7 consolidated funds). */
function WalletList() {
  const { t } = useTranslation();
  const money = useMoney();
  const funds = useConsolidatedFunds();
  return (
    <Section title={t('funds.walletsTitle')}>
      <QueryState query={funds}>
        {(value) => (
          <>
            {value.list.length === 0 ? <p className={styles.note}>{t('funds.noWallets')}</p> : null}
            <ul className={styles.walletList}>
              {value.list.map((wallet) => (
                <li key={wallet.wallet} className={styles.walletRow}>
                  <span>{walletLabel(wallet.wallet, t)}</span>
                  <span className={styles.amount}>{money(wallet.balance)}</span>
                </li>
              ))}
            </ul>
            <p className={styles.total}>
              <span>{t('funds.total')}</span>
              <span className={styles.amount}>{money(value.sumBalance)}</span>
            </p>
          </>
        )}
      </QueryState>
    </Section>
  );
}

type Direction = 'toVendor' | 'toMain';

/** Main wallet ↔ a vendor's transfer wallet (spec 7 GCS_walletTransfer). */
function WalletTransferForm({ wallets }: { wallets: readonly string[] }) {
  const { t } = useTranslation();
  const { exponent } = useCurrency();
  const money = useMoney();
  const amountText = useAmountText();
  const queryClient = useQueryClient();
  const form = useFormSubmit();
  const ids = useSubmissionId();
  const [vendor, setVendor] = useState(wallets[0] ?? '');
  const [direction, setDirection] = useState<Direction>('toVendor');
  const [amount, setAmount] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAmount(amount, exponent);
    void form.submit(
      {
        vendor: vendor ? null : t('funds.chooseVendor'),
        amount: parsed.ok ? null : amountText.problem(parsed.problem),
      },
      async () => {
        if (!parsed.ok) return null;
        const body = { vendor, direction, amount: parsed.minor };
        await transferWallet({ ...body, requestId: ids.idFor(body) });
        ids.done();
        setAmount('');
        await queryClient.invalidateQueries({ queryKey: ['wallet'] });
        return t(direction === 'toVendor' ? 'funds.doneToVendor' : 'funds.doneToMain', {
          amount: money(parsed.minor),
          vendor,
        });
      },
    );
  };

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <SelectField
        label={t('funds.vendor')}
        value={vendor}
        onValueChange={setVendor}
        options={wallets.map((code) => ({ value: code, label: walletLabel(`vendor:${code}`, t) }))}
        error={form.errorOf('vendor')}
      />
      <RadioGroup
        legend={t('funds.direction')}
        name="wallet-transfer-direction"
        value={direction}
        onValueChange={(next) => setDirection(next as Direction)}
        options={[
          { value: 'toVendor', label: t('funds.toVendor') },
          { value: 'toMain', label: t('funds.toMain') },
        ]}
      />
      <AmountField
        label={t('amount.label')}
        value={amount}
        onValueChange={setAmount}
        error={form.errorOf('amount')}
      />
      <FormFooter form={form} submitLabel={t('funds.transfer')} actionsClass={styles.actions} />
    </form>
  );
}

/** transferFund (spec 2 "my wallet"): the wallets, and transfers where the merchant uses them. */
export function TransferFundPage() {
  const { t } = useTranslation();
  const merchantWallet = useMerchantWallet();
  return (
    <>
      <WalletList />
      <Section title={t('funds.transferTitle')}>
        <QueryState query={merchantWallet}>
          {(value) =>
            value.isSingle ? (
              <p className={styles.note}>{t('funds.single')}</p>
            ) : (
              <WalletTransferForm wallets={value.wallets} />
            )
          }
        </QueryState>
      </Section>
    </>
  );
}
