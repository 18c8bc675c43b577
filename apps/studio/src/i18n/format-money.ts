/**
 * Minor units as the portal shows money (2 decimals, thousands separators), without the
 * contracts' money module, which would pull zod into the game page's script. A test
 * holds the two in agreement.
 */
export function formatMinor(minor: number, exponent: number): string {
  const negative = minor < 0;
  const abs = Math.abs(minor);
  const base = 10 ** exponent;
  const whole = Math.floor(abs / base)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % base).toString().padStart(exponent, '0').slice(0, 2).padEnd(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}
