import { AppError } from '@portal/contracts/errors';
import { type BetType, betTypes, type OddsGroup, oddsGroups } from '@portal/contracts/lottery';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultOddsTable, type OddsChange, oddsTableSchema, withRuleChange } from './odds.ts';

/** The operator's odds change (`lottery odds set`): a whole valid table, or a refusal. */

/** Mostly values a table takes, sometimes ones it must refuse (zero, negative, too large). */
const amount = (max: number) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 1, max }) },
    { weight: 1, arbitrary: fc.integer({ min: -5, max: 0 }) },
  );
const change: fc.Arbitrary<OddsChange> = fc
  .record(
    {
      oddsMilli: fc.oneof(
        { weight: 8, arbitrary: amount(100_000_000) },
        { weight: 1, arbitrary: fc.constant(100_000_001) },
      ),
      minStake: amount(1_000_000),
      maxStake: amount(2_000_000_000),
    },
    { requiredKeys: [] },
  )
  .chain((fields) =>
    // A selection now and then: only three-dice sums price them apart.
    fc
      .oneof(
        { weight: 9, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom('3', '10', '18', '19', 'x') },
      )
      .map((selection) => (selection === null ? fields : { ...fields, selection })),
  );

/** The bet types each group offers, and now and then one it does not. */
const offered = oddsGroups.flatMap((group) =>
  betTypes
    .filter((betType) => defaultOddsTable.groups[group][betType])
    .map((betType) => [group, betType] as const),
);
const target = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom(...offered) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom<OddsGroup>(...oddsGroups), fc.constantFrom<BetType>(...betTypes)),
  },
);

describe('odds changes', () => {
  it('give a table that parses, differing only in the rule asked for, or refuse with a clear error', () => {
    let accepted = 0;
    fc.assert(
      fc.property(target, change, ([group, betType], asked) => {
        let changed: typeof defaultOddsTable;
        try {
          changed = withRuleChange(defaultOddsTable, group, betType, asked);
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          expect((error as AppError).code).toBe('VALIDATION_FAILED');
          return;
        }
        accepted += 1;
        expect(oddsTableSchema.safeParse(changed).success).toBe(true);
        const rule = changed.groups[group][betType];
        expect(rule).toBeDefined();
        if (asked.minStake !== undefined) expect(rule?.minStake).toBe(asked.minStake);
        if (asked.maxStake !== undefined) expect(rule?.maxStake).toBe(asked.maxStake);
        if (asked.oddsMilli !== undefined && asked.selection === undefined)
          expect(rule?.oddsMilli).toBe(asked.oddsMilli);
        if (asked.selection !== undefined) expect(rule?.bySelection?.[asked.selection]).toBe(asked.oddsMilli);
        // Everything else is as it was.
        for (const g of oddsGroups)
          for (const bt of betTypes)
            if (g !== group || bt !== betType)
              expect(changed.groups[g][bt]).toEqual(defaultOddsTable.groups[g][bt]);
        expect(changed.maxStakePerDraw).toBe(defaultOddsTable.maxStakePerDraw);
      }),
      { numRuns: 500 },
    );
    // Not only refusals: enough changes were valid for the property to say something.
    expect(accepted).toBeGreaterThan(150);
  });

  it('never changes the table it was given', () => {
    const before = structuredClone(defaultOddsTable);
    withRuleChange(defaultOddsTable, 'north', 'lo2', { oddsMilli: 98_500, maxStake: 500_000_000 });
    withRuleChange(defaultOddsTable, 'k3', 'k3_sum', { oddsMilli: 200_000, selection: '3' });
    expect(defaultOddsTable).toEqual(before);
  });
});
