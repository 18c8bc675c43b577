import { AppError } from '@portal/contracts/errors';
import { REBATE_MAX_RATE_BP } from '@portal/contracts/rebate';
import { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import { merchantSchema, percentToBp, wholeFlag } from '../admin/ops-flags.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import type { SystemService } from '../system/system.service.ts';
import * as repo from './club.repo.ts';
import type { ClubService } from './club.service.ts';

/**
 * The operator's VIP club commands (`npm run ops -- club ...`): the ladder's names, colours,
 * deposit thresholds and level-up bonuses. The ladder must climb: each rank needs more in
 * approved deposits than the one below. A member never drops back, so a raised threshold moves
 * nobody down; a lowered one, or a new level, raises at once everyone whose deposits already
 * reach it, and pays them the bonuses of the levels they reach, as a deposit would.
 */

const MAX_RANK = 10;

export type LevelEdit = {
  name?: string;
  minDeposit?: number;
  color?: string;
  color2?: string;
  bonus?: number;
  /** Basis points added to each rebate rate. */
  rebateBp?: number;
  /** The level's largest single withdrawal and withdrawals a day; null: the level below's. */
  withdrawMax?: number | null;
  withdrawCount?: number | null;
};

/** A level's withdrawal limits as the operator reads them, or nothing when it keeps the level below's. */
function withdrawalText(level: Pick<repo.ClubLevelRow, 'withdraw_max' | 'withdraw_daily_count'>): string {
  const parts = [
    ...(level.withdraw_max === null ? [] : [`up to ${level.withdraw_max}`]),
    ...(level.withdraw_daily_count === null ? [] : [`${level.withdraw_daily_count} a day`]),
  ];
  return parts.length === 0 ? '' : `withdrawals ${parts.join(', ')}`;
}

/** The ladder climbs when every rank asks for more than the one below it. */
function assertClimbs(ladder: readonly repo.ClubLevelRow[]) {
  for (let i = 1; i < ladder.length; i++) {
    const below = ladder[i - 1] as repo.ClubLevelRow;
    const level = ladder[i] as repo.ClubLevelRow;
    if (BigInt(level.min_deposit) <= BigInt(below.min_deposit))
      throw new AppError(
        'VALIDATION_FAILED',
        `Rank ${level.rank} (${level.name}) must need more than rank ${below.rank} (${below.name}, ${below.min_deposit} minor units)`,
      );
  }
}

export function createClubOps(deps: {
  db: Db;
  system: Pick<SystemService, 'invalidate' | 'settingsById'>;
  club: Pick<ClubService, 'payLevelBonuses'>;
  messages: Pick<MessagesService, 'announce'>;
}) {
  /**
   * Changes the ladder in one transaction, checks it still climbs, then raises who reached more
   * and pays their level-up bonuses in the same transaction.
   */
  async function change(merchantId: string, edit: (ladder: repo.ClubLevelRow[]) => repo.ClubLevelRow) {
    const { currency } = (await deps.system.settingsById(merchantId)).info.brand;
    const { level, raised } = await deps.db.transaction().execute(async (tx) => {
      const ladder = await repo.lockLadder(tx, merchantId);
      const level = edit(ladder);
      const next = [...ladder.filter((l) => l.rank !== level.rank), level].sort((a, b) => a.rank - b.rank);
      assertClimbs(next);
      await repo.upsertLevel(tx, merchantId, level);
      const raised = await repo.raiseReached(tx, merchantId);
      for (const r of raised)
        await deps.club.payLevelBonuses(
          tx,
          { merchantId, memberId: r.member_id, currency, from: r.before, to: r.rank },
          next,
        );
      return { level, raised };
    });
    deps.system.invalidate();
    for (const r of raised) await deps.messages.announce(r.member_id).catch(() => undefined);
    const bonus = BigInt(level.upgrade_bonus) > 0n ? `, a level-up bonus of ${level.upgrade_bonus}` : '';
    const withdrawals = withdrawalText(level);
    return `rank ${level.rank} ${level.name}: from ${level.min_deposit} minor units deposited${bonus}${withdrawals ? `, ${withdrawals}` : ''}${raised.length > 0 ? `; ${raised.length} member(s) raised to the level they now reach` : ''}`;
  }

  return {
    async list(merchantId: string): Promise<string> {
      const rows = await repo.ladderWithMembers(deps.db, merchantId);
      if (rows.length === 0) return 'no club levels: every member is at the standard level';
      return rows
        .map(
          (l) =>
            `rank ${l.rank}  ${l.name}  ${l.color}/${l.color2}  from ${l.min_deposit} minor units deposited  bonus ${l.upgrade_bonus}  rebate +${l.rebate_bonus_bp / 100}%  ${withdrawalText(l) || 'withdrawals as below'}  ${l.members ?? 0} member(s)`,
        )
        .join('\n');
    },

    set(merchantId: string, rank: number, edit: LevelEdit) {
      if (Object.values(edit).every((v) => v === undefined))
        throw new AppError(
          'VALIDATION_FAILED',
          'Say what to change: --name, --min-deposit, --color, --color2, --bonus, --rebate, --withdraw-max or --withdraw-count',
        );
      return change(merchantId, (ladder) => {
        const level = ladder.find((l) => l.rank === rank);
        if (!level) throw new AppError('NOT_FOUND', `No club rank ${rank}`, 404);
        return {
          rank,
          name: edit.name ?? level.name,
          color: edit.color ?? level.color,
          color2: edit.color2 ?? level.color2,
          min_deposit: edit.minDeposit === undefined ? level.min_deposit : String(edit.minDeposit),
          upgrade_bonus: edit.bonus === undefined ? level.upgrade_bonus : String(edit.bonus),
          rebate_bonus_bp: edit.rebateBp ?? level.rebate_bonus_bp,
          withdraw_max:
            edit.withdrawMax === undefined
              ? level.withdraw_max
              : edit.withdrawMax === null
                ? null
                : String(edit.withdrawMax),
          withdraw_daily_count:
            edit.withdrawCount === undefined ? level.withdraw_daily_count : edit.withdrawCount,
        };
      });
    },

    /** A new top rank, above the highest. */
    add(
      merchantId: string,
      level: Required<Pick<LevelEdit, 'name' | 'minDeposit' | 'color' | 'color2'>> &
        Pick<LevelEdit, 'bonus' | 'rebateBp' | 'withdrawMax' | 'withdrawCount'>,
    ) {
      return change(merchantId, (ladder) => {
        const rank = (ladder.at(-1)?.rank ?? 0) + 1;
        if (rank > MAX_RANK)
          throw new AppError('VALIDATION_FAILED', `A ladder has ${MAX_RANK} ranks at most`);
        return {
          rank,
          name: level.name,
          color: level.color,
          color2: level.color2,
          min_deposit: String(level.minDeposit),
          upgrade_bonus: String(level.bonus ?? 0),
          rebate_bonus_bp: level.rebateBp ?? 0,
          withdraw_max: level.withdrawMax == null ? null : String(level.withdrawMax),
          withdraw_daily_count: level.withdrawCount ?? null,
        };
      });
    },
  };
}
export type ClubOps = ReturnType<typeof createClubOps>;

const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is #RRGGBB');
const nameSchema = z.string().trim().min(1, 'A level needs a name').max(40);
const depositSchema = z
  .number()
  .int()
  .min(1, 'A level needs at least 1 minor unit deposited')
  .max(Number.MAX_SAFE_INTEGER);
const bonusSchema = z.number().int().min(0, 'A level-up bonus is 0 or more').max(Number.MAX_SAFE_INTEGER);
const rebateSchema = z
  .number()
  .int()
  .min(0)
  .max(REBATE_MAX_RATE_BP, `A level adds ${REBATE_MAX_RATE_BP / 100}% to a rebate rate at most`);
const withdrawMaxSchema = z
  .number()
  .int()
  .min(1, 'A withdrawal limit is 1 minor unit or more')
  .max(Number.MAX_SAFE_INTEGER)
  .nullable();
const withdrawCountSchema = z
  .number()
  .int()
  .min(1, 'A level allows 1 withdrawal a day or more')
  .max(100, 'A level allows 100 withdrawals a day at most')
  .nullable();
const base = { kind: z.literal('club'), merchant: merchantSchema };

const clubCommandSchema = z.discriminatedUnion('action', [
  z.object({ ...base, action: z.literal('list') }).strict(),
  z
    .object({
      ...base,
      action: z.literal('set'),
      rank: z.number().int().min(1).max(MAX_RANK),
      name: nameSchema.optional(),
      minDeposit: depositSchema.optional(),
      color: colourSchema.optional(),
      color2: colourSchema.optional(),
      bonus: bonusSchema.optional(),
      rebateBp: rebateSchema.optional(),
      withdrawMax: withdrawMaxSchema.optional(),
      withdrawCount: withdrawCountSchema.optional(),
    })
    .strict(),
  z
    .object({
      ...base,
      action: z.literal('add'),
      name: nameSchema,
      minDeposit: depositSchema,
      color: colourSchema,
      color2: colourSchema,
      bonus: bonusSchema.optional(),
      rebateBp: rebateSchema.optional(),
      withdrawMax: withdrawMaxSchema.optional(),
      withdrawCount: withdrawCountSchema.optional(),
    })
    .strict(),
]);

export const clubOpsSchemas = [clubCommandSchema] as const;
export type ClubOpsCommand = z.infer<typeof clubCommandSchema>;

export const clubOpsUsage = `  club list                                         the VIP ladder and how many members hold each rank
  club set RANK [--name TEXT] [--min-deposit MINOR] [--color #RRGGBB] [--color2 #RRGGBB] [--bonus MINOR] [--rebate PERCENT]
               [--withdraw-max MINOR|none] [--withdraw-count N|none]
  club add --name TEXT --min-deposit MINOR --color #RRGGBB --color2 #RRGGBB [--bonus MINOR] [--rebate PERCENT]
           [--withdraw-max MINOR] [--withdraw-count N]                    a new top rank
                   each rank needs more deposited than the one below; members never drop back;
                   --bonus is paid once to each member who reaches the level from now on (0: none);
                   --rebate PERCENT is added to each rebate rate for members of the level (0.2: +0.2%);
                   --withdraw-max and --withdraw-count raise the largest withdrawal and the withdrawals
                   a day for members of the level (never below the merchant's or a lower level's; none: as below)`;

/** `--rebate 0.2` (percent, two decimals at most) in basis points. */
function rebatePercent(text: string): number {
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text))
    throw new AppError('VALIDATION_FAILED', '--rebate is a percent such as 0.2');
  return percentToBp(text);
}

