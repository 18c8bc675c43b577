import {
  CONTRACT_BASE,
  type ContractKind,
  type ContractPeriod,
  rateFor,
  realtimeRatesFor,
} from '@portal/contracts/agent-contracts';
import { AppError } from '@portal/contracts/errors';
import type { BonusType } from '@portal/contracts/records';
import type { Insertable } from 'kysely';
import type { AgentPayoutTable, Db } from '../../db/schema.ts';
import { payFromHouse } from '../ledger/ledger.service.ts';
import type { SystemService } from '../system/system.service.ts';
import * as repo from './agent-contracts.repo.ts';
import { completedPeriods, type Period, periodAt } from './contract-periods.ts';

/** The house account agents' salaries and dividends are paid from. */
export const AGENT_PAY_HOUSE_KIND = 'agent_commission';
/** A period is settled this long after it ends, so rounds in flight at the cut are in it. */
export const SETTLE_GRACE_MS = 15 * 60_000;
/**
 * The real-time salary's grace: its 5-minute windows are paid a minute after they end, so it is
 * real time; a bet settled later than that (a lottery draw, a round in flight) still counts, in
 * the window where it settled, since windows read bets by their settling time.
 */
export const RT_SETTLE_GRACE_MS = 60_000;
const SETTLE_GRACE: Record<ContractPeriod, number> = {
  RT: RT_SETTLE_GRACE_MS,
  HR: SETTLE_GRACE_MS,
  D: SETTLE_GRACE_MS,
  W: SETTLE_GRACE_MS,
  H: SETTLE_GRACE_MS,
  M: SETTLE_GRACE_MS,
};
/**
 * How many past periods a pass looks at: a node down for a few days catches up (seven days of
 * hours, three days of 5-minute windows).
 */
const LOOKBACK_PERIODS: Record<ContractPeriod, number> = { RT: 3 * 288, HR: 7 * 24, D: 7, W: 7, H: 7, M: 7 };

/** The ledger movement of each kind's pay, one of the member's bonus types (records.ts). */
export const AGENT_PAY_LEDGER_TYPE: Record<ContractKind, BonusType> = {
  dailySalary: 'salary',
  hourSalary: 'hour_salary',
  realtimeSalary: 'realtime_salary',
  dividend: 'dividend',
};

export type HolderFigures = { validBet: bigint; netLoss: bigint; active: number };

/**
 * Each holder's share and what it is paid: its rate (the best tier its team's figures meet)
 * on the base (valid bets for a salary, the net loss for a dividend, nothing when the team
 * won), rounded down, less the shares of the holders directly below it. Salaries nest: a
 * downline's tiers fit under its upline's and its valid bets are part of the upline's, so the
 * difference is never below zero and the house pays the top share once. A dividend's base can
 * be smaller above than below (the upline's other members won): the downline is still paid its
 * share and the upline nothing, never less than zero, since the house takes no money back
 * from an agent; nothing is carried to the next period.
 */
export function sharesOf(
  kind: Exclude<ContractKind, 'realtimeSalary'>,
  contracts: readonly repo.ContractInForce[],
  figures: ReadonlyMap<string, HolderFigures>,
) {
  const none: HolderFigures = { validBet: 0n, netLoss: 0n, active: 0 };
  return levelDifference(
    contracts.map((c) => {
      const f = figures.get(c.member_id) ?? none;
      const rateBp = rateFor(c.tiers, Number(f.validBet), f.active);
      const base = CONTRACT_BASE[kind] === 'validBet' ? f.validBet : f.netLoss > 0n ? f.netLoss : 0n;
      return { contract: c, figures: f, rateBp, share: (base * BigInt(rateBp)) / 10_000n };
    }),
  );
}

/**
 * The real-time salary's shares of one window. Each settled bet of a holder's team whose stake
 * reaches one of the holder's single bet amounts earns the stake times the loss rate (the player
 * lost: payout below the stake) or the profit rate (won or tied) of the best tier that stake
 * reaches; a holder's share is the sum over those bets, rounded down once. Its figures count only
 * those qualifying bets (valid bets: their stakes; net loss: stakes minus payouts; active: the
 * members who placed them) and its `rateBp` is the rate the share comes to on them. Level
 * difference as for the salaries: a downline's tiers fit under its upline's at each of its single
 * bets and its bets are its upline's too, so an upline's share covers its downlines'.
 */
