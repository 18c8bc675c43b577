/** How far along, from 0 to 1: progress may pass the target (a mission, a turnover), the bar stops full. */
export function progressFraction(progress: number, target: number): number {
  if (target <= 0) return 1;
  return Math.min(1, Math.max(0, progress / target));
}
