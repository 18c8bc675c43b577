import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { referralContract } from './contracts.ts';

export const getReferral = (signal?: AbortSignal) =>
  api.get('/wps/referral', () => referralContract().then((m) => m.referralValueSchema), { signal });

/** Everything of the referral feature: the invitation with its figures, and the friends. */
export const referralQueryKeys = {
  all: ['referral'] as const,
  value: ['referral', 'value'] as const,
};

export const referralQuery = () =>
  queryOptions({
    queryKey: referralQueryKeys.value,
    queryFn: ({ signal }) => getReferral(signal),
    // Friends register and deposit all the time: ask again when the page is shown, unless the
    // member centre's menu has just asked (it opens with the page, and reads the same answer).
    staleTime: 10_000,
  });

/**
 * The member's invitation and what it has earned (spec 2 `referral`); `enabled` false when the
 * merchant does not run the promotion. The member centre's menu reads the same answer.
 */
export const useReferral = () => useQuery(referralQuery());
