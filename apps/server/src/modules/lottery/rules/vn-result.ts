import type { DrawResult, VnResult, VnStructure, VnTierName } from '@portal/contracts/lottery';

/**
 * Prize structures. North: 27 numbers in 8 tiers, special 5 digits. South and Centre: 18
 * numbers in 9 tiers, special 6 digits. Each entry: tier, how many numbers, digits each.
 */
export const vnStructureTiers: Record<VnStructure, ReadonlyArray<readonly [VnTierName, number, number]>> = {
  north: [
    ['special', 1, 5],
    ['first', 1, 5],
    ['second', 2, 5],
    ['third', 6, 5],
    ['fourth', 4, 4],
    ['fifth', 6, 4],
    ['sixth', 3, 3],
    ['seventh', 4, 2],
  ],
  south: [
    ['special', 1, 6],
    ['first', 1, 5],
    ['second', 1, 5],
    ['third', 2, 5],
    ['fourth', 7, 5],
    ['fifth', 1, 4],
    ['sixth', 3, 4],
    ['seventh', 1, 3],
    ['eighth', 1, 2],
  ],
};

export const prizeCount = (structure: VnStructure) =>
  vnStructureTiers[structure].reduce((n, [, count]) => n + count, 0);

/** Every problem with a result sheet, empty when it matches the structure exactly. */
export function vnResultProblems(result: VnResult): string[] {
  const problems: string[] = [];
  const tiers = vnStructureTiers[result.structure];
  const expected = new Set(tiers.map(([name]) => name));
  for (const name of Object.keys(result.tiers)) {
    if (!expected.has(name as VnTierName))
      problems.push(`tier ${name} is not part of the ${result.structure} structure`);
  }
  for (const [name, count, digits] of tiers) {
    const numbers = result.tiers[name];
    if (!numbers) {
      problems.push(`tier ${name} is missing`);
      continue;
    }
    if (numbers.length !== count) problems.push(`tier ${name} needs ${count} numbers, got ${numbers.length}`);
    for (const n of numbers) {
      if (!/^\d+$/.test(n) || n.length !== digits)
        problems.push(`tier ${name}: '${n}' is not a ${digits}-digit number`);
    }
  }
  return problems;
}

/** Every prize number in tier order. */
export function prizeNumbers(result: VnResult): string[] {
  return vnStructureTiers[result.structure].flatMap(([name]) => result.tiers[name] ?? []);
}

export const specialOf = (result: VnResult): string => {
  const special = result.tiers.special?.[0];
  if (!special) throw new Error('a result without a special prize');
  return special;
};

/** The last `digits` digits of every prize number long enough to have them (the lô list). */
export function loNumbers(result: VnResult, digits: 2 | 3 | 4): string[] {
  return prizeNumbers(result)
    .filter((n) => n.length >= digits)
    .map((n) => n.slice(-digits));
}

/**
 * Bao lô multiplier: how many prize numbers have at least that many digits. The stake of a lô
 * bet is the unit stake times this (27/23/20 in the North, 18/17/16 in the South and Centre).
 */
export function loMultiplier(structure: VnStructure, digits: 2 | 3 | 4): number {
  return vnStructureTiers[structure].reduce((n, [, count, len]) => n + (len >= digits ? count : 0), 0);
}

/** A result with its fields and tiers in structure order (JSONB does not keep key order). */
export function normalizeResult(result: DrawResult): DrawResult {
  if (result.kind === 'ssc') return { kind: 'ssc', digits: [...result.digits] };
  if (result.kind === 'k3') return { kind: 'k3', dice: [...result.dice] };
  const tiers: VnResult['tiers'] = {};
  for (const [name] of vnStructureTiers[result.structure])
    if (result.tiers[name]) tiers[name] = result.tiers[name];
  for (const name of Object.keys(result.tiers) as VnTierName[])
    if (!tiers[name]) tiers[name] = result.tiers[name];
  return { kind: 'vn', structure: result.structure, tiers };
}

/** Whether two results are the same draw outcome, whatever their key order. */
export const sameResult = (a: DrawResult, b: DrawResult) =>
  JSON.stringify(normalizeResult(a)) === JSON.stringify(normalizeResult(b));
