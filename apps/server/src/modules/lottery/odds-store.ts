import { AppError } from '@portal/contracts/errors';
import type { Db, Tx } from '../../db/schema.ts';
import * as repo from './lottery.repo.ts';
import { defaultOddsTable, type OddsTable, oddsTableSchema } from './rules/odds.ts';

/**
 * A merchant's odds table in force: its latest version, made from the defaults on first use. A
 * change is a new version; placed bets keep the odds and version they were placed at.
 */
export async function currentOdds(
  db: Db | Tx,
  merchantId: string,
): Promise<{ version: number; table: OddsTable }> {
  let row = await repo.latestOdds(db, merchantId);
  if (!row) {
    await repo.insertOdds(db, merchantId, 1, defaultOddsTable);
    row = await repo.latestOdds(db, merchantId);
  }
  if (!row) throw new Error('odds table missing');
  return { version: row.version, table: oddsTableSchema.parse(row.odds) };
}

/**
 * Puts `table` in force as the version after `basedOn`. A change made meanwhile by someone else
 * took that number: refused, so no change is lost unseen.
 */
export async function publishOdds(
  db: Db,
  merchantId: string,
  basedOn: number,
  table: OddsTable,
): Promise<number> {
  const version = basedOn + 1;
  if (!(await repo.insertOddsVersion(db, merchantId, version, table)))
    throw new AppError(
      'CONFLICT',
      `The odds changed meanwhile (version ${version} exists): look again and retry`,
      409,
    );
  return version;
}
