/** A rate in basis points (1/100 of a percent) as a percent in the page language: 80 → "0.8%". */
export function formatRate(rateBp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    rateBp / 10_000,
  );
}
