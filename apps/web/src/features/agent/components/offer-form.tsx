import {
  CONTRACT_MAX_TIERS,
  type ContractKind,
  type ContractTier,
  type DownlineContracts,
} from '@portal/contracts/agent-contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/form-field.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useCurrency } from '../../../lib/currency.tsx';
import { formatRate } from '../../../lib/format.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useOfferContract } from '../api/offer-contract.ts';
import { contractErrorText } from '../model/contract-error.ts';
import { bestRate } from '../model/contract-rate.ts';
import {
  type OfferProblem,
  readOffer,
  type TierDraft,
  type TierField,
  tierDraft,
  tierFieldName,
} from '../model/offer-tiers.ts';
import styles from './contracts.module.css';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A problem of the offer form in the page language. */
function problemText(problem: OfferProblem, t: Translate, locale: string, kind: ContractKind): string {
  switch (problem.key) {
    case 'amount':
      return t(`agent.contracts.offer.problems.amount.${problem.problem}`);
    case 'members':
      return t('agent.contracts.offer.problems.members');
    case 'membersTooMany':
      return t('agent.contracts.offer.problems.membersTooMany', { max: problem.max.toLocaleString('en-US') });
    case 'rate':
      return t(`agent.contracts.offer.problems.rate.${problem.problem}`);
    case 'rateTooLow':
      return t('agent.contracts.offer.problems.rateTooLow');
    case 'rateAboveMax':
      return t('agent.contracts.offer.problems.rateAboveMax', { max: formatRate(problem.maxBp, locale) });
    case 'rateAboveUpline':
      return t(
        `agent.contracts.offer.problems.${kind === 'realtimeSalary' ? 'rateAboveUplineSingleBet' : 'rateAboveUpline'}`,
        {
          rate: formatRate(problem.uplineBp, locale),
        },
      );
    case 'rateNotClimbing':
      return t('agent.contracts.offer.problems.rateNotClimbing');
    case 'thresholdsNotClimbing':
      return t('agent.contracts.offer.problems.thresholdsNotClimbing');
    case 'ratesNotClimbing':
      return t('agent.contracts.offer.problems.ratesNotClimbing');
    case 'singleBetNotClimbing':
      return t('agent.contracts.offer.problems.singleBetNotClimbing');
    case 'invalid':
      return problem.message;
  }
}

const FIELDS: readonly TierField[] = [
  'minValidBet',
  'minActiveMembers',
  'rateBp',
  'lossRateBp',
  'thresholds',
];

/**
 * The offer of a contract to a direct downline agent: one to five tiers, each a valid-bet and an
 * active-member threshold (money typed in major units, sent in minor units) and a rate typed in
 * percent with up to two decimals (sent in basis points); a real-time salary's tier is a single
 * bet amount, a profit rate and a loss rate. Checked here with the contract's own
 * schema and against the agent's own contract, as the server checks it; the server's refusals
 * (a rate above the agent's own, no contract to offer from) are shown with the form.
 */
