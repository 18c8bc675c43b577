import { AppError } from '@portal/contracts/errors';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../lib/api-client.ts';
import { contractErrorText, endsDownlinesOf } from './contract-error.ts';

const t = (key: string) => `<${key}>`;

describe('contract refusals', () => {
  it('words the contract refusals by their catalogue key, the others as everywhere else', () => {
    expect(contractErrorText(new AppError('CONTRACT_RATE_TOO_HIGH', 'x'), t)).toBe(
      '<agent.contracts.errors.contract_rate_too_high>',
    );
    expect(contractErrorText(new AppError('NO_CONTRACT', 'x'), t)).toBe(
      '<agent.contracts.errors.no_contract>',
    );
    expect(contractErrorText(new AppError('CONTRACT_ENDS_DOWNLINES', 'x'), t)).toBe(
      '<agent.contracts.errors.contract_ends_downlines>',
    );
    expect(contractErrorText(new AppError('FEATURE_DISABLED', 'x'), t)).toBe(
      '<agent.contracts.errors.function_not_enabled>',
    );
    expect(contractErrorText(new AppError('NOT_AGENT', 'x'), t)).toBe('<account.errors.notAgent>');
    expect(contractErrorText(new NetworkError(), t)).toBe('<errors.network>');
  });

  it('reads the accounts a CONTRACT_ENDS_DOWNLINES refusal names', () => {
    const refusal = new AppError('CONTRACT_ENDS_DOWNLINES', 'x', 409, { accounts: ['sub01', 'sub02'] });
    expect(endsDownlinesOf(refusal)).toEqual(['sub01', 'sub02']);
    expect(endsDownlinesOf(new AppError('CONTRACT_ENDS_DOWNLINES', 'x', 409))).toEqual([]);
    expect(endsDownlinesOf(new AppError('NO_CONTRACT', 'x'))).toBeNull();
    expect(endsDownlinesOf(new NetworkError())).toBeNull();
  });
});
