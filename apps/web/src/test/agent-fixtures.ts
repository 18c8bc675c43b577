import type {
  Downline,
  MemberProfit,
  OverviewPeriod,
  TeamBet,
  TeamBetsValue,
  TeamOverviewValue,
  TeamProfitValue,
  TeamTransaction,
  TeamTransactionsValue,
} from '@portal/contracts/agent';
import type {
  Contract,
  ContractKind,
  ContractSettingsValue,
  ContractsValue,
  DownlineContracts,
  Income,
  IncomeValue,
} from '@portal/contracts/agent-contracts';
import type { MockCall } from './api-mock.ts';
import { betRecord } from './bet-fixtures.ts';

/**
 * The page of `found` a call asks for (`page`, and `pageSize` or `defaultSize`), with the paging
 * fields every agent list answers with.
 */
function pageOf<T>(found: T[], query: URLSearchParams, defaultSize = 20) {
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? defaultSize);
  return { list: found.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: found.length };
}

/** The team reports' member filter: the exact account (case-insensitive) when the call names one. */
function byAccount(query: URLSearchParams) {
  const account = query.get('account')?.toLowerCase();
  return (row: { account: string }) => !account || row.account.toLowerCase() === account;
}

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
      const account = url.searchParams.get('account')?.toLowerCase() ?? '';
      const found = list.filter((row) => row.account.toLowerCase().includes(account));
      const answer = pageOf(found, url.searchParams, 10);
      return { ...answer, totalPages: Math.ceil(found.length / answer.pageSize), currency: 'VND' };
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

/** A team bet as `GET /wps/agent/team/bets` lists it; VND minor units. */
export const teamBet = (account: string, id: string, overrides: Partial<TeamBet> = {}): TeamBet => ({
  ...betRecord(id, { placedAt: '2026-11-21T10:00:00Z', settledAt: '2026-11-21T10:00:00Z' }),
  account,
  ...overrides,
});

/**
 * `GET /wps/agent/team/bets` over `list` (newest first as given), as the server answers it:
 * filtered by status, product and exact account (case-insensitive), paged, with the summary of
 * every match (profit over settled bets only).
 */
export function fakeTeamBets(list: TeamBet[]) {
  return {
    'GET /wps/agent/team/bets': ({ url }: MockCall): TeamBetsValue => {
      const q = url.searchParams;
      const found = list
        .filter(byAccount(q))
        .filter(
          (bet) =>
            (!q.get('status') || bet.status === q.get('status')) &&
            (!q.get('product') || bet.product === q.get('product')),
        );
      const sum = (of: (bet: TeamBet) => number) => found.reduce((n, bet) => n + of(bet), 0);
      return {
        ...pageOf(found, q),
        currency: 'VND',
        summary: {
          bets: found.length,
          stake: sum((bet) => bet.stake),
          payout: sum((bet) => bet.payout ?? 0),
          profit: sum((bet) => (bet.status === 'settled' ? (bet.payout ?? 0) - bet.stake : 0)),
        },
      };
    },
  };
}

/** One member's row of `GET /wps/agent/team/profit`; profit follows payout and stake. */
export const memberProfit = (account: string, overrides: Partial<MemberProfit> = {}): MemberProfit => {
  const row = {
    account,
    type: 0 as MemberProfit['type'],
    deposits: 0,
    withdrawals: 0,
    bets: 0,
    stake: 0,
    payout: 0,
    ...overrides,
  };
  return { ...row, profit: row.payout - row.stake };
};

/** `GET /wps/agent/team/profit` over `list` (in the server's order as given): exact account, pages, totals. */
export function fakeTeamProfit(list: MemberProfit[]) {
  return {
    'GET /wps/agent/team/profit': ({ url }: MockCall): TeamProfitValue => {
      const found = list.filter(byAccount(url.searchParams));
      const sum = (key: 'deposits' | 'withdrawals' | 'bets' | 'stake' | 'payout' | 'profit') =>
        found.reduce((n, row) => n + row[key], 0);
      return {
        ...pageOf(found, url.searchParams),
        currency: 'VND',
        totals: {
          deposits: sum('deposits'),
          withdrawals: sum('withdrawals'),
          bets: sum('bets'),
          stake: sum('stake'),
          payout: sum('payout'),
          profit: sum('profit'),
        },
      };
    },
  };
}

/** A team member's wallet movement as `GET /wps/agent/team/transactions` lists it; VND minor units. */
export const teamTransaction = (
  account: string,
  id: string,
  overrides: Partial<TeamTransaction> = {},
): TeamTransaction => ({
  id,
  account,
  type: 'deposit',
  category: 'deposit',
  amount: 100_000,
  balanceAfter: 100_000,
  wallet: 'main',
  reference: `ref-${id}`,
  createdAt: '2026-11-21T10:00:00Z',
  ...overrides,
});

