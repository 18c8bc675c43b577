import type { ParsedAmount } from '../../../lib/amount.ts';

type AmountText = {
  problem: (problem: Exclude<ParsedAmount, { ok: true }>['problem']) => string;
  belowMin: (min: number) => string;
  aboveMax: (max: number) => string;
};

/** The message for a typed amount against a min and max, or null when it is fine. */
export function limitProblem(
  parsed: ParsedAmount,
  limits: { min: number; max: number },
  text: AmountText,
): string | null {
  if (!parsed.ok) return text.problem(parsed.problem);
  if (parsed.minor < limits.min) return text.belowMin(limits.min);
  if (parsed.minor > limits.max) return text.aboveMax(limits.max);
  return null;
}
