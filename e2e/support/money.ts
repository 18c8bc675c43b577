/** Amounts as the portal and the games write them, in minor units (VND hundredths). */

/** "₫1,234.50" or "1,234.50 VND" -> 123450 (minor units), or null when no amount is shown. */
export function minorUnits(text: string): number | null {
  const match = /(\d[\d,]*)\.(\d{2})/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return Number(match[1].replace(/,/g, '')) * 100 + Number(match[2]);
}

/** Minor units as the portal writes them in VND: "₫1,234.50", "-₫1,234.50". */
export const vnd = (minor: number) =>
  `${minor < 0 ? '-' : ''}₫${(Math.abs(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
