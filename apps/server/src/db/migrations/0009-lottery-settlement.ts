import { type Kysely, sql } from 'kysely';

/**
 * Issue 6, settlement speed and the results board (after 0008 had shipped):
 * - every bet row is written once and updated once (open → settled); with half of each page
 *   kept free that update is a HOT update, with no new entries in bet's three indexes. Measured
 *   on 300,000 lottery bets: 10.8 s → 2.3 s for the settlement update (docs/lottery.md);
 * - settlement chunks record their stake, so a draw's totals are summed from its chunks;
 * - drawn draws newest first, across games.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bet set (fillfactor = 50)`.execute(db);
  await sql`alter table lottery_settle_chunk add column if not exists stake bigint`.execute(db);
  await sql`create index lottery_draw_drawn on lottery_draw (draw_at desc) where status in ('drawn', 'settled')`.execute(
    db,
  );
}