export function OfferForm({
  kind,
  downline,
  myTiers,
  maxRateBp,
  onSent,
  onCancel,
}: {
  kind: ContractKind;
  downline: DownlineContracts;
  /** The agent's own contract: no tier may pay more than it does at the tier's thresholds. */
  myTiers: readonly ContractTier[];
  /** The merchant's highest rate of the kind, when known. */
  maxRateBp: number | undefined;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { symbol, exponent } = useCurrency();
  const form = useFormSubmit();
  const offer = useOfferContract();
  const introId = useId();
  const account = downline.account;
  const realtime = kind === 'realtimeSalary';
  // A change starts from the offer waiting, a new offer from the contract in force.
  const [drafts, setDrafts] = useState<TierDraft[]>(() => {
    const from = downline.offered?.tiers ?? downline.active?.tiers ?? [];
    return from.length > 0 ? from.map((tier) => tierDraft(tier, exponent)) : [tierDraft()];
  });

  // The form opens with the focus in its first field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens.
  useEffect(() => {
    form.formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);

  const update = (key: number, patch: Partial<TierDraft>) =>
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = readOffer({ kind, account, drafts, exponent, maxRateBp, uplineTiers: myTiers });
    const problems: Record<string, string | null> = {};
    if (!result.ok)
      for (const [field, problem] of Object.entries(result.problems))
        problems[field] = problemText(problem, t, i18n.language, kind);
    void form.submit(
      problems,
      async () => {
        if (!result.ok) return null;
        await offer.mutateAsync(result.body);
        onSent();
        return null;
      },
      {
        fields: drafts.flatMap((_, index) => FIELDS.map((field) => tierFieldName(index, field))),
        textOf: (error) => contractErrorText(error, t),
      },
    );
  };

  return (
    <Section title={t('agent.contracts.offer.title', { account })}>
      <div id={introId} className={styles.intro}>
        <p>{t(realtime ? 'agent.contracts.offer.introRealtime' : 'agent.contracts.offer.intro')}</p>
        <p>{t('agent.contracts.offer.myBest', { rate: formatRate(bestRate(myTiers), i18n.language) })}</p>
      </div>
      <form
        ref={form.formRef}
        className={styles.offerForm}
        onSubmit={onSubmit}
        noValidate
        aria-label={t('agent.contracts.offer.title', { account })}
        aria-describedby={introId}
      >
        {drafts.map((draft, index) => {
          const number = index + 1;
          const errorOf = (field: TierField) => form.errorOf(tierFieldName(index, field));
          const thresholds = errorOf('thresholds');
          const thresholdsId = `${introId}-tier-${draft.key}`;
          // Both thresholds are marked when the tier asks less than the one before it.
          const thresholdAria = thresholds ? { 'aria-invalid': true, 'aria-describedby': thresholdsId } : {};
          return (
            <fieldset key={draft.key} className={styles.tier}>
              <legend className={styles.tierLegend}>{t('agent.contracts.tierNumber', { number })}</legend>
              <div className={styles.tierFields}>
                <TextField
                  label={t(realtime ? 'agent.contracts.minSingleBet' : 'agent.contracts.minValidBet')}
                  value={draft.minValidBet}
                  onValueChange={(next) => update(draft.key, { minValidBet: next })}
                  error={errorOf('minValidBet')}
                  prefix={symbol}
                  inputMode="decimal"
                  autoComplete="off"
                  spellCheck={false}
                  {...(errorOf('minValidBet') ? {} : thresholdAria)}
                />
                {realtime ? null : (
                  <TextField
                    label={t('agent.contracts.minActiveMembers')}
                    value={draft.minActiveMembers}
                    onValueChange={(next) => update(draft.key, { minActiveMembers: next })}
                    error={errorOf('minActiveMembers')}
                    inputMode="numeric"
                    autoComplete="off"
                    {...(errorOf('minActiveMembers') ? {} : thresholdAria)}
                  />
                )}
                <TextField
                  label={t(realtime ? 'agent.contracts.profitRatePercent' : 'agent.contracts.ratePercent')}
                  value={draft.rate}
                  onValueChange={(next) => update(draft.key, { rate: next })}
                  error={errorOf('rateBp')}
                  inputMode="decimal"
                  autoComplete="off"
                />
                {realtime ? (
                  <TextField
                    label={t('agent.contracts.lossRatePercent')}
                    value={draft.lossRate}
                    onValueChange={(next) => update(draft.key, { lossRate: next })}
                    error={errorOf('lossRateBp')}
                    inputMode="decimal"
                    autoComplete="off"
                  />
                ) : null}
              </div>
              {thresholds ? (
                <p id={thresholdsId} className={styles.tierError} role="alert">
                  {thresholds}
                </p>
              ) : null}
              {drafts.length > 1 ? (
                <Button
                  variant="ghost"
                  className={styles.removeTier}
                  onClick={() => setDrafts((current) => current.filter((item) => item.key !== draft.key))}
                  aria-label={t('agent.contracts.offer.removeTierNumber', { number })}
                >
                  {t('agent.contracts.offer.removeTier')}
                </Button>
              ) : null}
            </fieldset>
          );
        })}
        {drafts.length < CONTRACT_MAX_TIERS ? (
          <div>
            <Button variant="secondary" onClick={() => setDrafts((current) => [...current, tierDraft()])}>
              {t('agent.contracts.offer.addTier')}
            </Button>
          </div>
        ) : (
          <p className={styles.hint}>{t('agent.contracts.offer.maxTiers', { max: CONTRACT_MAX_TIERS })}</p>
        )}
        <FormError text={form.formError} />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={form.busy}>
            {form.busy ? t('agent.contracts.offer.sending') : t('agent.contracts.offer.send')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
            {t('agent.contracts.cancel')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
