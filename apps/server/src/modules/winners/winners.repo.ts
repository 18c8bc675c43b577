import { MemberType } from '@portal/contracts/identity';
import { WIN_MIN_MULTIPLIER, WINNERS_LIMIT, WINNERS_RECENT_BETS } from '@portal/contracts/winners';
import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';

export type WinRow = {
  account: string;
  game_name: string;
  product: 'game' | 'lottery';
  stake: string;
  payout: string;
  settled_at: Date;
};

/**
 * The biggest wins among the latest bets: a range of the bet table's primary key (the newest
 * `WINNERS_RECENT_BETS` ids), so the board costs one bounded index scan, and no index or write
 * is added to the path every bet takes. A lottery bet settled long after newer bets were placed
 * may fall outside the range; the board is of recent play, not a record.
 */
export async function recentWins(db: Db, merchantId: string, currency: string): Promise<WinRow[]> {
  const { rows } = await sql<WinRow>`
    select m.account, b.game_name, b.product, b.stake::text as stake, b.payout::text as payout, b.settled_at
    from bet b join member m on m.id = b.member_id
    where b.id > (select coalesce(max(id), 0) from bet) - ${WINNERS_RECENT_BETS}
      and b.merchant_id = ${merchantId}::bigint and b.currency = ${currency}
      and b.status = 'settled' and b.stake > 0 and b.payout >= b.stake * ${WIN_MIN_MULTIPLIER}
      and m.type <> ${MemberType.Trial}
    order by b.payout desc, b.id desc
    limit ${WINNERS_LIMIT}`.execute(db);
  return rows;
}
