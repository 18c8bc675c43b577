import { REFERRAL_FRIENDS_PAGE_SIZE } from '@portal/contracts/referral';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { referralContract } from './contracts.ts';
import { referralQueryKeys } from './get-referral.ts';

export const getReferralFriends = (page: number, signal?: AbortSignal) =>
  api.get('/wps/referral/friends', () => referralContract().then((m) => m.referralFriendsValueSchema), {
    query: { page, pageSize: REFERRAL_FRIENDS_PAGE_SIZE },
    signal,
  });

export const referralFriendsQuery = (page: number, enabled = true) =>
  queryOptions({
    queryKey: [...referralQueryKeys.all, 'friends', page],
    queryFn: ({ signal }) => getReferralFriends(page, signal),
    enabled,
    staleTime: 0,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/**
 * One page of the friends who registered with the member's code, newest first; asked only
 * `enabled` (while the merchant runs the promotion).
 */
export const useReferralFriends = (page: number, enabled = true) =>
  useQuery(referralFriendsQuery(page, enabled));
