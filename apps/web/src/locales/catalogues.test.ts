import { describe, expect, it } from 'vitest';

/**
 * Every text catalogue (the start-up one and each area's), English beside Vietnamese: every
 * English text has its Vietnamese, naming the same placeholders. Plural forms count as one key,
 * since the two languages have different ones (Vietnamese has only `_other`); a singular may
 * leave the number out ("Last draw"), so a key's placeholders are those of all its forms
 * together. Vietnamese alone has the texts English takes as written elsewhere: the server's
 * error messages (`errors.codes`) and the contract's validation messages (`rules`).
 */
const catalogues = import.meta.glob<{ default: unknown }>(
  ['./en.json', './vi.json', './*/en.json', './*/vi.json'],
  {
    eager: true,
  },
);
const PLURAL = /_(zero|one|two|few|many|other)$/;
const ENGLISH_ELSEWHERE = /^(errors\.codes|rules)\./;

function textsOf(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => textsOf(child, prefix ? `${prefix}.${key}` : key));
}

/** Key (plural forms as one) to the sorted placeholders its forms use. */
function placeholdersOf(catalogue: unknown): Record<string, string[]> {
  const found: Record<string, Set<string>> = {};
  for (const [key, text] of textsOf(catalogue)) {
    const base = key.replace(PLURAL, '');
    const names = found[base] ?? new Set<string>();
    found[base] = names;
    for (const m of text.matchAll(/{{(\w+)}}/g)) names.add(m[1] ?? '');
  }
  return Object.fromEntries(
    Object.entries(found)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, names]) => [key, [...names].sort()]),
  );
}

const areas = Object.keys(catalogues)
  .filter((path) => path.endsWith('/en.json'))
  .map((path) => path.slice(0, -'/en.json'.length));

describe('text catalogues', () => {
  it('are found: the start-up one and every area', () => {
    expect(areas).toContain('.');
    expect(areas).toContain('./responsible-gaming');
    expect(areas.length).toBeGreaterThan(5);
  });

  it.each(areas)(
    '%s says everything in Vietnamese that it says in English, with the same placeholders',
    (area) => {
      const en = catalogues[`${area}/en.json`]?.default;
      const vi = catalogues[`${area}/vi.json`]?.default;
      expect(vi, `${area}/vi.json`).toBeDefined();
      const vietnamese = placeholdersOf(vi);
      const english = placeholdersOf(en);
      const extra = Object.keys(vietnamese).filter(
        (key) => !(key in english) && !ENGLISH_ELSEWHERE.test(key),
      );
      expect(extra, 'Vietnamese texts English does not have').toEqual([]);
      expect(Object.fromEntries(Object.keys(english).map((key) => [key, vietnamese[key]]))).toEqual(english);
    },
  );
});
