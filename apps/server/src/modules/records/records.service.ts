import {
  type AccountRecord,
  type BetRecord,
  type BonusRecordsQuery,
  type BonusRecordsValue,
  type ProfitValue,
  type RecordCategory,
  recordCategories,
} from '@portal/contracts/records';
import type { Selectable } from 'kysely';
import type { BetTable, Db, MemberRow } from '../../db/schema.ts';
import { gameNameIn } from '../games/game-name.ts';
import { displayNameOf, gameByCode } from '../lottery/rules/games.ts';
import type { SystemService } from '../system/system.service.ts';
import * as repo from './records.repo.ts';

const categoryOf = (type: string): RecordCategory | null => {
  for (const [category, types] of Object.entries(recordCategories))
    if ((types as readonly string[]).includes(type)) return category as RecordCategory;
  return null;
};

/** What the player reads next to a movement: the deposit reference or the withdrawal number. */
const referenceOf = (memo: Record<string, unknown>): string | null => {
  if (typeof memo.reference === 'string') return memo.reference;
  if (typeof memo.withdrawal === 'string') return `W${memo.withdrawal}`;
  if (typeof memo.round === 'string') return memo.round;
  return null;
};

/** A ledger entry of a member's wallet with its transfer's type and memo. */
export type EntryRow = {
  id: string;
  type: string;
  amount: string | bigint;
  balance_after: string | bigint;
  kind: string;
  memo: unknown;
  created_at: Date;
};

/** A movement as the member's account record shows it; the agent centre's team transactions show the same. */
export const toAccountRecord = (r: EntryRow): AccountRecord => ({
  id: r.id,
  type: r.type,
  category: categoryOf(r.type),
  amount: Number(r.amount),
  balanceAfter: Number(r.balance_after),
  wallet: r.kind,
  reference: r.memo && typeof r.memo === 'object' ? referenceOf(r.memo as Record<string, unknown>) : null,
  createdAt: r.created_at.toISOString(),
});

/** The columns of a `bet` row a bet record shows. */
export type BetRow = Pick<
  Selectable<BetTable>,
  | 'id'
  | 'product'
  | 'vendor'
  | 'game_code'
  | 'game_name'
  | 'round_id'
  | 'stake'
  | 'payout'
  | 'status'
  | 'placed_at'
  | 'settled_at'
> & {
  vendor_name: string | null;
  /** The game's Vietnamese name in the catalogue (`game.name_vi`), when it has one. */
  game_name_vi: string | null;
  /** A lottery bet's draw number (`lottery_draw.numero`); null for any other bet. */
  draw_numero: string | null;
};

/**
 * A bet's game as the player saw it: a lottery game as the lottery pages name it (the bet row
 * holds the catalogue's internal name, "5D Lotto 1'"), any other game as the lobby names it.
 */
const gameNameOf = (b: BetRow, language: string | undefined): string => {
  const lottery = b.product === 'lottery' ? gameByCode(b.game_code) : undefined;
  return lottery
    ? displayNameOf(lottery, language)
    : gameNameIn(language, { en: b.game_name, vi: b.game_name_vi });
};

/**
 * A bet as the member's betting record shows it; the agent centre's team betting shows the same.
 * A lottery bet's round is its draw number, as the lottery pages show it (its `round_id` is the
 * bet's own id, one round per bet row); an open bet has no payout yet (null, not 0).
 */
export const toBetRecord = (b: BetRow, language: string | undefined): BetRecord => ({
  id: b.id,
  product: b.product,
  vendor: b.vendor,
  vendorName: b.vendor_name,
  gameCode: b.game_code,
  gameName: gameNameOf(b, language),
  roundId: (b.product === 'lottery' && b.draw_numero) || b.round_id,
  stake: Number(b.stake),
  payout: b.status === 'open' ? null : Number(b.payout),
  status: b.status,
  placedAt: b.placed_at.toISOString(),
  settledAt: b.settled_at?.toISOString() ?? null,
});

type Paging = { page: number; pageSize: number };
const paging = ({ page, pageSize }: Paging) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** Account records, betting records and personal profit (spec 2 member centre pages). */
export function createRecordsService(deps: { db: Db; system: Pick<SystemService, 'settingsFor'> }) {
  return {
    async account(
      member: MemberRow,
      q: Paging & { from: string; to: string; category?: RecordCategory | undefined },
    ) {
      const { rows, total } = await repo.accountEntries(deps.db, {
        memberId: member.id,
        from: new Date(q.from),
        to: new Date(q.to),
        types: q.category ? recordCategories[q.category] : undefined,
        ...paging(q),
      });
      return { list: rows.map(toAccountRecord), page: q.page, pageSize: q.pageSize, total };
    },

    async bets(
      member: MemberRow,
      q: Paging & {
        from: string;
        to: string;
        status?: string | undefined;
        product?: string | undefined;
        language?: string | undefined;
      },
    ) {
      const result = await repo.bets(deps.db, {
        memberId: member.id,
        from: new Date(q.from),
        to: new Date(q.to),
        status: q.status,
        product: q.product,
        ...paging(q),
      });
      return {
        list: result.rows.map((row) => toBetRecord(row, q.language)),
        page: q.page,
        pageSize: q.pageSize,
        total: result.total,
        summary: {
          stake: Number(result.stake),
          payout: Number(result.payout),
          profit: Number(result.profit),
        },
      };
    },

    /** Bonus details (spec 2 `bonusDetails`): the bonus movements, and each type's sum over the range. */
    async bonus(member: MemberRow, q: BonusRecordsQuery): Promise<BonusRecordsValue> {
      const range = { memberId: member.id, from: new Date(q.from), to: new Date(q.to) };
      const [page, totals] = await Promise.all([
        repo.accountEntries(deps.db, {
          ...range,
          types: q.type ? [q.type] : recordCategories.bonus,
          ...paging(q),
        }),
        repo.totalsByType(deps.db, { ...range, types: recordCategories.bonus }),
      ]);
      const byType = new Map(totals.map((r) => [r.type, r]));
      const rows = recordCategories.bonus.map((type) => ({
        type,
        amount: Number(byType.get(type)?.amount ?? 0),
        count: Number(byType.get(type)?.n ?? 0),
      }));
      return {
        list: page.rows.map(toAccountRecord),
        page: q.page,
        pageSize: q.pageSize,
        total: page.total,
        totals: rows,
        sum: rows.reduce((sum, r) => sum + r.amount, 0),
      };
    },

    async profit(member: MemberRow, q: { from: string; to: string }): Promise<ProfitValue> {
      const range = { memberId: member.id, from: new Date(q.from), to: new Date(q.to) };
      const [totals, withdrawals, bets] = await Promise.all([
        repo.movementTotals(deps.db, range),
        repo.paidWithdrawals(deps.db, range),
        repo.bets(deps.db, { ...range, status: 'settled', limit: 0, offset: 0 }),
      ]);
      const sum = (types: readonly string[], side: 'credit' | 'debit') =>
        totals.filter((t) => types.includes(t.type)).reduce((n, t) => n + BigInt(t[side]), 0n);
      const transfers = ['transfer_upline', 'transfer_downline'];
      return {
        deposits: Number(sum(['deposit'], 'credit')),
        withdrawals: Number(withdrawals),
        stake: Number(bets.stake),
        payout: Number(bets.payout),
        profit: Number(bets.profit),
        bets: bets.total,
        transfersIn: Number(sum(transfers, 'credit')),
        transfersOut: Number(sum(transfers, 'debit')),
      };
    },
  };
}
export type RecordsService = ReturnType<typeof createRecordsService>;
