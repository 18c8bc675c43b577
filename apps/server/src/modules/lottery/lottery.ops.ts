import { readFileSync } from 'node:fs';
import { AppError } from '@portal/contracts/errors';
import { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { idSchema } from '../admin/ops-flags.ts';
import type { LotteryEngine } from './lottery.engine.ts';
import { drawsAwaitingResults } from './lottery.repo.ts';
import { parseResultFile } from './result-import.ts';

export type LotteryOps = ReturnType<typeof createLotteryOps>;

/** Operator commands of the lottery (`npm run ops -- lottery ...`). */
export function createLotteryOps(deps: {
  db: Db;
  clock: Clock;
  engine: Pick<LotteryEngine, 'importResult' | 'cancelDraw'>;
}) {
  return {
    /** The official draws past their draw time without a result: import it, or cancel the draw. */
    async awaitingResults(): Promise<{ ok: boolean; message: string }> {
      const rows = await drawsAwaitingResults(deps.db, deps.clock.now());
      if (rows.length === 0) return { ok: true, message: 'no official draw is waiting for its result' };
      const lines = rows.map(
        (d) =>
          `${d.id}  ${d.game_code}  ${d.numero}  ${d.status}  drew ${d.draw_at.toISOString()}  ${d.bets} bet(s) of ${d.members} member(s)`,
      );
      return { ok: true, message: lines.join('\n') };
    },

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

export const lotteryOpsSchemas = [
  z
    .object({
      kind: z.literal('lottery_import'),
      format: z.enum(['json', 'csv']),
      file: z.string().max(1000),
      content: z.string().max(900_000),
    })
    .strict(),
  z.object({ kind: z.literal('lottery_draws') }).strict(),
  z
    .object({
      kind: z.literal('lottery_cancel'),
      drawId: idSchema('A draw'),
    })
    .strict(),
] as const;
export type LotteryOpsCommand = z.infer<(typeof lotteryOpsSchemas)[number]>;

export const lotteryOpsUsage = `  lottery draw list                                 official draws past their time without a result
  lottery result import FILE [--format json|csv]   official regional results, then settlement
  lottery draw cancel ID                            a draw without a result: refund its bets`;

/**
 * `lottery ...` words and flags into a command (the schema then checks it), or null. The file is read
 * here, so a running server is sent its content rather than a path it may not see.
 */
export function lotteryOpsOf(words: readonly string[], flags: Map<string, string>): unknown {
  const [topic, action, target] = words;
  if (topic === 'lottery' && action === 'result' && target === 'import' && words[3] && words.length === 4) {
    const file = words[3];
    const format = flags.get('format') ?? (file.toLowerCase().endsWith('.csv') ? 'csv' : 'json');
    let content: string;
    try {
      content = readFileSync(file, 'utf8');
    } catch (error) {
      throw new AppError('VALIDATION_FAILED', `Cannot read ${file}: ${(error as Error).message}`);
    }
    return { kind: 'lottery_import', format, file, content };
  }
  if (topic === 'lottery' && action === 'draw' && target === 'list' && words.length === 3)
    return { kind: 'lottery_draws' };
  if (topic === 'lottery' && action === 'draw' && target === 'cancel' && words[3] && words.length === 4)
    return { kind: 'lottery_cancel', drawId: words[3] };
  return null;
}

export function applyLotteryCommand(
  lottery: LotteryOps,
  command: LotteryOpsCommand,
): Promise<{ ok: boolean; message: string }> {
  switch (command.kind) {
    case 'lottery_import':
      return lottery.importResults(command.content, command.format);
    case 'lottery_draws':
      return lottery.awaitingResults();
    case 'lottery_cancel':
      return lottery.cancelDraw(command.drawId);
  }
}
