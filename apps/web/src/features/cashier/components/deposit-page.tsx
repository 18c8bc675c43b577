import type { Deposit, DepositChannel } from '@portal/contracts/cashier';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField, useAmountText } from '../../../components/ui/amount-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FileField, FormError } from '../../../components/ui/form-field.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Badge, Facts, Section } from '../../../components/ui/section.tsx';
import { ShortDateTime } from '../../../components/ui/short-date-time.tsx';
import { parseAmount } from '../../../lib/amount.ts';
import { useCurrency, useMoney } from '../../../lib/currency.tsx';
import { leavePage } from '../../../lib/leave-page.ts';
import { useSubmissionId } from '../../../lib/submission-id.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createBankDeposit } from '../api/create-bank-deposit.ts';
import { createGatewayDeposit } from '../api/create-gateway-deposit.ts';
import { useChannels } from '../api/get-channels.ts';
import { depositsQueryKey, useDeposits } from '../api/get-deposits.ts';
import { checkProofImage, PROOF_ACCEPT } from '../model/proof-image.ts';
import { limitProblem } from './amount-limits.ts';
import styles from './cashier.module.css';
import { statusTone } from './status-text.ts';

type BankChannel = Extract<DepositChannel, { kind: 'bank_transfer' }>;

/** The deposit just submitted: its reference to write on the transfer, and its state. */
function DepositSubmitted({ deposit: submitted, onAnother }: { deposit: Deposit; onAnother: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  // The list is refetched when the hub announces a decision, so the state shown here follows.
  const deposit = useDeposits().data?.list.find((d) => d.id === submitted.id) ?? submitted;
  return (
    <div className={styles.result} role="status">
      <p className={styles.resultTitle}>{t('deposit.submittedTitle')}</p>
      <Facts
        items={[
          {
            label: t('deposit.reference'),
            value: (
              <span className={styles.copyable}>
                <span>{deposit.reference}</span>
                <CopyButton text={deposit.reference} label={t('deposit.copyReference')} />
              </span>
            ),
          },
          { label: t('amount.label'), value: money(deposit.amount) },
          {
            label: t('deposit.status'),
            value: (
              <Badge tone={statusTone[deposit.status] ?? 'neutral'}>
                {t(`deposit.states.${deposit.status}`)}
              </Badge>
            ),
          },
        ]}
      />
      <p className={styles.muted}>{t('deposit.submittedText')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onAnother}>
          {t('deposit.another')}
        </Button>
      </div>
    </div>
  );
}

/** Bank transfer: the merchant's account to send to, then the amount and a proof image. */
function BankTransferForm({ channel }: { channel: BankChannel }) {
  const { t } = useTranslation();
  const { exponent } = useCurrency();
  const amountText = useAmountText();
  const queryClient = useQueryClient();
  const form = useFormSubmit();
  const ids = useSubmissionId();
  const [amount, setAmount] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState<Deposit | null>(null);
  // A new file input after each deposit, so the same file can be chosen again.
  const [formKey, setFormKey] = useState(0);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAmount(amount, exponent);
    const proofProblem = await checkProofImage(proof);
    void form.submit(
      {
        amount: limitProblem(parsed, { min: channel.minAmount, max: channel.maxAmount }, amountText),
        proof: proofProblem ? t(`deposit.proofProblems.${proofProblem}`) : null,
      },
      async () => {
        if (!parsed.ok || !proof) return null;
        const fields = {
          channelCode: channel.code,
          amount: parsed.minor,
          proof: [proof.name, proof.size, proof.lastModified],
        };
        const deposit = await createBankDeposit({
          channelCode: channel.code,
          amount: parsed.minor,
          proof,
          requestId: ids.idFor(fields),
        });
        ids.done();
        setSubmitted(deposit);
        await queryClient.invalidateQueries({ queryKey: depositsQueryKey });
        return null;
      },
    );
  };

  if (submitted) {
    return (
      <DepositSubmitted
        deposit={submitted}
        onAnother={() => {
          setSubmitted(null);
          setAmount('');
          setProof(null);
          setFormKey((key) => key + 1);
        }}
      />
    );
  }

  const copy = (value: string, label: string) => (
    <span className={styles.copyable}>
      <span>{value}</span>
      <CopyButton text={value} label={t('deposit.copy', { what: label })} />
    </span>
  );
  return (
    <>
      <div className={styles.payee}>
        <p className={styles.payeeTitle}>{t('deposit.sendTo')}</p>
        <Facts
          items={[
            { label: t('deposit.bank'), value: copy(channel.bankName, t('deposit.bank')) },
            { label: t('deposit.accountName'), value: copy(channel.accountName, t('deposit.accountName')) },
            {
              label: t('deposit.accountNumber'),
              value: copy(channel.accountNumber, t('deposit.accountNumber')),
            },
          ]}
        />
      </div>
      <form
        key={formKey}
        ref={form.formRef}
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <AmountField
          label={t('amount.label')}
          value={amount}
          onValueChange={setAmount}
          error={form.errorOf('amount')}
          hint={amountText.range({ min: channel.minAmount, max: channel.maxAmount })}
        />
        <FileField
          label={t('deposit.proof')}
          accept={PROOF_ACCEPT}
          file={proof}
          onFileChange={setProof}
          emptyText={t('deposit.noFile')}
          chooseLabel={t('deposit.chooseFile')}
          hint={t('deposit.proofHint')}
          error={form.errorOf('proof')}
        />
        <FormFooter form={form} submitLabel={t('deposit.submit')} actionsClass={styles.actions} />
      </form>
    </>
  );
}

