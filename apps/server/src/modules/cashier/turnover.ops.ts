import { AppError } from '@portal/contracts/errors';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { merchantSchema, percentToBp } from '../admin/ops-flags.ts';
import type { SystemService } from '../system/system.service.ts';
import { turnoverOwed } from './turnover.service.ts';

/**
 * The operator's turnover commands (`npm run ops -- turnover show|set|waive`): what a member still
 * owes and of which credits, the merchant's multiples, and a waiver for a member (customer service
 * settling a complaint, say): credits before it owe nothing, later ones owe as usual.
 */

const MAX_TIMES = 100;
const timesPattern = /^\d{1,3}(\.\d{1,2})?$/;
/** "times" as written for the operator: 300 -> "3", 250 -> "2.5". */
const timesOf = (pct: number) => String(pct / 100);
/** "staked once", "staked 2.5 times". */
const timesText = (pct: number) => (pct === 100 ? 'once' : `${timesOf(pct)} times`);

export function createTurnoverOps(deps: {
  db: Db;
  clock: Clock;
  system: Pick<SystemService, 'settingsById' | 'invalidate'>;
}) {
  async function find(merchantId: string, account: string) {
    const member = await deps.db
      .selectFrom('member')
      .select(['id', 'account', 'turnover_waived_at'])
      .where('merchant_id', '=', merchantId)
      .where(sql<string>`lower(account)`, '=', account.toLowerCase())
      .executeTakeFirst();
    if (!member) throw new AppError('NOT_FOUND', `No member '${account}'`, 404);
    return member;
  }

  async function owed(merchantId: string, memberId: string) {
    const merchant = await deps.system.settingsById(merchantId);
    return turnoverOwed(deps.db, memberId, merchant.cashier, merchant.info.brand.currency);
  }

  return {
    async show(merchantId: string, account: string): Promise<string> {
      const member = await find(merchantId, account);
      const { cashier } = await deps.system.settingsById(merchantId);
      const p = await owed(merchantId, member.id);
      const rule = `deposits ${timesOf(cashier.depositTurnoverPct)}x, bonuses ${timesOf(cashier.bonusTurnoverPct)}x`;
      return [
        `${member.account}: ${p.outstanding} minor units still to stake (${p.done} of ${p.required} staked; ${rule})`,
        ...(member.turnover_waived_at ? [`  waived up to ${member.turnover_waived_at.toISOString()}`] : []),
        ...p.credits.map(
          (c) => `  ${c.at.toISOString()}  ${c.type}  ${c.amount} minor units  owes ${c.required}`,
        ),
      ].join('\n');
    },

    async set(merchantId: string, kind: 'deposit' | 'bonus', times: string): Promise<string> {
      const pct = percentToBp(times);
      const column = kind === 'deposit' ? 'deposit_turnover_pct' : 'bonus_turnover_pct';
      const updated = await deps.db
        .updateTable('merchant_cashier')
        .set({ [column]: pct })
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        throw new AppError('NOT_FOUND', 'This merchant has no cashier settings yet', 404);
      deps.system.invalidate();
      return pct === 0
        ? `${kind === 'deposit' ? 'deposits' : 'bonuses'} owe no turnover now`
        : `${kind === 'deposit' ? 'a deposit' : 'a bonus'} is to be staked ${timesText(pct)} before a withdrawal (credits not yet staked included)`;
    },

    async waive(merchantId: string, account: string): Promise<string> {
      const member = await find(merchantId, account);
      const before = await owed(merchantId, member.id);
      const now = deps.clock.now();
      await deps.db
        .updateTable('member')
        .set({ turnover_waived_at: now })
        .where('id', '=', member.id)
        .execute();
      return `${member.account}: ${before.outstanding} minor units of turnover waived; credits from ${now.toISOString()} owe as usual`;
    },
  };
}
export type TurnoverOps = ReturnType<typeof createTurnoverOps>;

export const turnoverOpsSchemas = [
  z
    .object({
      kind: z.literal('turnover_member'),
      merchant: merchantSchema,
      action: z.enum(['show', 'waive']),
      account: z.string().min(1).max(64),
    })
    .strict(),
  z
    .object({
      kind: z.literal('turnover_set'),
      merchant: merchantSchema,
      of: z.enum(['deposit', 'bonus'], { error: 'turnover set is for deposit or bonus' }),
      times: z
        .string()
        .regex(timesPattern, 'The turnover is a number of times, such as 1, 3 or 0.5')
        .refine((t) => percentToBp(t) <= MAX_TIMES * 100, `The turnover is at most ${MAX_TIMES} times`),
    })
    .strict(),
] as const;
export type TurnoverOpsCommand = z.infer<(typeof turnoverOpsSchemas)[number]>;

export const turnoverOpsUsage = `  turnover show ACCOUNT                             what the member still has to stake before a
                                                    withdrawal, and the deposits and bonuses it is for
  turnover set deposit|bonus TIMES                  stake each deposit or bonus TIMES (0 to 100, as 1,
                                                    3 or 0.5; 0: none) before a withdrawal
  turnover waive ACCOUNT                            the member owes nothing for credits until now`;

/** `turnover show|waive ACCOUNT` or `turnover set deposit|bonus TIMES` into a command, or null. */
export function turnoverOpsOf(
  words: readonly string[],
  _flags: Map<string, string>,
  merchant: string,
): unknown {
  const [topic, action, target, value] = words;
  if (topic !== 'turnover' || !target) return null;
  if ((action === 'show' || action === 'waive') && words.length === 3)
    return { kind: 'turnover_member', merchant, action, account: target };
  if (action === 'set' && value !== undefined && words.length === 4)
    return { kind: 'turnover_set', merchant, of: target, times: value };
  return null;
}

export function applyTurnoverCommand(
  ops: TurnoverOps,
  merchantId: string,
  command: TurnoverOpsCommand,
): Promise<string> {
  return command.kind === 'turnover_set'
    ? ops.set(merchantId, command.of, command.times)
    : ops[command.action](merchantId, command.account);
}