export function realtimeSharesOf(
  contracts: readonly repo.ContractInForce[],
  bets: readonly repo.TeamBetGroup[],
) {
  return levelDifference(
    contracts.map((c) => {
      let [weighted, validBet, netLoss] = [0n, 0n, 0n];
      const members = new Set<string>();
      for (const b of bets) {
        if (b.root !== c.member_id) continue;
        const stake = BigInt(b.stake);
        const { profitBp, lossBp } = realtimeRatesFor(c.tiers, stake);
        if (profitBp === 0 && lossBp === 0) continue;
        const stakes = stake * BigInt(b.bets);
        weighted += stakes * BigInt(b.lost ? lossBp : profitBp);
        validBet += stakes;
        netLoss += stakes - BigInt(b.payout);
        members.add(b.member_id);
      }
      const share = weighted / 10_000n;
      return {
        contract: c,
        figures: { validBet, netLoss, active: members.size },
        rateBp: validBet > 0n ? Number((share * 10_000n) / validBet) : 0,
        share,
      };
    }),
  );
}

/** Each holder is paid its share less its contracted direct downlines' shares, never below zero. */
function levelDifference<
  T extends { contract: repo.ContractInForce; figures: HolderFigures; rateBp: number; share: bigint },
>(computed: T[]) {
  return computed.map((h) => {
    const downlineShares = computed
      .filter((d) => d.contract.upline_id === h.contract.member_id)
      .reduce((sum, d) => sum + d.share, 0n);
    const owed = h.share - downlineShares;
    return { ...h, downlineShares, amount: owed > 0n ? owed : 0n };
  });
}

/**
 * Settles agent contracts (the jobs of DESIGN.md section 6), in windows that tile each period
 * of each merchant and kind that runs: a window starts where the last settled one of its period
 * ended (or at the period's start) and ends with the period, or earlier when the operator
 * settles the running period by hand. So no bet is counted twice and none is skipped, whoever
 * settles what and when. A window is settled in one transaction: its row is claimed first (a
 * unique key on its start), then every holder's payout row is written and paid through the
 * ledger (key `agent-pay:<payout>`), so a pass run twice, or on two nodes, pays once.
 */
