import type { ExclusionKind } from '@portal/contracts/responsible-gaming';

/** A length the member can choose: a time-out in days, a self-exclusion in months. */
export type ExclusionChoice = { kind: 'timeout'; days: number } | { kind: 'self_exclusion'; months: number };

const DAY_MS = 86_400_000;

/** `months` calendar months after `from` (UTC), the day clamped to the month's last, as the server counts. */
export function addMonths(from: Date, months: number): Date {
  const to = new Date(from.getTime());
  const day = to.getUTCDate();
  to.setUTCDate(1);
  to.setUTCMonth(to.getUTCMonth() + months);
  const last = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
  to.setUTCDate(Math.min(day, last));
  return to;
}

/** When a choice made at `now` would end: what the confirm dialog promises before it is sent. */
export function exclusionEnd(choice: ExclusionChoice, now: Date): Date {
  return choice.kind === 'timeout'
    ? new Date(now.getTime() + choice.days * DAY_MS)
    : addMonths(now, choice.months);
}

/** The key of a choice's length in the text catalogue: `timeout.7`, `self_exclusion.12`. */
export const lengthKey = (choice: ExclusionChoice): `${ExclusionKind}.${number}` =>
  choice.kind === 'timeout' ? `timeout.${choice.days}` : `self_exclusion.${choice.months}`;
