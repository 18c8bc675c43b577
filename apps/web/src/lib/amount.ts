/** Why typed text is not an amount; each has its own message in the member centre. */
export type AmountProblem = 'empty' | 'invalid' | 'negative' | 'zero' | 'decimals' | 'tooLarge';

export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

/** At most this many decimals may be typed, whatever the currency exponent (spec 5: 2 decimals). */
const MAX_DECIMALS = 2;

// Plain digits ("1234"), or groups of three split by commas ("1,234,567"), then an optional fraction.
const AMOUNT = /^(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d*))?$/;

/**
 * Reads an amount as people type it in major units ("1,234.50", "20", "0.5") and returns it in
 * integer minor units for a currency with `exponent` decimals. Works on the digits as text, so
 * no floating-point rounding can creep in.
 */
export function parseAmount(text: string, exponent: number): ParsedAmount {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (/^-/.test(trimmed)) {
    return AMOUNT.test(trimmed.slice(1))
      ? { ok: false, problem: 'negative' }
      : { ok: false, problem: 'invalid' };
  }
  const match = AMOUNT.exec(trimmed.replace(/^\+/, ''));
  if (!match) return { ok: false, problem: 'invalid' };
  const [whole = '', fraction = ''] = trimmed.replace(/^\+/, '').replace(/,/g, '').split('.');
  const allowed = Math.min(MAX_DECIMALS, exponent);
  // "12.50" is fine in a 2-decimal currency; "12.505" is not, and trailing zeros count too.
  if (fraction.length > allowed) return { ok: false, problem: 'decimals' };
  const digits = `${whole}${fraction.padEnd(exponent, '0')}`;
  const minor = BigInt(digits);
  if (minor === 0n) return { ok: false, problem: 'zero' };
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, problem: 'tooLarge' };
  return { ok: true, minor: Number(minor) };
}

/** Minor units back to the plain text a person would type ("1234.5" for 123450 at exponent 2). */
export function minorToInput(minor: number, exponent: number): string {
  const text = BigInt(minor)
    .toString()
    .padStart(exponent + 1, '0');
  if (exponent === 0) return text;
  const whole = text.slice(0, -exponent);
  const fraction = text.slice(-exponent).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
