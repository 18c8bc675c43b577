import {
  CONTRACT_BASE,
  type ContractKind,
  type ContractPeriod,
  rateFor,
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
/** How many past periods a pass looks at: a node down for a few days (seven days of hours) catches up. */
const LOOKBACK_PERIODS: Record<ContractPeriod, number> = { HR: 7 * 24, D: 7, W: 7, H: 7, M: 7 };

/** The ledger movement of each kind's pay, one of the member's bonus types (records.ts). */
export const AGENT_PAY_LEDGER_TYPE: Record<ContractKind, BonusType> = {
  dailySalary: 'salary',
  hourSalary: 'hour_salary',
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
  kind: ContractKind,
  contracts: readonly repo.ContractInForce[],
  figures: ReadonlyMap<string, HolderFigures>,
) {
  const none: HolderFigures = { validBet: 0n, netLoss: 0n, active: 0 };
  const computed = contracts.map((c) => {
    const f = figures.get(c.member_id) ?? none;
    const rateBp = rateFor(c.tiers, Number(f.validBet), f.active);
    const base = CONTRACT_BASE[kind] === 'validBet' ? f.validBet : f.netLoss > 0n ? f.netLoss : 0n;
    return { contract: c, figures: f, rateBp, share: (base * BigInt(rateBp)) / 10_000n };
  });
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
      const rows = await repo.teamPeriodFigures(tx, {
        rootIds: contracts.map((c) => c.member_id),
        currency,
        from: window.start,
        to: window.end,
      });
      const figures = new Map(
        rows.map((r) => [
          r.root,
          { validBet: BigInt(r.stake), netLoss: BigInt(r.stake) - BigInt(r.payout), active: r.active },
        ]),
      );
      const shares = sharesOf(kind, contracts, figures);
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
      SETTLE_GRACE_MS,
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
   * hours is 168 periods), so a pass does not open a transaction per period only to find nothing
   * to do; settleWindow checks each one again in its transaction.
   */
  async function withWork(db: Db, merchantId: string, kind: ContractKind, periods: Period[]) {
    const [first, last] = [periods[0], periods[periods.length - 1]];
    if (!first || !last) return [];
    const [windows, spans] = await Promise.all([
      repo.settledWindows(db, merchantId, kind, first.start),
      repo.contractSpans(db, merchantId, kind, first.end, last.end),
    ]);
    return periods.filter((p) => {
      const settledTo = Math.max(
        p.start.getTime(),
        ...windows
          .filter((w) => w.period_start >= p.start && w.period_start < p.end)
          .map((w) => w.period_end.getTime()),
      );
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
