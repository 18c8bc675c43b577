import { AppError } from '@portal/contracts/errors';
import { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  addDays,
  isoDate,
  type LocalDate,
  localDateOf,
  parseLocalDate,
  zonedToInstant,
} from '../../lib/zoned-time.ts';
import { merchantSchema, wholeFlag } from '../admin/ops-flags.ts';
import type { SystemService } from '../system/system.service.ts';
import { dayFigures } from './report.repo.ts';

/**
 * The operator's daily report (`npm run ops -- report`): for each day of the merchant's own
 * calendar, new accounts, money in and out, and play: stakes of the bets placed that day, the
 * payouts of those settled, and the gross gaming revenue (stakes minus payouts; bets still open
 * count their stake, so a day's GGR settles as its open bets do).
 */

const MAX_DAYS = 31;

export function createReportOps(deps: { db: Db; clock: Clock; system: Pick<SystemService, 'settingsById'> }) {
  return {
    async daily(merchantId: string, last: LocalDate | null, days: number): Promise<string> {
      const { timeZone, currency } = (await deps.system.settingsById(merchantId)).info.brand;
      const end = last ?? localDateOf(deps.clock.now(), timeZone);
      const rows = [
        ['day', 'new', 'deposits', 'count', 'withdrawals paid', 'players', 'bets', 'stake', 'payout', 'GGR'],
      ];
      for (let back = days - 1; back >= 0; back--) {
        const day = addDays(end, -back);
        const from = zonedToInstant(day, 0, 0, timeZone);
        const to = zonedToInstant(addDays(day, 1), 0, 0, timeZone);
        const f = await dayFigures(deps.db, merchantId, from, to);
        const ggr = (BigInt(f.stake) - BigInt(f.payout)).toString();
        rows.push([
          isoDate(day),
          f.registrations,
          f.deposits,
          f.depositCount,
          f.withdrawalsPaid,
          f.players,
          f.bets,
          f.stake,
          f.payout,
          ggr,
        ]);
      }
      return [`${currency} minor units, days in ${timeZone}`, ...columns(rows)].join('\n');
    },
  };
}
export type ReportOps = ReturnType<typeof createReportOps>;

/** Rows as aligned columns: text to the left (the first column), figures to the right. */
function columns(rows: readonly string[][]): string[] {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) =>
    r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '),
  );
}

export const reportOpsSchemas = [
  z
    .object({
      kind: z.literal('report'),
      merchant: merchantSchema,
      date: z.string().nullable(),
      days: z.number().int().min(1).max(MAX_DAYS, `A report covers ${MAX_DAYS} days at most`),
    })
    .strict(),
] as const;
export type ReportOpsCommand = z.infer<(typeof reportOpsSchemas)[number]>;

export const reportOpsUsage = `  report [--date YYYY-MM-DD] [--days N]             a line a day up to the date (today): new accounts,
                                                    deposits, withdrawals paid, players, stakes, GGR`;

/** `report ...` words and flags into a command (the schema then checks it), or null. */
export function reportOpsOf(words: readonly string[], flags: Map<string, string>, merchant: string): unknown {
  if (words[0] !== 'report' || words.length !== 1) return null;
  return { kind: 'report', merchant, date: flags.get('date') ?? null, days: wholeFlag(flags, 'days') ?? 7 };
}

export function applyReportCommand(
  report: ReportOps,
  merchantId: string,
  command: ReportOpsCommand,
): Promise<string> {
  const date = command.date === null ? null : parseLocalDate(command.date);
  if (command.date !== null && !date)
    throw new AppError('VALIDATION_FAILED', '--date is a calendar date, YYYY-MM-DD');
  return report.daily(merchantId, date, command.days);
}
