import { AppError, type ErrorCode, errorCatalogue } from '@portal/contracts/errors';
import { errorText } from '../../../lib/error-text.ts';

type Translate = (key: string) => string;

/** Refusals of the contract calls worded by the agent centre, by their catalogue key (errors.ts). */
const CONTRACT_CODES: ReadonlySet<ErrorCode> = new Set([
  'CONTRACT_RATE_TOO_HIGH',
  'CONTRACT_ENDS_DOWNLINES',
  'NO_CONTRACT',
  'FEATURE_DISABLED',
  'NOT_FOUND',
]);

/**
 * What a failed contract call means, in the page language: `agent.contracts.errors.<key>` for
 * the contract refusals (key as in the error catalogue: `contract_rate_too_high`,
 * `contract_ends_downlines`, `no_contract`, …), the shared wording otherwise.
 */
export function contractErrorText(error: unknown, t: Translate): string {
  if (error instanceof AppError && CONTRACT_CODES.has(error.code))
    return t(`agent.contracts.errors.${errorCatalogue[error.code].key}`);
  return errorText(error, t);
}

/**
 * The downlines whose contracts accepting would end, when the server refused the acceptance for
 * that reason (CONTRACT_ENDS_DOWNLINES, `value.accounts`); null for any other outcome.
 */
export function endsDownlinesOf(error: unknown): string[] | null {
  if (!(error instanceof AppError) || error.code !== 'CONTRACT_ENDS_DOWNLINES') return null;
  const accounts = (error.value as { accounts?: unknown } | undefined)?.accounts;
  return Array.isArray(accounts) ? accounts.filter((account) => typeof account === 'string') : [];
}