/** A whole-number flag, or null for `none` (the level keeps the limit of the level below). */
const wholeOrNone = (flags: Map<string, string>, name: string) =>
  flags.get(name) === 'none' ? null : wholeFlag(flags, name);

/** `club ...` words and flags into a command (the schema then checks it), or null. */
export function clubOpsOf(words: readonly string[], flags: Map<string, string>, merchant: string): unknown {
  const [topic, action, rank] = words;
  if (topic !== 'club') return null;
  const fields = {
    ...(flags.has('name') ? { name: flags.get('name') } : {}),
    ...(flags.has('min-deposit') ? { minDeposit: wholeFlag(flags, 'min-deposit') } : {}),
    ...(flags.has('color') ? { color: flags.get('color') } : {}),
    ...(flags.has('color2') ? { color2: flags.get('color2') } : {}),
    ...(flags.has('bonus') ? { bonus: wholeFlag(flags, 'bonus') } : {}),
    ...(flags.has('rebate') ? { rebateBp: rebatePercent(flags.get('rebate') ?? '') } : {}),
    ...(flags.has('withdraw-max') ? { withdrawMax: wholeOrNone(flags, 'withdraw-max') } : {}),
    ...(flags.has('withdraw-count') ? { withdrawCount: wholeOrNone(flags, 'withdraw-count') } : {}),
  };
  if (action === 'list' && words.length === 2) return { kind: 'club', merchant, action };
  if (action === 'add' && words.length === 2)
    return { name: '', minDeposit: 0, color: '', color2: '', ...fields, kind: 'club', merchant, action };
  if (action === 'set' && rank && words.length === 3) {
    if (!/^\d{1,2}$/.test(rank)) throw new AppError('VALIDATION_FAILED', 'A club rank is a number from 1');
    return { ...fields, kind: 'club', merchant, action, rank: Number(rank) };
  }
  return null;
}

export function applyClubCommand(
  club: ClubOps,
  merchantId: string,
  command: ClubOpsCommand,
): Promise<string> {
  switch (command.action) {
    case 'list':
      return club.list(merchantId);
    case 'set': {
      const { kind: _k, merchant: _m, action: _a, rank, ...edit } = command;
      return club.set(merchantId, rank, edit);
    }
    case 'add': {
      const { kind: _k, merchant: _m, action: _a, ...level } = command;
      return club.add(merchantId, level);
    }
  }
}
