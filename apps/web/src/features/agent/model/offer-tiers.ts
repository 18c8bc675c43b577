import {
  CONTRACT_MAX_RATE_BP,
  type ContractKind,
  type ContractTier,
  type OfferContractBody,
  offerContractBodySchema,
  rateFor,
  realtimeRatesFor,
  tiersAboveUpline,
} from '@portal/contracts/agent-contracts';
import { type AmountProblem, minorToInput, parseAmount } from '../../../lib/amount.ts';
import { parseRate, type RateProblem, rateToInput } from './contract-rate.ts';

/**
 * One tier row of the offer form, as typed: money in major units, the rates in percent. A
 * real-time salary's row is its single bet amount (`minValidBet`), profit rate (`rate`) and loss
 * rate (`lossRate`), without active members.
 */
export type TierDraft = {
  key: number;
  minValidBet: string;
  minActiveMembers: string;
  rate: string;
  lossRate: string;
};

/** What is wrong with a field of a tier, or (`thresholds`) with the tier as a whole. */
export type OfferProblem =
  | { key: 'amount'; problem: AmountProblem }
  | { key: 'members' }
  | { key: 'membersTooMany'; max: number }
  | { key: 'rate'; problem: RateProblem }
  | { key: 'rateTooLow' }
  | { key: 'rateAboveMax'; maxBp: number }
  | { key: 'rateAboveUpline'; uplineBp: number }
  | { key: 'rateNotClimbing' }
  | { key: 'thresholdsNotClimbing' }
  | { key: 'ratesNotClimbing' }
  | { key: 'singleBetNotClimbing' }
  | { key: 'invalid'; message: string };

/** The fields of a tier; `thresholds` holds what concerns the tier as a whole. */
export type TierField = 'minValidBet' | 'minActiveMembers' | 'rateBp' | 'lossRateBp' | 'thresholds';

/** The name of a tier's field in the form and in the server's field issues: "tiers.1.rateBp". */
export const tierFieldName = (index: number, field: TierField) =>
  field === 'thresholds' ? `tiers.${index}` : `tiers.${index}.${field}`;

export type OfferProblems = Record<string, OfferProblem>;

const MAX_MEMBERS = 100_000;

let nextKey = 0;

/** A tier row to type into: empty, or showing `tier`. */
export function tierDraft(tier?: ContractTier, exponent = 2): TierDraft {
  nextKey += 1;
  return {
    key: nextKey,
    minValidBet: tier ? minorToInput(tier.minValidBet, exponent) : '',
    minActiveMembers: tier ? String(tier.minActiveMembers) : '',
    rate: tier ? rateToInput(tier.rateBp) : '',
    lossRate: tier?.lossRateBp !== undefined ? rateToInput(tier.lossRateBp) : '',
  };
}

export type OfferInput = {
  kind: ContractKind;
  account: string;
  drafts: readonly TierDraft[];
  /** Digits after the point of the merchant currency. */
  exponent: number;
  /** The merchant's own limit (contract settings); the contract's limit applies in any case. */
  maxRateBp?: number | undefined;
  /** The agent's own contract of the kind: a downline's tiers must fit under it. */
  uplineTiers?: readonly ContractTier[] | undefined;
};

/**
 * The offer's body, or what is wrong with it by field. The typed text is read first (amounts
 * in minor units, percents in basis points); the body is then checked with the contract's own
 * schema (offerContractBodySchema: tiers climbing, rates in range), so the form refuses what the
 * server would; last, each tier must fit under the agent's own contract, as the server requires.
 */
