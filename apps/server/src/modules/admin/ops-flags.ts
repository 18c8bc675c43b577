import { AppError } from '@portal/contracts/errors';
import { z } from 'zod';

/** What the modules' operator commands (`npm run ops -- ...`) share, so each reads and checks it alike. */

/** The merchant a command is for: `--merchant CODE`, or the default one. */
export const merchantSchema = z.string().min(1).max(64);

/**
 * Artwork the site shows (a banner, a promotion's image): a path on the site itself
 * (`/banners/x.svg`) or an https address, never another scheme.
 */
export const siteImageSchema = z
  .string()
  .max(2048)
  .regex(
    /^(\/(?!\/)|https:\/\/)\S+$/,
    'An image is a path on the site (/banners/x.svg) or an https:// address',
  );

/** A row's id given as a word: `idSchema('A draw')` refuses anything else with "A draw id is a number". */
export const idSchema = (what: string) => z.string().regex(/^\d{1,18}$/, `${what} id is a number`);

/** A whole number given as `--name N` (an amount in minor units, a count), or null when absent. */
export function wholeFlag(flags: Map<string, string>, name: string): number | null {
  const text = flags.get(name);
  if (text === undefined) return null;
  if (!/^\d{1,15}$/.test(text)) throw new AppError('VALIDATION_FAILED', `--${name} is a whole number`);
  return Number(text);
}

/** Basis points from a percent's text, without floating point: "0.8" -> 80. */
export function percentToBp(percent: string): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
