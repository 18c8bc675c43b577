import { AppError } from '@portal/contracts/errors';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { merchantSchema } from '../admin/ops-flags.ts';
import { turnoverOwed } from '../cashier/turnover.service.ts';
import { withdrawalLimitsFor } from '../cashier/withdrawal-limits.ts';
import type { SystemService } from '../system/system.service.ts';
import * as repo from './identity.repo.ts';

/**
 * Customer service's member commands (`npm run ops -- member show|disable|enable ACCOUNT`). A
 * disabled account cannot log in (`ACCOUNT_DISABLED`), and disabling it ends its sessions and its
 * open games at once; its balance stays its own. Enabling it also lifts a lock left by failed logins.
 */

const typeNames: Record<number, string> = {
  0: 'player',
  1: 'affiliate',
  2: 'agent',
  4: 'trial (free play)',
  41: 'sub-agent',
  42: 'master agent',
};

/** The member by account name (any case) with the facts support asks for first. */
const memberFacts = (db: Db, merchantId: string, account: string) =>
  db
    .selectFrom('member as m')
    .leftJoin('member as u', 'u.id', 'm.upline_id')
    .select([
      'm.id',
      'm.account',
      'm.type',
      'm.status',
      'm.club_rank',
      'm.created_at',
      'm.last_login_at',
      'm.locked_until',
      'm.excluded_until',
      'm.excluded_kind',
      'u.account as upline',
    ])
    .select((eb) =>
      eb
        .selectFrom('ledger_account as a')
        .whereRef('a.member_id', '=', 'm.id')
        .where('a.kind', '=', 'main')
        .select(sql<string>`coalesce(sum(a.balance), 0)::text`.as('b'))
        .as('balance'),
    )
    .where('m.merchant_id', '=', merchantId)
    .where(sql<string>`lower(m.account)`, '=', account.toLowerCase())
    .executeTakeFirst();

export function createMemberOps(deps: { db: Db; clock: Clock; system: Pick<SystemService, 'settingsById'> }) {
  async function find(merchantId: string, account: string) {
    const member = await memberFacts(deps.db, merchantId, account);
    if (!member) throw new AppError('NOT_FOUND', `No member '${account}'`, 404);
    return member;
  }

  return {
    async show(merchantId: string, account: string): Promise<string> {
      const m = await find(merchantId, account);
      const now = deps.clock.now();
      const iso = (d: Date | null) => (d ? d.toISOString() : 'never');
      // "Why can I not withdraw?" is support's most common question: the answer is on the first screen.
      const merchant = await deps.system.settingsById(merchantId);
      const turnover = await turnoverOwed(deps.db, m.id, merchant.cashier, merchant.info.brand.currency);
      const level = merchant.clubLevels.find((l) => l.rank === m.club_rank);
      const limits = withdrawalLimitsFor(merchant.cashier, merchant.clubLevels, m.club_rank);
      return [
        `${m.account} (id ${m.id}): ${typeNames[m.type] ?? `type ${m.type}`}, ${m.status}`,
        `  registered ${iso(m.created_at)}, last login ${iso(m.last_login_at)}`,
        `  upline ${m.upline ?? 'none'}, club rank ${m.club_rank} (${level?.name ?? 'Standard'}), main balance ${m.balance ?? '0'} minor units`,
        `  withdrawals up to ${limits.maxAmount} minor units, ${limits.dailyCount} a day${limits.raisedBy ? ` (raised by ${limits.raisedBy.name})` : ''}`,
        ...(turnover.outstanding > 0n
          ? [
              `  ${turnover.outstanding} minor units still to stake before a withdrawal (turnover show ${m.account})`,
            ]
          : []),
        ...(m.locked_until && m.locked_until > now
          ? [`  locked after failed logins until ${iso(m.locked_until)}`]
          : []),
        ...(m.excluded_until && m.excluded_until > now
          ? [
              `  ${m.excluded_kind === 'self_exclusion' ? 'self-excluded' : 'on a time-out'} until ${iso(m.excluded_until)}`,
            ]
          : []),
      ].join('\n');
    },

    async disable(merchantId: string, account: string): Promise<string> {
      const m = await find(merchantId, account);
      const now = deps.clock.now();
      // One transaction: an account is never left disabled with sessions or games still open.
      await deps.db.transaction().execute(async (tx) => {
        await tx.updateTable('member').set({ status: 'disabled' }).where('id', '=', m.id).execute();
        await repo.endEverySession(tx, m.id, now);
      });
      return `${m.account} disabled: its sessions and open games have ended and it cannot log in`;
    },

    async enable(merchantId: string, account: string): Promise<string> {
      const m = await find(merchantId, account);
      await deps.db
        .updateTable('member')
        .set({ status: 'active', failed_logins: 0, locked_until: null })
        .where('id', '=', m.id)
        .execute();
      return `${m.account} enabled: it can log in again`;
    },
  };
}
export type MemberOps = ReturnType<typeof createMemberOps>;

export const memberOpsSchemas = [
  z
    .object({
      kind: z.literal('member_account'),
      merchant: merchantSchema,
      action: z.enum(['show', 'disable', 'enable']),
      account: z.string().min(1).max(64),
    })
    .strict(),
] as const;
export type MemberOpsCommand = z.infer<(typeof memberOpsSchemas)[number]>;

export const memberOpsUsage = `  member show ACCOUNT                               type, state, balance, upline, last login, locks
  member disable ACCOUNT | member enable ACCOUNT    a disabled account cannot log in; its sessions
                                                    and open games end at once`;

/** `member show|disable|enable ACCOUNT` into a command (the schema then checks it), or null. */
export function memberOpsOf(
  words: readonly string[],
  _flags: Map<string, string>,
  merchant: string,
): unknown {
  const [topic, action, account] = words;
  if (topic !== 'member' || !account || words.length !== 3) return null;
  if (action !== 'show' && action !== 'disable' && action !== 'enable') return null;
  return { kind: 'member_account', merchant, action, account };
}

export function applyMemberCommand(
  members: MemberOps,
  merchantId: string,
  command: MemberOpsCommand,
): Promise<string> {
  return members[command.action](merchantId, command.account);
}