export function readOffer(
  input: OfferInput,
): { ok: true; body: OfferContractBody } | { ok: false; problems: OfferProblems } {
  const problems: OfferProblems = {};
  const add = (index: number, field: TierField, problem: OfferProblem) => {
    const name = tierFieldName(index, field);
    if (!problems[name]) problems[name] = problem;
  };

  const realtime = input.kind === 'realtimeSalary';
  const tiers: ContractTier[] = input.drafts.map((draft, index) => {
    const amount = parseAmount(draft.minValidBet, input.exponent);
    // A tier may start from no bets at all: zero is a threshold like any other.
    let minValidBet = 0;
    if (amount.ok) minValidBet = amount.minor;
    else if (amount.problem !== 'zero') add(index, 'minValidBet', { key: 'amount', problem: amount.problem });
    const rate = parseRate(draft.rate);
    if (!rate.ok) add(index, 'rateBp', { key: 'rate', problem: rate.problem });
    // A real-time salary's tier has a loss rate beside its profit rate, and no active members.
    if (realtime) {
      const loss = parseRate(draft.lossRate);
      if (!loss.ok) add(index, 'lossRateBp', { key: 'rate', problem: loss.problem });
      return {
        minValidBet,
        minActiveMembers: 0,
        rateBp: rate.ok ? rate.bp : 0,
        lossRateBp: loss.ok ? loss.bp : 0,
      };
    }
    const members = draft.minActiveMembers.trim();
    if (!/^\d+$/.test(members)) add(index, 'minActiveMembers', { key: 'members' });
    return {
      minValidBet,
      minActiveMembers: /^\d+$/.test(members) ? Number(members) : 0,
      rateBp: rate.ok ? rate.bp : 0,
    };
  });
  if (Object.keys(problems).length > 0) return { ok: false, problems };

  const body = { kind: input.kind, account: input.account, tiers };
  const contractMax = CONTRACT_MAX_RATE_BP[input.kind];
  const checked = offerContractBodySchema.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const [root, index, field] = issue.path;
      if (root !== 'tiers' || typeof index !== 'number') {
        problems[issue.path.map(String).join('.') || 'form'] ??= { key: 'invalid', message: issue.message };
        continue;
      }
      const tier = tiers[index];
      if (field === 'rateBp' || field === 'lossRateBp') {
        const bp = field === 'rateBp' ? tier?.rateBp : tier?.lossRateBp;
        if (bp !== undefined && bp > contractMax)
          add(index, field, { key: 'rateAboveMax', maxBp: contractMax });
        else if (issue.code === 'too_small') add(index, field, { key: 'rateTooLow' });
        else if (issue.code === 'custom')
          add(index, field, { key: realtime ? 'ratesNotClimbing' : 'rateNotClimbing' });
        else add(index, field, { key: 'rateAboveMax', maxBp: contractMax });
      } else if (field === 'minActiveMembers') {
        add(index, 'minActiveMembers', { key: 'membersTooMany', max: MAX_MEMBERS });
      } else if (field === 'minValidBet') {
        add(index, 'minValidBet', { key: 'amount', problem: 'tooLarge' });
      } else if (field === undefined && issue.code === 'custom') {
        add(index, 'thresholds', { key: realtime ? 'singleBetNotClimbing' : 'thresholdsNotClimbing' });
      } else {
        add(index, 'thresholds', { key: 'invalid', message: issue.message });
      }
    }
    return { ok: false, problems };
  }

  const merchantMax = input.maxRateBp;
  if (merchantMax && merchantMax < contractMax)
    tiers.forEach((tier, index) => {
      if (tier.rateBp > merchantMax) add(index, 'rateBp', { key: 'rateAboveMax', maxBp: merchantMax });
      if ((tier.lossRateBp ?? 0) > merchantMax)
        add(index, 'lossRateBp', { key: 'rateAboveMax', maxBp: merchantMax });
    });
  const upline = input.uplineTiers;
  if (upline)
    for (const index of tiersAboveUpline(tiers, upline)) {
      const tier = tiers[index] as ContractTier;
      if (realtime) {
        // Each rate that pays more than the agent's own at the tier's single bet amount.
        const own = realtimeRatesFor(upline, tier.minValidBet);
        if (tier.rateBp > own.profitBp)
          add(index, 'rateBp', { key: 'rateAboveUpline', uplineBp: own.profitBp });
        if ((tier.lossRateBp ?? 0) > own.lossBp)
          add(index, 'lossRateBp', { key: 'rateAboveUpline', uplineBp: own.lossBp });
        continue;
      }
      add(index, 'rateBp', {
        key: 'rateAboveUpline',
        uplineBp: rateFor(upline, tier.minValidBet, tier.minActiveMembers),
      });
    }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, body: checked.data };
}
