import {
  CONTRACT_BASE,
  type ContractTier,
  contractKindSchema,
  rateFor,
  tiersAboveUpline,
} from '@portal/contracts/agent-contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContractInForce } from './agent-contracts.repo.ts';
import { type HolderFigures, sharesOf } from './contract-settlement.ts';

/** Climbing tiers: thresholds never fall, rates rise. */
const tiersArb = fc
  .array(
    fc.record({
      bet: fc.integer({ min: 0, max: 1_000_000 }),
      active: fc.integer({ min: 0, max: 5 }),
      rate: fc.integer({ min: 1, max: 60 }),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((steps) => {
    let bet = 0;
    let active = 0;
    let rate = 0;
    return steps.map((s, i): ContractTier => {
      bet = i === 0 ? s.bet : bet + s.bet;
      active += i === 0 ? s.active : s.active;
      rate += s.rate;
      return { minValidBet: bet, minActiveMembers: active, rateBp: rate };
    });
  });

describe('agent pay: level difference', () => {
  it('a chain of nesting contracts pays no agent less than nothing; salaries add up to the top share', () => {
    fc.assert(
      fc.property(
        fc.array(tiersArb, { minLength: 1, maxLength: 4 }),
        fc.array(
          fc.record({
            bet: fc.bigInt({ min: 0n, max: 10n ** 12n }),
            loss: fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
            active: fc.integer({ min: 0, max: 10 }),
          }),
          { minLength: 4, maxLength: 4 },
        ),
        fc.constantFrom(...contractKindSchema.options),
        (candidates, own, kind) => {
          // Keep, top down, the tiers that fit under the contract above (as offering enforces).
          const chain: ContractTier[][] = [];
          for (const tiers of candidates)
            if (
              chain.length === 0 ||
              tiersAboveUpline(tiers, chain[chain.length - 1] as ContractTier[]).length === 0
            )
              chain.push(tiers);
          const contracts: ContractInForce[] = chain.map((tiers, i) => ({
            id: String(i + 1),
            member_id: String(i + 1),
            upline_id: i === 0 ? null : String(i),
            tiers,
          }));
          // Each agent's team holds the team of the agent below it: figures add up from the bottom.
          const figures = new Map<string, HolderFigures>();
          let acc: HolderFigures = { validBet: 0n, netLoss: 0n, active: 0 };
          for (let i = chain.length - 1; i >= 0; i--) {
            const f = own[i] as { bet: bigint; loss: bigint; active: number };
            acc = {
              validBet: acc.validBet + f.bet,
              netLoss: acc.netLoss + f.loss,
              active: acc.active + f.active,
            };
            figures.set(String(i + 1), acc);
          }
          const shares = sharesOf(kind, contracts, figures);
          for (const s of shares) {
            const owed = s.share - s.downlineShares;
            expect(s.amount).toBe(owed > 0n ? owed : 0n);
          }
          const paid = shares.reduce((sum, s) => sum + s.amount, 0n);
          // Valid bets only add up, so salaries nest exactly. A team's loss can be smaller than its
          // sub-team's (its other members won): the house then pays the downline's dividend in full
          // and the upline nothing, never less than zero.
          if (CONTRACT_BASE[kind] === 'validBet') expect(paid).toBe(shares[0]?.share);
          else expect(paid).toBeGreaterThanOrEqual(shares[0]?.share ?? 0n);
        },
      ),
    );
  });

  it('picks the best tier met; a dividend of a period the team won is nothing', () => {
    const tiers = [
      { minValidBet: 0, minActiveMembers: 0, rateBp: 100 },
      { minValidBet: 1000, minActiveMembers: 3, rateBp: 200 },
    ];
    expect(rateFor(tiers, 5000, 2)).toBe(100);
    expect(rateFor(tiers, 5000, 3)).toBe(200);
    expect(rateFor([{ minValidBet: 10, minActiveMembers: 0, rateBp: 5 }], 9, 0)).toBe(0);
    const one: ContractInForce[] = [{ id: '1', member_id: '1', upline_id: null, tiers }];
    const won = new Map([['1', { validBet: 5000n, netLoss: -300n, active: 4 }]]);
    expect(sharesOf('dividend', one, won)[0]).toMatchObject({ rateBp: 200, share: 0n, amount: 0n });
    // 2% of 5,999 is 119.98: rounded down.
    const salary = new Map([['1', { validBet: 5999n, netLoss: 0n, active: 4 }]]);
    expect(sharesOf('dailySalary', one, salary)[0]).toMatchObject({ share: 119n, amount: 119n });
    // An hourly salary is a rate on valid bets too, whatever the team's net loss.
    expect(sharesOf('hourSalary', one, salary)[0]).toMatchObject({ rateBp: 200, share: 119n, amount: 119n });
  });
});
