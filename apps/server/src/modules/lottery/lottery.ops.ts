import { AppError } from '@portal/contracts/errors';
import type { Db } from '../../db/schema.ts';
import type { LotteryEngine } from './lottery.engine.ts';
import { parseResultFile } from './result-import.ts';

export type LotteryOps = ReturnType<typeof createLotteryOps>;

/** Operator commands of the lottery (`npm run ops -- lottery ...`). */
export function createLotteryOps(deps: {
  db: Db;
  engine: Pick<LotteryEngine, 'importResult' | 'cancelDraw'>;
}) {
  return {
    /** Validates the whole file first; then stores and settles each draw, one line each. */
    async importResults(content: string, format: 'json' | 'csv'): Promise<{ ok: boolean; message: string }> {
      const parsed = parseResultFile(content, format);
      if (parsed.problems.length) {
        const shown = parsed.problems.slice(0, 30);
        const more = parsed.problems.length - shown.length;
        throw new AppError(
          'VALIDATION_FAILED',
          [
            `nothing imported: ${parsed.problems.length} problem(s)`,
            ...shown.map((p) => `  ${p}`),
            ...(more > 0 ? [`  … and ${more} more`] : []),
          ].join('\n'),
        );
      }
      const lines: string[] = [];
      let ok = true;
      for (const entry of parsed.entries) {
        try {
          const done = await deps.engine.importResult(deps.db, entry);
          const settle = done.settle;
          lines.push(
            `${entry.gameCode} ${entry.numero}: ${done.status}, draw ${done.drawId}` +
              (settle?.finished ? `, ${settle.betsSettled} bets settled, ${settle.payout} paid` : ''),
          );
        } catch (error) {
          ok = false;
          lines.push(`${entry.gameCode} ${entry.numero}: FAILED ${(error as Error).message}`);
        }
      }
      return { ok, message: [`${parsed.entries.length} result(s)`, ...lines].join('\n') };
    },

    async cancelDraw(drawId: string): Promise<{ ok: boolean; message: string }> {
      const done = await deps.engine.cancelDraw(deps.db, drawId);
      return {
        ok: true,
        message: `draw ${drawId} cancelled; ${done.refunded} member(s) refunded ${done.amount} minor units`,
      };
    },
  };
}
