import { z } from 'zod';

/** Money travels as integer minor units; positive safe integers for amounts. */
export const minorUnitsSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** A positive amount in minor units: no zero, no fraction, nothing past a safe integer. */
export const positiveAmountSchema = z
  .number()
  .int('Amounts are whole minor units')
  .positive('The amount must be above zero')
  .max(Number.MAX_SAFE_INTEGER);

/** Formats minor units with 2 decimals and thousands separators, no floating point (spec 9). */
export function formatMoney(minor: bigint | number, exponent = 2, symbol = ''): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const base = 10n ** BigInt(exponent);
  const whole = (abs / base).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = (abs % base).toString().padStart(exponent, '0').slice(0, 2).padEnd(2, '0');
  return `${negative ? '-' : ''}${symbol}${whole}.${frac}`;
}
