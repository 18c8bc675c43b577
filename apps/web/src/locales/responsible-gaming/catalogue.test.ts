import { describe, expect, it } from 'vitest';
import en from './en.json';
import vi from './vi.json';

/** Every key path of a catalogue, plural forms (`_one`, `_other`) counted as one key. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null)
    return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('responsible-gaming text', () => {
  it('says everything in Vietnamese that it says in English', () => {
    expect([...new Set(keysOf(vi))].sort()).toEqual([...new Set(keysOf(en))].sort());
  });

  it('keeps the placeholders of each text', () => {
    const placeholders = (catalogue: unknown) =>
      Object.fromEntries(
        keysOfWithValues(catalogue).map(([key, text]) => [
          key,
          [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort(),
        ]),
      );
    expect(placeholders(vi)).toEqual(placeholders(en));
  });
});

function keysOfWithValues(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix.replace(/_(zero|one|two|few|many|other)$/, ''), value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOfWithValues(child, prefix ? `${prefix}.${key}` : key),
  );
}
