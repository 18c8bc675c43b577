import {
  CONTRACT_BASE,
  type ContractTier,
  contractKindSchema,
  rateFor,
  realtimeRatesFor,
  tiersAboveUpline,
} from '@portal/contracts/agent-contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContractInForce, TeamBetGroup } from './agent-contracts.repo.ts';
import { type HolderFigures, realtimeSharesOf, sharesOf } from './contract-settlement.ts';

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

/**
 * A chain of contracts, agent 1 at the top and each the upline of the next: of the candidate
 * tiers, top down, those that fit under the contract above (as offering enforces).
 */
function nestingChain(candidates: ContractTier[][]): ContractInForce[] {
  const chain: ContractTier[][] = [];
  for (const tiers of candidates)
    if (chain.length === 0 || tiersAboveUpline(tiers, chain[chain.length - 1] as ContractTier[]).length === 0)
      chain.push(tiers);
  return chain.map((tiers, i) => ({
    id: String(i + 1),
    member_id: String(i + 1),
    upline_id: i === 0 ? null : String(i),
    tiers,
  }));
}

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
        fc.constantFrom(...contractKindSchema.options.filter((k) => k !== 'realtimeSalary')),
        (candidates, own, kind) => {
          const contracts = nestingChain(candidates);
          // Each agent's team holds the team of the agent below it: figures add up from the bottom.
          const figures = new Map<string, HolderFigures>();
          let acc: HolderFigures = { validBet: 0n, netLoss: 0n, active: 0 };
          for (let i = contracts.length - 1; i >= 0; i--) {
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

/** Real-time salary tiers as offering takes them: a bigger single bet each, both rates never falling, one rising. */
const rtTiersArb = fc
  .array(
    fc.record({
      bet: fc.integer({ min: 1, max: 100_000 }),
      profit: fc.integer({ min: 0, max: 40 }),
      loss: fc.integer({ min: 0, max: 40 }),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((steps) => {
    let [bet, profit, loss] = [0, 0, 0];
    return steps.map((s, i): ContractTier => {
      bet = i === 0 ? s.bet - 1 : bet + s.bet;
      // Each rate at least 0.01%; after the first, at least one of them rises.
      profit = i === 0 ? s.profit + 1 : profit + s.profit;
      loss = i === 0 ? s.loss + 1 : loss + s.loss + (s.profit === 0 && s.loss === 0 ? 1 : 0);
      return { minValidBet: bet, minActiveMembers: 0, rateBp: profit, lossRateBp: loss };
    });
  });

/** Settled bets of a chain's members: member i is in the teams of holders 1..i+1 (the holders above it). */
const betsArb = fc.array(
  fc.record({
    member: fc.integer({ min: 0, max: 3 }),
    stake: fc.bigInt({ min: 1n, max: 10n ** 10n }),
    payout: fc.bigInt({ min: 0n, max: 3n * 10n ** 10n }),
    bets: fc.integer({ min: 1, max: 5 }),
  }),
  { maxLength: 12 },
);

describe('real-time salary: per bet shares and level difference', () => {
  /** The groups settlement reads for a chain of holders 1..n: each bet counts for every holder above its player. */
  const groupsOf = (
    holders: number,
    bets: { member: number; stake: bigint; payout: bigint; bets: number }[],
  ) =>
    bets.flatMap((b): TeamBetGroup[] =>
      Array.from({ length: Math.min(b.member + 1, holders) }, (_, h) => ({
        root: String(h + 1),
        member_id: `p${b.member}`,
        stake: b.stake.toString(),
        lost: b.payout < b.stake,
        bets: b.bets,
        payout: (b.payout * BigInt(b.bets)).toString(),
      })),
    );

  it('never pays less than nothing, and a nesting chain adds up to the top share', () => {
    fc.assert(
      fc.property(fc.array(rtTiersArb, { minLength: 1, maxLength: 4 }), betsArb, (candidates, bets) => {
        const contracts = nestingChain(candidates);
        const shares = realtimeSharesOf(contracts, groupsOf(contracts.length, bets));
        for (const s of shares) {
          expect(s.amount).toBeGreaterThanOrEqual(0n);
          expect(s.amount).toBe(s.share - s.downlineShares);
        }
        expect(shares.reduce((sum, s) => sum + s.amount, 0n)).toBe(shares[0]?.share);
      }),
    );
  });

  it('a holder’s share is the sum over its bets of stake × the rate of the bet’s tier, rounded down once', () => {
    fc.assert(
      fc.property(rtTiersArb, betsArb, (tiers, bets) => {
        const [share] = realtimeSharesOf(
          [{ id: '1', member_id: '1', upline_id: null, tiers }],
          groupsOf(1, bets),
        );
        let weighted = 0n;
        for (const b of bets) {
          const rates = realtimeRatesFor(tiers, b.stake);
          weighted += b.stake * BigInt(b.bets) * BigInt(b.payout < b.stake ? rates.lossBp : rates.profitBp);
        }
        expect(share?.share).toBe(weighted / 10_000n);
        // A bet below every single bet amount earns nothing and counts for nothing.
        const lowest = BigInt(tiers[0]?.minValidBet ?? 0);
        const below = bets.filter((b) => b.stake < lowest);
        if (below.length === bets.length)
          expect(share).toMatchObject({ share: 0n, rateBp: 0, figures: { validBet: 0n, active: 0 } });
      }),
    );
  });

  it('pays the loss rate on a lost bet, the profit rate on a won or tied one, by the best tier the stake reaches', () => {
    const tiers: ContractTier[] = [
      { minValidBet: 1000, minActiveMembers: 0, rateBp: 100, lossRateBp: 200 },
      { minValidBet: 5000, minActiveMembers: 0, rateBp: 150, lossRateBp: 300 },
    ];
    const one: ContractInForce[] = [{ id: '1', member_id: '1', upline_id: null, tiers }];
    const group = (stake: number, payout: number, member = 'p'): TeamBetGroup => ({
      root: '1',
      member_id: member,
      stake: String(stake),
      lost: payout < stake,
      bets: 1,
      payout: String(payout),
    });
    // Lost 5,000 at 3% = 150; won 1,000 at 1% = 10; tied 2,000 at 1% = 20; 999 is below every tier.
    const [s] = realtimeSharesOf(one, [
      group(5000, 0),
      group(1000, 3000, 'q'),
      group(2000, 2000),
      group(999, 0, 'r'),
    ]);
    expect(s).toMatchObject({
      share: 180n,
      amount: 180n,
      figures: { validBet: 8000n, netLoss: 3000n, active: 2 },
      // 180 on 8,000 is 2.25%.
      rateBp: 225,
    });
    // 1% of 1,999 is 19.99: rounded down.
    expect(realtimeSharesOf(one, [group(1999, 1999)])[0]?.share).toBe(19n);
    expect(realtimeSharesOf(one, [group(999, 0)])[0]).toMatchObject({ share: 0n, amount: 0n, rateBp: 0 });
  });
});
