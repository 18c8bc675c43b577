import { readFileSync } from 'node:fs';
import { AppError } from '@portal/contracts/errors';
import { betTypeSchema, betTypes, type OddsGroup, oddsGroups } from '@portal/contracts/lottery';
import { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { idSchema, merchantSchema, wholeFlag } from '../admin/ops-flags.ts';
import type { LotteryEngine } from './lottery.engine.ts';
import { drawsAwaitingResults } from './lottery.repo.ts';
import { currentOdds, publishOdds } from './odds-store.ts';
import { parseResultFile } from './result-import.ts';
import { type OddsChange, type OddsRule, oddsTableSchema, withRuleChange } from './rules/odds.ts';

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

    /** The odds table in force, by group and bet type: what a winning unit pays, and the stakes. */
    async showOdds(merchantId: string, group: OddsGroup | null): Promise<string> {
      const { version, table } = await currentOdds(deps.db, merchantId);
      const groups = group ? [group] : oddsGroups;
      // In the bet types' own order (the stored JSON keeps its keys in another).
      const lines = groups.flatMap((g) =>
        betTypes.flatMap((betType) => {
          const rule = table.groups[g][betType];
          return rule ? [`${g}  ${betType}  ${ruleText(rule)}`] : [];
        }),
      );
      return [
        `odds version ${version}; a member's open stake on one draw at most ${table.maxStakePerDraw} minor units`,
        ...lines,
      ].join('\n');
    },

    /** A new version of the table with one bet type's rule changed; slips priced at the old one are refused. */
    async changeOdds(
      merchantId: string,
      group: OddsGroup,
      betType: z.infer<typeof betTypeSchema>,
      change: OddsChange,
    ) {
      const { version, table } = await currentOdds(deps.db, merchantId);
      const changed = withRuleChange(table, group, betType, change);
      const next = await publishOdds(deps.db, merchantId, version, changed);
      return `odds version ${next}: ${group} ${betType} ${ruleText(changed.groups[group][betType] as OddsRule)}`;
    },

    async setMaxStakePerDraw(merchantId: string, amount: number): Promise<string> {
      const { version, table } = await currentOdds(deps.db, merchantId);
      const changed = oddsTableSchema.safeParse({ ...table, maxStakePerDraw: amount });
      if (!changed.success)
        throw new AppError('VALIDATION_FAILED', 'The open stake per draw is a whole number above 0');
      const next = await publishOdds(deps.db, merchantId, version, changed.data);
      return `odds version ${next}: a member's open stake on one draw at most ${amount} minor units`;
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

/** `lottery odds show|set|max-per-draw`: one kind, told apart by `action`. */
const oddsCommandSchema = z.discriminatedUnion('action', [
  z
    .object({
      kind: z.literal('lottery_odds'),
      merchant: merchantSchema,
      action: z.literal('show'),
      group: z.enum(oddsGroups).nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('lottery_odds'),
      merchant: merchantSchema,
      action: z.literal('set'),
      group: z.enum(oddsGroups),
      betType: betTypeSchema,
      oddsMilli: z.number().int().min(1, 'Odds above 0').max(100_000_000).nullable(),
      selection: z.string().max(8).nullable(),
      minStake: z
        .number()
        .int()
        .min(1, 'A unit stake is at least 1 minor unit')
        .max(Number.MAX_SAFE_INTEGER)
        .nullable(),
      maxStake: z
        .number()
        .int()
        .min(1, 'A unit stake is at least 1 minor unit')
        .max(Number.MAX_SAFE_INTEGER)
        .nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('lottery_odds'),
      merchant: merchantSchema,
      action: z.literal('max-per-draw'),
      amount: z
        .number()
        .int()
        .min(1, 'The open stake per draw is a whole number above 0')
        .max(Number.MAX_SAFE_INTEGER),
    })
    .strict(),
]);

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
  oddsCommandSchema,
  z
    .object({
      kind: z.literal('lottery_cancel'),
      drawId: idSchema('A draw'),
    })
    .strict(),
] as const;
export type LotteryOpsCommand = z.infer<(typeof lotteryOpsSchemas)[number]>;

export const lotteryOpsUsage = `  lottery odds show [--group north|centre|south|ssc|k3]   the odds in force and the stake limits
  lottery odds set GROUP BETTYPE [--odds X] [--selection S] [--min MINOR] [--max MINOR]
                   a new odds version: X is what a winning unit pays (98.5); --selection for
                   one three-dice sum; slips priced at the old version are refused
  lottery odds max-per-draw MINOR                   a member's open stake on one draw at most
  lottery draw list                                 official draws past their time without a result
  lottery result import FILE [--format json|csv]   official regional results, then settlement
  lottery draw cancel ID                            a draw without a result: refund its bets`;

/**
 * `lottery ...` words and flags into a command (the schema then checks it), or null. The file is read
 * here, so a running server is sent its content rather than a path it may not see.
 */
export function lotteryOpsOf(
  words: readonly string[],
  flags: Map<string, string>,
  merchant: string,
): unknown {
  const [topic, action, target] = words;
  if (topic === 'lottery' && action === 'odds') return oddsCommandOf(words.slice(2), flags, merchant);
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

/** `lottery odds show|set|max-per-draw ...` after `lottery odds`, or null. */
function oddsCommandOf(words: readonly string[], flags: Map<string, string>, merchant: string): unknown {
  const [action, first, second] = words;
  if (action === 'show' && words.length === 1)
    return { kind: 'lottery_odds', merchant, action, group: flags.get('group') ?? null };
  if (action === 'set' && first && second && words.length === 3)
    return {
      kind: 'lottery_odds',
      merchant,
      action,
      group: first,
      betType: second,
      oddsMilli: oddsFlag(flags),
      selection: flags.get('selection') ?? null,
      minStake: wholeFlag(flags, 'min'),
      maxStake: wholeFlag(flags, 'max'),
    };
  if (action === 'max-per-draw' && first && words.length === 2) {
    if (!/^\d{1,15}$/.test(first))
      throw new AppError('VALIDATION_FAILED', 'max-per-draw takes a whole number of minor units');
    return { kind: 'lottery_odds', merchant, action, amount: Number(first) };
  }
  return null;
}

/** The odds commands name a merchant: each has its own table. */
export function applyOddsCommand(
  lottery: LotteryOps,
  merchantId: string,
  command: Extract<LotteryOpsCommand, { kind: 'lottery_odds' }>,
): Promise<string> {
  switch (command.action) {
    case 'show':
      return lottery.showOdds(merchantId, command.group);
    case 'set': {
      const change: OddsChange = {
        ...(command.oddsMilli === null ? {} : { oddsMilli: command.oddsMilli }),
        ...(command.selection === null ? {} : { selection: command.selection }),
        ...(command.minStake === null ? {} : { minStake: command.minStake }),
        ...(command.maxStake === null ? {} : { maxStake: command.maxStake }),
      };
      return lottery.changeOdds(merchantId, command.group, command.betType, change);
    }
    case 'max-per-draw':
      return lottery.setMaxStakePerDraw(merchantId, command.amount);
  }
}

export function applyLotteryCommand(
  lottery: LotteryOps,
  command: Exclude<LotteryOpsCommand, { kind: 'lottery_odds' }>,
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

/** Odds are kept in thousandths (9.5 → 9500); shown as the operator types them. */
const oddsText = (milli: number) => String(milli / 1000);

function ruleText(rule: OddsRule): string {
  const bySelection = rule.bySelection
    ? `, by selection ${Object.entries(rule.bySelection)
        .map(([selection, milli]) => `${selection}:${oddsText(milli)}`)
        .join(' ')}`
    : '';
  return `pays ${oddsText(rule.oddsMilli)}${bySelection}; unit stake ${rule.minStake}-${rule.maxStake} minor units`;
}

/** `--odds 98.5` into thousandths without floating point: 98500; null when absent. */
function oddsFlag(flags: Map<string, string>): number | null {
  const text = flags.get('odds');
  if (text === undefined) return null;
  const match = /^(\d{1,6})(?:\.(\d{1,3}))?$/.exec(text);
  if (!match)
    throw new AppError(
      'VALIDATION_FAILED',
      '--odds is what a winning unit pays, e.g. 98.5 (3 decimals at most)',
    );
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}
