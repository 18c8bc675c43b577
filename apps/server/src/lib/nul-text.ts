import { AppError } from '@portal/contracts/errors';

/** Nesting deeper than this is not walked (bodies are limited in size, not in depth). */
const MAX_DEPTH = 32;

/** Arrays, JSON objects and the prototype-less objects query parsers make; not buffers or streams. */
const isPlain = (value: object) =>
  Array.isArray(value) || !('constructor' in value) || value.constructor === Object;

/** Whether a string, or any key or string inside plain objects and arrays, holds a NUL. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || !isPlain(value)) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  }
  return false;
}

/** The refusal of any text holding a NUL (also used where multipart fields are read). */
export const nulRefused = () =>
  new AppError('VALIDATION_FAILED', 'Text may not contain the NUL character (\\u0000)');
