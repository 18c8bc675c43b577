import type { Downline, OverviewPeriod, TeamOverviewValue } from '@portal/contracts/agent';
import type { MockCall } from './api-mock.ts';

/** A team overview answer for `period`; figures in VND minor units. */
export const overviewValue = (
  period: OverviewPeriod,
  overrides: Partial<TeamOverviewValue> = {},
): TeamOverviewValue => ({
  period,
  from: '2026-11-20T17:00:00.000Z',
  to: '2026-11-21T17:00:00.000Z',
  currency: 'VND',
  directMembers: 3,
  teamMembers: 7,
  newMembers: 2,
  activeMembers: 4,
  teamBalance: 123_456_700,
  deposits: 50_000_000,
  withdrawals: 12_500_000,
  betCount: 1234,
  stake: 8_000_000,
  payout: 6_500_000,
  netResult: -1_500_000,
  ...overrides,
});

/** A direct downline as `GET /wps/agent/downlines` lists it. */
export const downline = (account: string, overrides: Partial<Downline> = {}): Downline => ({
  account,
  nickname: null,
  type: 0,
  registeredAt: '2026-11-20T10:00:00Z',
  lastLoginAt: null,
  balance: 0,
  teamMembers: 0,
  ...overrides,
});

/**
 * The downline list behind `GET /wps/agent/downlines`, as the server answers it: newest first as
 * given, filtered by part of the account name (case-insensitive), in pages of `pageSize`.
 */
export function fakeDownlines(list: Downline[]) {
  return {
    'GET /wps/agent/downlines': ({ url }: MockCall) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      const account = url.searchParams.get('account')?.toLowerCase() ?? '';
      const found = list.filter((row) => row.account.toLowerCase().includes(account));
      return {
        list: found.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: found.length,
        totalPages: Math.ceil(found.length / pageSize),
        currency: 'VND',
      };
    },
  };
}

/** `GET /wps/member/info` for an account of `type`. */
export const memberInfoValue = (account: string, type: number) => ({
  id: '1',
  account,
  nickname: null,
  type,
  toUpline: null,
  clubLabel: { labelName: '', color: '', color2: '', rankLevel: 0 },
  memberLabel: [],
  language: null,
  mobileNum: null,
  email: null,
  avatarUrl: '/avatars/default.svg',
  affiliateCode: null,
});
