/** A date and time in the visitor's own time zone, e.g. "21 de novembro de 2026 às 23:30". */
export function formatLocalDateTime(iso: string, locale: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** "United States (US)" for "US"; the bare code when the runtime does not know it. */
export function formatCountry(code: string, locale: string): string {
  const upper = code.toUpperCase();
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region' }).of(upper);
    return name && name !== upper ? `${name} (${upper})` : upper;
  } catch {
    return upper;
  }
}

/** A short date and time in the visitor's time zone, e.g. "21 Nov 2026, 23:30"; the input when unreadable. */
export function formatShortDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A time of day in the visitor's time zone, e.g. "23:30"; the input when unreadable. */
export function formatTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(date);
}

/**
 * A rate in basis points (1/100 of a percent) as a percent in the page language, up to two
 * decimals: 80 → "0.8%", 150 → "1.5%" (rebate rates, agent contract rates, VIP rebate boosts).
 */
export function formatRate(rateBp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    rateBp / 10_000,
  );
}