/** Gateway: the amount, then the gateway's own page (it sends the player back here). */
function GatewayForm({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation();
  const { exponent } = useCurrency();
  const amountText = useAmountText();
  const form = useFormSubmit();
  const ids = useSubmissionId();
  const [amount, setAmount] = useState('');
  const [leaving, setLeaving] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAmount(amount, exponent);
    void form.submit(
      { amount: limitProblem(parsed, { min: channel.minAmount, max: channel.maxAmount }, amountText) },
      async () => {
        if (!parsed.ok) return null;
        const body = { channelCode: channel.code, amount: parsed.minor };
        const { redirectUrl } = await createGatewayDeposit({ ...body, requestId: ids.idFor(body) });
        setLeaving(true);
        leavePage(redirectUrl);
        return null;
      },
    );
  };

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.muted}>{t('deposit.gatewayText')}</p>
      <AmountField
        label={t('amount.label')}
        value={amount}
        onValueChange={setAmount}
        error={form.errorOf('amount')}
        hint={amountText.range({ min: channel.minAmount, max: channel.maxAmount })}
      />
      <FormError text={form.formError} />
      <div className={styles.actions}>
        <Button type="submit" disabled={form.busy || leaving}>
          {form.busy || leaving ? t('deposit.redirecting') : t('deposit.continueToGateway')}
        </Button>
      </div>
    </form>
  );
}

/** The member's deposits, newest first, with their state. */
function RecentDeposits({ channels }: { channels: readonly DepositChannel[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const deposits = useDeposits();
  const channelName = (code: string) => channels.find((c) => c.code === code)?.name ?? code;
  return (
    <Section title={t('deposit.recentTitle')}>
      <QueryState query={deposits}>
        {({ list }) =>
          list.length === 0 ? (
            <p className={styles.muted}>{t('deposit.noneYet')}</p>
          ) : (
            <ul className={styles.history}>
              {list.slice(0, 20).map((deposit) => (
                <li key={deposit.id} className={styles.historyRow}>
                  <div className={styles.historyMain}>
                    <span className={styles.historyAmount}>{money(deposit.amount)}</span>
                    <Badge tone={statusTone[deposit.status] ?? 'neutral'}>
                      {t(`deposit.states.${deposit.status}`)}
                    </Badge>
                  </div>
                  <div className={styles.historyMeta}>
                    <span>{channelName(deposit.channelCode)}</span>
                    <span>{t('deposit.referenceShort', { reference: deposit.reference })}</span>
                    <ShortDateTime iso={deposit.createdAt} />
                  </div>
                  {deposit.status === 'rejected' && deposit.note ? (
                    <p className={styles.historyNote}>{t('deposit.rejectedNote', { note: deposit.note })}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Section>
  );
}

/**
 * depositv2 (spec 2 "increase deposit"): choose a channel, pay, follow the deposit. `Offers` is
 * what the app puts above it (the bonuses this deposit earns), as features do not import each other.
 */
export function DepositPage({ Offers }: { Offers?: ComponentType } = {}) {
  const { t } = useTranslation();
  const money = useMoney();
  const channels = useChannels();
  const [chosen, setChosen] = useState<string | null>(null);
  // "Bank transfer · " before the limits, unless the channel's name already says it.
  const kindPrefix = (option: DepositChannel) => {
    const kind = t(`deposit.kinds.${option.kind}`);
    return option.name.toLowerCase().startsWith(kind.toLowerCase()) ? '' : `${kind} · `;
  };
  return (
    <>
      {Offers ? <Offers /> : null}
      <QueryState query={channels}>
        {({ list }) => {
          if (list.length === 0) return <EmptyState text={t('deposit.noChannels')} />;
          const channel = list.find((c) => c.code === chosen) ?? list[0];
          if (!channel) return null;
          return (
            <>
              <Section title={t('deposit.channelTitle')}>
                <fieldset className={styles.channels}>
                  <legend className="visually-hidden">{t('deposit.channelTitle')}</legend>
                  {list.map((option) => (
                    <label key={option.code} className={styles.channel}>
                      <input
                        type="radio"
                        name="deposit-channel"
                        value={option.code}
                        checked={option.code === channel.code}
                        onChange={() => setChosen(option.code)}
                      />
                      <span className={styles.channelText}>
                        <span className={styles.channelName}>{option.name}</span>
                        <span className={styles.channelMeta}>
                          {kindPrefix(option)}
                          {/* A no-break space: a wrapped range starts its second line with an amount, not the dash. */}
                          {money(option.minAmount)}&nbsp;– {money(option.maxAmount)}
                        </span>
                      </span>
                    </label>
                  ))}
                </fieldset>
              </Section>
              <Section title={channel.name}>
                {channel.kind === 'bank_transfer' ? (
                  <BankTransferForm key={channel.code} channel={channel} />
                ) : (
                  <GatewayForm key={channel.code} channel={channel} />
                )}
              </Section>
              <RecentDeposits channels={list} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}
