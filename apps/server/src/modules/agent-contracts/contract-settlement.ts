import { type ContractKind, rateFor } from '@portal/contracts/agent-contracts';
import type { Insertable } from 'kysely';
import type { AgentPayoutTable, Db } from '../../db/schema.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import type { SystemService } from '../system/system.service.ts';
import * as repo from './agent-contracts.repo.ts';
import { completedPeriods, type Period } from './contract-periods.ts';

/** The house account agents' salaries and dividends are paid from. */
export const AGENT_PAY_HOUSE_KIND = 'agent_commission';
/** A period is settled this long after it ends, so rounds in flight at the cut are in it. */
export const SETTLE_GRACE_MS = 15 * 60_000;
/** How many past periods a pass looks at: a node down for a few days catches up. */
const LOOKBACK_PERIODS = 7;

const ledgerType: Record<ContractKind, string> = { dailySalary: 'salary', dividend: 'dividend' };

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
    const base = kind === 'dailySalary' ? f.validBet : f.netLoss > 0n ? f.netLoss : 0n;
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
 * Settles agent contracts (the jobs of DESIGN.md section 6): each completed period of each
 * merchant and kind that runs is settled once, in one transaction. The period's row is claimed
 * first (a unique key), then every holder's payout row is written and paid through the ledger
 * (key `agent-pay:<payout>`), so a pass run twice, or on two nodes, pays once.
 */
export function createContractSettlement(deps: { db: Db; system: Pick<SystemService, 'settingsById'> }) {
  async function settlePeriod(db: Db, merchantId: string, kind: ContractKind, period: Period, now: Date) {
    if (await repo.isSettled(db, merchantId, kind, period.start)) return false;
    const merchant = await deps.system.settingsById(merchantId);
    const currency = merchant.info.brand.currency;
    return db.transaction().execute(async (tx) => {
      const contracts = await repo.contractsInForce(tx, merchantId, kind, period.end);
      if (contracts.length === 0) return false;
      const settlementId = await repo.claimSettlement(tx, {
        merchant_id: merchantId,
        kind,
        period_start: period.start,
        period_end: period.end,
        settled_at: now,
      });
      if (settlementId === null) return false;
      const rows = await repo.teamPeriodFigures(tx, {
        rootIds: contracts.map((c) => c.member_id),
        currency,
        from: period.start,
        to: period.end,
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
            period_start: period.start,
            period_end: period.end,
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
        await postTransfer(tx, {
          merchantId,
          key: `agent-pay:${p.id}`,
          type: ledgerType[kind],
          memberId: p.member_id,
          memo: { reference: `AP${p.id}` },
          postings: [
            { account: { owner: 'member', memberId: p.member_id, kind: 'main', currency }, amount: paid },
            { account: { owner: 'house', kind: AGENT_PAY_HOUSE_KIND, currency }, amount: -paid },
          ],
        });
      }
      return true;
    });
  }

  return {
    /** One pass: every completed period not settled yet, oldest first. Returns how many it settled. */
    async tick(db: Db = deps.db, now: Date = new Date()): Promise<number> {
      let settled = 0;
      for (const setting of await repo.enabledSettings(db)) {
        const merchant = await deps.system.settingsById(setting.merchant_id);
        const periods = completedPeriods(
          now,
          setting.period,
          merchant.info.brand.timeZone,
          SETTLE_GRACE_MS,
          LOOKBACK_PERIODS,
        );
        for (const period of periods.reverse())
          if (await settlePeriod(db, setting.merchant_id, setting.kind, period, now)) settled++;
      }
      return settled;
    },
    settlePeriod,
  };
}
export type ContractSettlement = ReturnType<typeof createContractSettlement>;