/**
 * `GET /wps/agent/team/transactions` over `list` (newest first as given), as the server answers
 * it: filtered by category and exact account (case-insensitive), paged.
 */
export function fakeTeamTransactions(list: TeamTransaction[]) {
  return {
    'GET /wps/agent/team/transactions': ({ url }: MockCall): TeamTransactionsValue => {
      const q = url.searchParams;
      const found = list
        .filter(byAccount(q))
        .filter((row) => !q.get('category') || row.category === q.get('category'));
      return { ...pageOf(found, q), currency: 'VND' };
    },
  };
}

/** `GET /wps/agent/contracts/settings`: every kind enabled unless told otherwise. */
export const contractSettingsValue = (
  enabled: Partial<Record<ContractKind, boolean>> = {},
): ContractSettingsValue => ({
  dailySalary: { enabled: enabled.dailySalary ?? true, period: 'D', maxRateBp: 300 },
  hourSalary: { enabled: enabled.hourSalary ?? true, period: 'HR', maxRateBp: 300 },
  realtimeSalary: { enabled: enabled.realtimeSalary ?? true, period: 'RT', maxRateBp: 300 },
  dividend: { enabled: enabled.dividend ?? true, period: 'H', maxRateBp: 5000 },
});

/** The period each kind is settled on in these fixtures (the dividend semi-monthly). */
const fixturePeriods: Record<ContractKind, ContractsValue['period']> = {
  dailySalary: 'D',
  hourSalary: 'HR',
  realtimeSalary: 'RT',
  dividend: 'H',
};

/**
 * A contract in force, offered by `offeredBy`: 1% from nothing, 1.5% from ₫10,000 with 5
 * members; a real-time salary 0.2% / 0.4% (profit / loss) from a ₫100 bet, 0.3% / 0.6% from ₫1,000.
 */
export const contract = (id: string, overrides: Partial<Contract> = {}): Contract => ({
  id,
  kind: 'dailySalary',
  status: 'active',
  tiers:
    overrides.kind === 'realtimeSalary'
      ? [
          { minValidBet: 10_000, minActiveMembers: 0, rateBp: 20, lossRateBp: 40 },
          { minValidBet: 100_000, minActiveMembers: 0, rateBp: 30, lossRateBp: 60 },
        ]
      : [
          { minValidBet: 0, minActiveMembers: 0, rateBp: 100 },
          { minValidBet: 1_000_000, minActiveMembers: 5, rateBp: 150 },
        ],
  offeredBy: 'house',
  offeredAt: '2026-11-01T03:00:00Z',
  acceptedAt: '2026-11-01T03:00:00Z',
  endedAt: null,
  ...overrides,
});

/** A direct downline agent as `GET /wps/agent/contracts` lists it, without contracts. */
export const downlineContracts = (
  account: string,
  overrides: Partial<DownlineContracts> = {},
): DownlineContracts => ({ account, type: 41, active: null, offered: null, ...overrides });

/** `GET /wps/agent/contracts` for one kind: the agent's pair and one page of downline agents. */
export const contractsValue = (
  kind: ContractKind,
  mine: ContractsValue['mine'],
  downlines: DownlineContracts[],
  { page = 1, pageSize = 10, period = fixturePeriods[kind] } = {} as {
    page?: number;
    pageSize?: number;
    period?: ContractsValue['period'];
  },
): ContractsValue => ({
  kind,
  period,
  currency: 'VND',
  mine,
  downlines: downlines.slice((page - 1) * pageSize, page * pageSize),
  page,
  pageSize,
  total: downlines.length,
  totalPages: Math.ceil(downlines.length / pageSize),
});

/** One settled daily-salary period as `GET /wps/agent/income` lists it; VND minor units. */
export const income = (id: string, overrides: Partial<Income> = {}): Income => ({
  id,
  kind: 'dailySalary',
  periodStart: '2026-11-20T17:00:00Z',
  periodEnd: '2026-11-21T17:00:00Z',
  validBet: 10_000_000,
  netLoss: 2_500_000,
  activeMembers: 6,
  rateBp: 150,
  share: 150_000,
  downlineShares: 50_000,
  amount: 100_000,
  settledAt: '2026-11-21T17:05:00Z',
  ...overrides,
});

/**
 * `GET /wps/agent/income` over `list` (newest first as given), as the server answers it:
 * filtered by kind, paged, with the total paid over every match.
 */
export function fakeIncome(list: Income[]) {
  return {
    'GET /wps/agent/income': ({ url }: MockCall): IncomeValue => {
      const q = url.searchParams;
      const found = list.filter((row) => !q.get('kind') || row.kind === q.get('kind'));
      const answer = pageOf(found, q);
      return {
        ...answer,
        totalPages: Math.ceil(found.length / answer.pageSize),
        currency: 'VND',
        totalAmount: found.reduce((sum, row) => sum + row.amount, 0),
      };
    },
  };
}