export function createContractSettlement(deps: {
  db: Db;
  system: Pick<SystemService, 'settingsById'>;
  /** Tells a paid agent's open tabs its new balance, once the window is committed (absent: nobody to tell). */
  publishBalance?: (memberId: string, merchantId: string) => Promise<void>;
}) {
  /** Settles what is left of `period` up to `until` (at most its end); false when nothing was. */
  async function settleWindow(
    db: Db,
    merchantId: string,
    kind: ContractKind,
    period: Period,
    until: Date,
    now: Date,
  ): Promise<boolean> {
    const settledTo = await repo.settledUpTo(db, merchantId, kind, period);
    const window = {
      start: settledTo && settledTo > period.start ? settledTo : period.start,
      end: until < period.end ? until : period.end,
    };
    if (window.start >= window.end) return false;
    const merchant = await deps.system.settingsById(merchantId);
    const currency = merchant.info.brand.currency;
    const paidMembers: string[] = [];
    const settled = await db.transaction().execute(async (tx) => {
      const contracts = await repo.contractsInForce(tx, merchantId, kind, window.end);
      if (contracts.length === 0) return false;
      const settlementId = await repo.claimSettlement(tx, {
        merchant_id: merchantId,
        kind,
        period_start: window.start,
        period_end: window.end,
        settled_at: now,
      });
      if (settlementId === null) return false;
      const team = {
        rootIds: contracts.map((c) => c.member_id),
        currency,
        from: window.start,
        to: window.end,
      };
      let shares: ReturnType<typeof realtimeSharesOf>;
      if (kind === 'realtimeSalary') shares = realtimeSharesOf(contracts, await repo.teamBetGroups(tx, team));
      else {
        const rows = await repo.teamPeriodFigures(tx, team);
        const figures = new Map(
          rows.map((r) => [
            r.root,
            { validBet: BigInt(r.stake), netLoss: BigInt(r.stake) - BigInt(r.payout), active: r.active },
          ]),
        );
        shares = sharesOf(kind, contracts, figures);
      }
      const payouts = await repo.insertPayouts(
        tx,
        shares.map(
          (s): Insertable<AgentPayoutTable> => ({
            settlement_id: settlementId,
            contract_id: s.contract.id,
            member_id: s.contract.member_id,
            kind,
            period_start: window.start,
            period_end: window.end,
            currency,
            valid_bet: s.figures.validBet.toString(),
            net_loss: s.figures.netLoss.toString(),
            active_members: s.figures.active,
            rate_bp: s.rateBp,
            share: s.share.toString(),
            downline_shares: s.downlineShares.toString(),
            amount: s.amount.toString(),
            settled_at: now,
          }),
        ),
      );
      for (const p of payouts) {
        const paid = BigInt(p.amount);
        if (paid === 0n) continue;
        await payFromHouse(tx, {
          merchantId,
          memberId: p.member_id,
          currency,
          amount: paid,
          house: AGENT_PAY_HOUSE_KIND,
          key: `agent-pay:${p.id}`,
          type: AGENT_PAY_LEDGER_TYPE[kind],
          reference: `AP${p.id}`,
        });
        paidMembers.push(p.member_id);
      }
      return true;
    });
    // The payments stand whether or not a tab hears of them.
    if (settled && deps.publishBalance)
      for (const memberId of paidMembers)
        await deps.publishBalance(memberId, merchantId).catch(() => undefined);
    return settled;
  }

  /** Every completed period of one setting not settled to its end yet, oldest first. */
  async function settleCompleted(
    db: Db,
    setting: { merchant_id: string; kind: ContractKind; period: ContractPeriod },
    now: Date,
  ) {
    const merchant = await deps.system.settingsById(setting.merchant_id);
    const zone = merchant.info.brand.timeZone;
    const periods = completedPeriods(
      now,
      setting.period,
      zone,
      SETTLE_GRACE[setting.period],
      LOOKBACK_PERIODS[setting.period],
    ).reverse();
    let settled = 0;
    for (const period of await withWork(db, setting.merchant_id, setting.kind, periods))
      if (await settleWindow(db, setting.merchant_id, setting.kind, period, period.end, now)) settled++;
    return { settled, zone };
  }

  /**
   * The periods (oldest first) a pass has work in: not settled to their end, with a contract
   * accepted before their end and not ended by then. Two reads whatever the lookback (a week of
   * hours is 168 periods, three days of 5-minute windows 864), so a pass does not open a
   * transaction per period only to find nothing to do; settleWindow checks each one again in its
   * transaction. The settled windows are matched to the periods in one walk over both, in order.
   */
  async function withWork(db: Db, merchantId: string, kind: ContractKind, periods: Period[]) {
    const [first, last] = [periods[0], periods[periods.length - 1]];
    if (!first || !last) return [];
    const [settledWindows, spans] = await Promise.all([
      repo.settledWindows(db, merchantId, kind, first.start),
      repo.contractSpans(db, merchantId, kind, first.end, last.end),
    ]);
    const windows = settledWindows
      .map((w) => ({ start: w.period_start.getTime(), end: w.period_end.getTime() }))
      .sort((a, b) => a.start - b.start);
    let next = 0;
    return periods.filter((p) => {
      let settledTo = p.start.getTime();
      while (next < windows.length && (windows[next]?.start ?? 0) < p.start.getTime()) next++;
      for (; next < windows.length && (windows[next]?.start ?? 0) < p.end.getTime(); next++)
        settledTo = Math.max(settledTo, windows[next]?.end ?? 0);
      return (
        settledTo < p.end.getTime() &&
        spans.some((c) => c.accepted_at < p.end && (c.ended_at === null || c.ended_at >= p.end))
      );
    });
  }

  return {
    /** One pass: every completed period not settled yet, oldest first. Returns how many windows it settled. */
    async tick(db: Db = deps.db, now: Date = new Date()): Promise<number> {
      let settled = 0;
      for (const setting of await repo.enabledSettings(db))
        settled += (await settleCompleted(db, setting, now)).settled;
      return settled;
    },

    /**
     * The operator settles a merchant now (`ops contract settle --until`): the completed periods,
     * then the running period of each kind up to `until` (at most now). The scheduled pass later
     * settles the rest of that period from there. Returns how many windows it settled.
     */
    async settleUntil(merchantId: string, until: Date, now: Date = new Date()): Promise<number> {
      if (until > now) throw new AppError('VALIDATION_FAILED', 'Only time that has passed can be settled');
      let settled = 0;
      for (const setting of (await repo.settings(deps.db, merchantId)).filter((s) => s.enabled)) {
        const done = await settleCompleted(deps.db, setting, now);
        settled += done.settled;
        const running = periodAt(new Date(until.getTime() - 1), setting.period, done.zone);
        if (await settleWindow(deps.db, merchantId, setting.kind, running, until, now)) settled++;
      }
      return settled;
    },
  };
}
export type ContractSettlement = ReturnType<typeof createContractSettlement>;
